/** The orders calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/orders.ts';
import { callRoute } from '../contracts/call.ts';

export const orderCancel = callRoute<typeof contract.orderCancel>('/order/cancel');
export const orderConfirmReceipt = callRoute<typeof contract.orderConfirmReceipt>('/order/confirm-receipt');
export const orderGet = callRoute<typeof contract.orderGet>('/order/get');
export const orderList = callRoute<typeof contract.orderList>('/order/list');
export const orderPay = callRoute<typeof contract.orderPay>('/order/pay');
export const orderPayStripe = callRoute<typeof contract.orderPayStripe>('/order/pay/stripe');
export const orderRequestCancel = callRoute<typeof contract.orderRequestCancel>('/order/request-cancel');
