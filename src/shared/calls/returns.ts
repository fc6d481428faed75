/** The returns calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/returns.ts';
import { callRoute } from '../contracts/call.ts';

export const returnApply = callRoute<typeof contract.returnApply>('/return/apply');
export const returnCancel = callRoute<typeof contract.returnCancel>('/return/cancel');
export const returnGet = callRoute<typeof contract.returnGet>('/return/get');
export const returnList = callRoute<typeof contract.returnList>('/return/list');
export const returnQuote = callRoute<typeof contract.returnQuote>('/return/quote');
export const returnShipBack = callRoute<typeof contract.returnShipBack>('/return/ship-back');
