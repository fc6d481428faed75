/** The checkout calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/checkout.ts';
import { callRoute } from '../contracts/call.ts';

export const checkoutPayments = callRoute<typeof contract.checkoutPayments>('/checkout/payments');
export const checkoutPlace = callRoute<typeof contract.checkoutPlace>('/checkout/place');
export const checkoutShipping = callRoute<typeof contract.checkoutShipping>('/checkout/shipping');
