/** The marketing calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/marketing.ts';
import { callRoute } from '../contracts/call.ts';

export const couponClaim = callRoute<typeof contract.couponClaim>('/coupon/claim');
