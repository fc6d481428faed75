/** Amounts in the shopper's currency, each after a label only assistive tech reads ("Line total $12.00"). */
import type { ReactNode } from 'react';
import { useMoney, useT } from '../lib/site.ts';

interface AmountProps {
  label: string;
  amount: number;
  as?: 'span' | 'p' | 's';
  className?: string;
  /** Shown after the amount (the price before discounts). */
  children?: ReactNode;
}

export function Amount({ label, amount, as: Tag = 'span', className, children }: AmountProps) {
  const money = useMoney();
  return (
    <Tag className={className || undefined}>
      <span className="sr-only">{`${label} `}</span>
      {money.format(amount)}
      {children}
    </Tag>
  );
}

/** The price before discounts, struck through. */
export function StruckAmount({ amount, className = 'block text-xs font-normal text-line' }: { amount: number; className?: string }) {
  const t = useT();
  return <Amount as="s" label={t('product.linePrice')} amount={amount} className={className} />;
}
