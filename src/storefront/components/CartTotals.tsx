/** Subtotal, the promotion and coupons applied, shipping and total, as a description list. */
import type { ReactNode } from 'react';
import { useMoney, useT } from '../lib/site.ts';

/** The amounts a cart, a checkout or an order shows, in minor units. */
export interface Totals {
  subtotal: number;
  discount: number;
  promotion: { title: string; discount: number } | null;
  coupons: Array<{ code: string; discount: number }>;
  /** null: not known yet (calculated at checkout). */
  shipping: number | null;
  total: number;
  /** Credits spent and the discount they give, when any. */
  credits?: { used: number; discount: number } | null;
}

/** A cart's amounts, shipping being the estimate for its country. */
export function cartTotals(cart: Omit<Totals, 'shipping'> & { shippingEstimate: number | null }): Totals {
  return {
    subtotal: cart.subtotal,
    discount: cart.discount,
    promotion: cart.promotion,
    coupons: cart.coupons,
    shipping: cart.shippingEstimate,
    total: cart.total,
    credits: cart.credits,
  };
}

interface CartTotalsProps {
  totals: Totals;
  /** The label of the total line (the order's "payment amount"). */
  totalLabel?: string;
  subtotalLabel?: string;
}

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-border pt-3 text-lg font-semibold text-title' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right">{children}</dd>
    </div>
  );
}

export function CartTotals({ totals, totalLabel, subtotalLabel }: CartTotalsProps) {
  const { subtotal, discount, promotion, coupons, shipping, total, credits } = totals;
  const t = useT();
  const money = useMoney();
  const minus = (amount: number) => `−${money.format(amount)}`;
  const itemised = (promotion?.discount ?? 0) + coupons.reduce((sum, c) => sum + c.discount, 0);
  return (
    <dl className="flex flex-col gap-2">
      <Row label={subtotalLabel ?? t('cart.subtotal')}>{money.format(subtotal)}</Row>
      {promotion && promotion.discount > 0 && (
        <Row label={t('cart.promotionApplied', { name: promotion.title })}>
          <span className="text-green-800">{minus(promotion.discount)}</span>
        </Row>
      )}
      {coupons
        .filter((c) => c.discount > 0)
        .map((c) => (
          <Row key={c.code} label={t('cart.couponLine', { code: c.code })}>
            <span className="text-green-800">{minus(c.discount)}</span>
          </Row>
        ))}
      {discount > itemised && (
        <Row label={t('cart.discount')}>
          <span className="text-green-800">{minus(discount - itemised)}</span>
        </Row>
      )}
      {credits && credits.discount > 0 && (
        <Row label={t('cart.creditsLine', { count: credits.used })}>
          <span className="text-green-800">{minus(credits.discount)}</span>
        </Row>
      )}
      <Row label={t('cart.shipping')}>
        {shipping === null ? <span className="text-description">{t('cart.shippingEstimate')}</span> : shipping === 0 ? t('cart.freeShipping') : money.format(shipping)}
      </Row>
      <Row label={totalLabel ?? t('cart.total')} strong>
        {money.format(total)}
      </Row>
    </dl>
  );
}
