/** The product section: the catalogue's product page with the engagement feature's favourite toggle. */
import type { ComponentProps } from 'react';
import { FavoriteButton } from '../../features/engagement/FavoriteButton.tsx';
import ProductDetail from '../../features/catalog/sections/ProductDetail.tsx';

export default function ProductDetailSection(props: Omit<ComponentProps<typeof ProductDetail>, 'FavoriteButton'>) {
  return <ProductDetail {...props} FavoriteButton={FavoriteButton} />;
}
