/**
 * Cancelling an order (DESIGN §4).
 *
 * The shopper cancels an unpaid order at once:
 *   1. cancel it, giving back its stock and coupon uses, in one transaction;
 *   2. tell the shopper's open tabs; the cancellation e-mail follows the event.
 *
 * The merchant answers a paid order's cancellation request. Refused, the order goes on as before
 * and the shopper is told. Accepted:
 *   1. check the order still awaits its cancellation;
 *   2. refund the payment, through its provider first — if that fails, the request stays
 *      undecided and can be decided again; once refunded, nothing is undone;
 *   3. cancel the order, give back its stock and coupon uses and record the refund, in one
 *      transaction;
 *   4. tell the shopper.
 */
import type { OrderEventBus } from '../orders/events.ts';
import * as orders from '../orders/orders.service.ts';
import type { Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { steps } from './steps.ts';

export async function cancelOrder(deps: { db: Executor; events: OrderEventBus }, order: { id: number }, who: orders.Actor): Promise<void> {
  const { step } = steps();
  const cancelled = await step('cancel the order, giving back its stock and coupons', () =>
    orders.changeOrder(deps.db, { id: order.id }, { type: 'cancel' }, who, (tx, locked) => orders.giveBack(tx, locked.id)),
  );
  await step('tell the shopper', () => orders.announceChange(deps.events, cancelled, 'cancel'));
}

export async function decideCancellation(
  deps: { db: Executor; events: OrderEventBus; refund?: orders.Refund },
  order: orders.OrderRow,
  accept: boolean,
  who: orders.Actor,
  logRefundError: (err: unknown) => void,
): Promise<void> {
  const { step, commit } = steps();
  if (!accept) {
    const refused = await step('refuse the request', () => orders.changeOrder(deps.db, { id: order.id }, { type: 'refuse_cancel' }, who));
    await step('tell the shopper', () => orders.announceChange(deps.events, refused, 'refuse_cancel'));
    return;
  }
  await step('check the order awaits its cancellation', () => invariant(order.status === 'pending_cancellation', 'ORDER_STATE'));
  const reference = await step('refund the payment', () => orders.refundPayment(deps.refund, order, logRefundError));
  commit();
  const cancelled = await step('cancel the order, giving back its stock and coupons, and record the refund', () =>
    orders.changeOrder(deps.db, { id: order.id }, { type: 'accept_cancel' }, who, async (tx, locked) => {
      await orders.giveBack(tx, locked.id);
      await orders.recordRefund(tx, locked, reference);
    }),
  );
  await step('tell the shopper', () => orders.announceChange(deps.events, cancelled, 'accept_cancel'));
}
