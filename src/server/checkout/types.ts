/** What placing an order needs and answers, shared by the checkout service and the place-order workflow. */
import type { Db } from '../platform/db/client.ts';

export interface CheckoutDeps {
  db: Db;
  paymentMethods: string[];
  baseCurrency: string;
  rates: Record<string, number>;
  /** Open offline-paid orders one address may have (UNPAID_ORDERS_PER_ADDRESS); unlimited when absent. */
  unpaidOrdersPerAddress?: number;
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  payStatus: 'unpaid' | 'paid';
  guestToken: string | null;
  clientSecret: string | null;
}

/** An order just placed from the cart. */
export interface PlacedCart {
  id: number;
  number: string;
  total: number;
  productIds: number[];
  /** The confirmation e-mail's job, written with the order (held back while a card is charged). */
  confirmationJob: number;
  /** Placed paid: its sandbox card was charged in the statement that placed it. */
  paid: boolean;
}
