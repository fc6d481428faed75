/** The product section: the catalogue's product page with the engagement feature's favourite toggle and back-in-stock request, and the reviews feature's list. */
import type { ComponentProps } from 'react';
import { FavoriteButton } from '../../features/engagement/FavoriteButton.tsx';
import { NotifyWhenBack } from '../../features/engagement/NotifyWhenBack.tsx';
import ProductDetail from '../../features/catalog/sections/ProductDetail.tsx';
import { ProductReviews } from '../../features/reviews/review-views.ts';

export default function ProductDetailSection(props: Omit<ComponentProps<typeof ProductDetail>, 'FavoriteButton' | 'NotifyWhenBack' | 'Reviews'>) {
  return <ProductDetail {...props} FavoriteButton={FavoriteButton} NotifyWhenBack={NotifyWhenBack} Reviews={ProductReviews} />;
}
