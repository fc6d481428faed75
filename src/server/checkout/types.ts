/** What placing an order needs and answers: the checkout service's and the place-order workflow's. */
import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import type { Shopper } from '../accounts/identity.ts';
import type { Db } from '../platform/db/client.ts';

export interface CheckoutDeps {
  db: Db;
  paymentMethods: string[];
  baseCurrency: string;
  rates: Record<string, number>;
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  payStatus: 'unpaid' | 'paid';
  guestToken: string | null;
  clientSecret: string | null;
}

/** An order just placed from the cart, not yet paid. */
export interface PlacedCart {
  id: number;
  number: string;
  total: number;
  productIds: number[];
}

/** A checkout submit: who, what they sent, and the shop's currencies as the request read them. */
export interface PlaceOrderInput {
  shopper: Shopper;
  body: CheckoutBody;
  lang: string;
  baseCurrency: string;
  rates: Record<string, number>;
}

/** What the checkout routes run (workflows/place-order.ts); checkout does not import workflows, app.ts passes it in. */
export interface CheckoutHooks {
  placeOrder(input: PlaceOrderInput): Promise<PlacedOrder>;
}
