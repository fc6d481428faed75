/** A responsive grid of product cards. */
import type { ProductCardView } from '../../shared/contracts/catalog.ts';
import { ProductCard } from './ProductCard.tsx';

interface ProductCardsProps {
  products: ProductCardView[];
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once (the first screen of a listing page). */
  eagerCount?: number;
}

export function ProductCards({ products, headingLevel = 3, eagerCount = 0 }: ProductCardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.slug}>
          <ProductCard product={product} headingLevel={headingLevel} eager={i < eagerCount} priority={i === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}
