/** What placing an order needs and answers, shared by the checkout service and its payment step. */
import type { Db } from '../platform/db/client.ts';
import type { OrderEventBus } from '../orders/events.ts';

export interface CheckoutDeps {
  db: Db;
  events: OrderEventBus;
  paymentMethods: string[];
  baseCurrency: string;
  rates: Record<string, number>;
  /** Creates a provider payment (Stripe) for an unpaid order; answers the client secret. */
  createIntent?: (order: { id: number; number: string; total: number; currency: string }) => Promise<{ id: string; clientSecret: string }>;
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
