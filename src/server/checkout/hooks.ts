import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import type { Shopper } from '../accounts/identity.ts';
import type { PlacedOrder } from './types.ts';

/** A checkout submit: who, what they sent, and the shop's currencies as the request read them. */
export interface PlaceOrderInput {
  shopper: Shopper;
  body: CheckoutBody;
  lang: string;
  baseCurrency: string;
  rates: Record<string, number>;
  /** The address the submit came from (the cap on open unpaid orders counts by it). */
  clientIp?: string | null;
}

/**
 * What the checkout routes run that reaches beyond checkout (payments, orders' e-mails): the
 * place-order workflow (workflows/place-order.ts) implements it; checkout does not import
 * workflows, app.ts passes it in.
 */
export interface CheckoutHooks {
  placeOrder(input: PlaceOrderInput): Promise<PlacedOrder>;
}
