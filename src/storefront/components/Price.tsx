/**
 * A price in the shopper's currency: the sales price, and the compare-at price struck through when
 * higher; with the shop's tax display, labelled including tax or shown net of it.
 */
import { useMoney, useSite, useT } from '../lib/site.ts';
import { StruckAmount } from './Amount.tsx';

interface PriceProps {
  price: number;
  compareAtPrice?: number | null;
  /** The highest variant price; when above `price` the text reads "From …". */
  priceMax?: number;
  size?: 'sm' | 'lg';
}

/** A price entered including `rate` percent tax, without it. */
export function netOfTax(amount: number, rate: number): number {
  return Math.round((amount * 100) / (100 + rate));
}

export function Price(props: PriceProps) {
  const { tax } = useSite();
  const t = useT();
  const net = tax.display === 'excluding' && tax.rate > 0 ? (n: number) => netOfTax(n, tax.rate) : (n: number) => n;
  const price = net(props.price);
  const compareAtPrice = props.compareAtPrice == null ? props.compareAtPrice : net(props.compareAtPrice);
  const priceMax = props.priceMax === undefined ? undefined : net(props.priceMax);
  const size = props.size ?? 'sm';
  const money = useMoney();
  const onSale = compareAtPrice != null && compareAtPrice > price;
  const amount = money.format(price);
  return (
    <p className={size === 'lg' ? 'price price-lg' : 'price'}>
      <span data-price={price}>
        <span className="sr-only">{`${t(onSale ? 'product.salePrice' : 'product.price')} `}</span>
        {priceMax !== undefined && priceMax > price ? t('product.priceFrom', { price: amount }) : amount}
      </span>
      {onSale && <StruckAmount amount={compareAtPrice} className="" />}
      {tax.display !== 'none' && <span className="text-xs text-description">{t(tax.display === 'including' ? 'product.taxIncluded' : 'product.taxExcluded')}</span>}
    </p>
  );
}
