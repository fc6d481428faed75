/**
 * A product in a list: image, linked title, price, stock badge and rating. Its layout is the
 * `product-card` rule of styles.css, written once for a listing of dozens of cards.
 */
import type { ProductCardView } from '../../shared/contracts/catalog.ts';
import { CARD_SIZES } from '../../shared/images.ts';
import { Link } from './Link.tsx';
import { useHref, useT } from '../lib/site.ts';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';
import { Stars } from './Stars.tsx';

interface ProductCardProps {
  product: ProductCardView;
  /** The title's heading level: one below the heading of the list it is in. */
  headingLevel?: 2 | 3;
  /** Load eagerly (first row of a listing); `priority` also raises the fetch priority. */
  eager?: boolean;
  priority?: boolean;
}

export function ProductCard({ product, headingLevel = 3, eager, priority }: ProductCardProps) {
  const t = useT();
  const href = useHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="product-card">
      <div>
        <ProductImage image={product.image} sizes={CARD_SIZES} eager={eager} priority={priority} />
        {product.stock === 0 && (
          <span className="absolute left-2 top-2 rounded-full bg-gray-900 px-2 py-0.5 text-xs font-medium text-white">{t('product.outOfStock')}</span>
        )}
      </div>
      <Heading>
        <Link href={href({ type: 'product', slug: product.slug })}>{product.title}</Link>
      </Heading>
      <Price price={product.price} priceMax={product.priceMax} compareAtPrice={product.compareAtPrice} />
      {product.ratingCount !== undefined && product.ratingCount > 0 && <Stars value={product.ratingAvg ?? 0} count={product.ratingCount} />}
    </div>
  );
}
