/** The catalog calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/catalog.ts';
import { callRoute } from '../contracts/call.ts';

export const productSuggest = callRoute<typeof contract.productSuggest>('/product/suggest');
