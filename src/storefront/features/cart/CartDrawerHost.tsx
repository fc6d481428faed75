/**
 * Where the cart drawer mounts (beside the header's cart link). The drawer's code downloads on
 * the first open; the cart link stays a real link for no-JS, new tabs and middle clicks.
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import { openCartDrawer, useCartDrawerOpen } from '../../app/cart-store.ts';

const loadDrawer = () => import('./CartDrawer.tsx');
const CartDrawer = lazy(loadDrawer);

/** Starts the download early, when the pointer or focus reaches the cart link. */
export function preloadCartDrawer() {
  void loadDrawer();
}

/** The cart link's click: a plain click opens the drawer, except on the cart page itself. */
export function openCartDrawerOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (event.currentTarget.pathname === location.pathname) return;
  event.preventDefault();
  openCartDrawer();
}

export function CartDrawerHost() {
  const open = useCartDrawerOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
