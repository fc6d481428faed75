/** A price in the shopper's currency: the sales price, and the compare-at price struck through when higher. */
import { useMoney, useT } from '../app/site.tsx';

interface PriceProps {
  price: number;
  compareAtPrice?: number | null;
  /** The highest variant price; when above `price` the text reads "From …". */
  priceMax?: number;
  size?: 'sm' | 'lg';
}

export function Price({ price, compareAtPrice, priceMax, size = 'sm' }: PriceProps) {
  const t = useT();
  const money = useMoney();
  const onSale = compareAtPrice != null && compareAtPrice > price;
  const amount = money.format(price);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-sm'}`}>
      <span className="font-semibold text-sales" data-price={price}>
        <span className="sr-only">{t(onSale ? 'product.salePrice' : 'product.price')} </span>
        {priceMax !== undefined && priceMax > price ? t('product.priceFrom', { price: amount }) : amount}
      </span>
      {onSale && (
        <s className={`text-line ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">{t('product.linePrice')} </span>
          {money.format(compareAtPrice)}
        </s>
      )}
    </p>
  );
}
