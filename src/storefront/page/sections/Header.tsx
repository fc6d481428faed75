/** The header section: the layout's header with the cart's link and drawer in it. */
import type { ComponentProps } from 'react';
import { CartLink } from '../../features/cart/CartLink.tsx';
import Header from '../../features/layout/sections/Header.tsx';

export default function HeaderSection(props: Omit<ComponentProps<typeof Header>, 'CartLink'>) {
  return <Header {...props} CartLink={CartLink} />;
}
