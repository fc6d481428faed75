/**
 * The shopper's cart on the client: the latest answer of any cart call, shared by the cart page,
 * the cart drawer, checkout and the product page's add to cart, and the drawer's open state.
 * Every answer also sets the header count.
 */
import { useSyncExternalStore } from 'react';
import { cartAdd, cartCouponApply, cartCouponRemove, cartEstimate, cartGet, cartRemove, cartUpdate, type Cart } from '../../shared/contracts/cart.ts';
import { call, type CallArgs } from './api.ts';
import { setState } from './store.ts';

let cart: Cart | null = null;
let drawerOpen = false;
/** Where focus goes back when the drawer closes, when the opener was not focused (a busy button). */
let drawerReturnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Takes a cart answer: the new cart for every view, and its count for the header. */
export function receiveCart(next: Cart): Cart {
  cart = next;
  setState({ cartNum: next.count });
  emit();
  return next;
}

const CART_CALLS = {
  get: cartGet,
  add: cartAdd,
  update: cartUpdate,
  remove: cartRemove,
  'coupon/apply': cartCouponApply,
  'coupon/remove': cartCouponRemove,
  estimate: cartEstimate,
};
type CartCalls = typeof CART_CALLS;

/** Makes a cart call and takes its answer; rejects (after the client's toast) on failure. */
export async function cartCall<A extends keyof CartCalls>(action: A, ...args: CallArgs<CartCalls[A]>): Promise<Cart> {
  return receiveCart(await call(CART_CALLS[action], ...args));
}

/** After an order is placed the server's cart is empty. */
export function forgetCart() {
  cart = null;
  setState({ cartNum: 0 });
  emit();
}

/** The latest cart; `initial` (the server's) until a call answers, and during hydration. */
export function useCart(initial: Cart | null): Cart | null {
  return useSyncExternalStore(
    subscribe,
    () => cart ?? initial,
    () => initial,
  );
}

export function openCartDrawer(returnFocus: HTMLElement | null = null) {
  drawerReturnFocus = returnFocus;
  drawerOpen = true;
  emit();
}

export function cartDrawerReturnFocus(): HTMLElement | null {
  return drawerReturnFocus;
}

export function closeCartDrawer() {
  drawerOpen = false;
  emit();
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawerOpen,
    () => false,
  );
}
