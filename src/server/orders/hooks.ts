import type { Actor, OrderRow, Shipment } from './orders.service.ts';

/**
 * What the order routes run that reaches beyond orders (stock, coupons, payments): the
 * workflows (workflows/cancel-order.ts, pay-order.ts, ship-order.ts) implement these; orders does not import them, app.ts
 * passes them in.
 */
export interface OrderHooks {
  /** The shopper cancels an unpaid order: stock and coupons come back. */
  cancelOrder(order: OrderRow, who: Actor): Promise<void>;
  /** The shopper pays an unpaid order by card. */
  payOrder(order: OrderRow, card: { number: string; expiry: string } | undefined, who: Actor): Promise<void>;
  /** The merchant ships units of an order. */
  shipOrder(order: OrderRow, shipment: Shipment, who: Actor): Promise<void>;
  /** The merchant's answer to a cancellation request; accepting refunds the payment. */
  decideCancellation(order: OrderRow, accept: boolean, who: Actor, logRefundError: (err: unknown) => void): Promise<void>;
}
