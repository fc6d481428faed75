/** The analytics calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/analytics.ts';
import { callRoute } from '../contracts/call.ts';

export const pageViews = callRoute<typeof contract.pageViews>('/page/views');
export const productViews = callRoute<typeof contract.productViews>('/product/views');
export const statDuration = callRoute<typeof contract.statDuration>('/stat/duration');
