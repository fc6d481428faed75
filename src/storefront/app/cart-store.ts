/**
 * The shopper's cart on the client: the latest answer of any cart call, shared by the cart page,
 * the cart drawer, checkout and the product page's add to cart, and the drawer's open state.
 * Every answer also sets the header count. An answer names its products in the language it was
 * asked in, so it is kept with that language and shown only on pages of the same language.
 */
import { useSyncExternalStore } from 'react';
import type { Cart } from '../../shared/contracts/cart.ts';
import type { CallRoute, ContractOf } from '../../shared/contracts/call.ts';
import { cartAdd, cartCouponApply, cartCouponRemove, cartEstimate, cartGet, cartRemove, cartUpdate } from '../../shared/calls/cart.ts';
import { useLang } from '../lib/site.ts';
import { call, currentLang, type CallArgs } from './api.ts';
import { setState } from './store.ts';

let cart: { lang: string; cart: Cart } | null = null;
let drawerOpen = false;
/** Where focus goes back when the drawer closes, when the opener was not focused (a busy button). */
let drawerReturnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Takes a cart answer asked in `lang`: the new cart for every view of that language, and its count for the header. */
export function receiveCart(next: Cart, lang: string): Cart {
  cart = { lang, cart: next };
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
export async function cartCall<A extends keyof CartCalls>(action: A, ...args: CallArgs<ContractOf<CartCalls[A]>>): Promise<Cart> {
  const lang = currentLang();
  // Every cart call answers the cart; the arguments are checked against the action's contract above.
  const cartCallOf = call as (def: CallRoute, ...rest: unknown[]) => Promise<Cart>;
  return receiveCart(await cartCallOf(CART_CALLS[action], ...args), lang);
}

/** After an order is placed the server's cart is empty. */
export function forgetCart() {
  cart = null;
  setState({ cartNum: 0 });
  emit();
}

/**
 * The latest cart in the page's language; `initial` (the server's, in the page's language) until a
 * call in that language answers, and during hydration.
 */
export function useCart(initial: Cart | null): Cart | null {
  const { lang } = useLang();
  return useSyncExternalStore(
    subscribe,
    () => (cart?.lang === lang ? cart.cart : initial),
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
