/** The cart calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/cart.ts';
import { callRoute } from '../contracts/call.ts';

export const cartAdd = callRoute<typeof contract.cartAdd>('/cart/add');
export const cartCouponApply = callRoute<typeof contract.cartCouponApply>('/cart/coupon/apply');
export const cartCouponRemove = callRoute<typeof contract.cartCouponRemove>('/cart/coupon/remove');
export const cartEstimate = callRoute<typeof contract.cartEstimate>('/cart/estimate');
export const cartGet = callRoute<typeof contract.cartGet>('/cart/get');
export const cartRemove = callRoute<typeof contract.cartRemove>('/cart/remove');
export const cartUpdate = callRoute<typeof contract.cartUpdate>('/cart/update');
