/**
 * Settling card payments whose answer was lost (DESIGN §4): the process died after the attempt
 * was recorded but before the gateway's answer was. Run at start, on the scheduler's interval and
 * when checkout is retried with the attempt's key. For each pending attempt:
 *   1. ask the gateway what it did under the attempt's key; a key it never heard of is voided
 *      there first, so a charge still on its way is refused and the answer is final;
 *   2. approved: mark the order paid (checkout's: and release its confirmation e-mail, a job
 *      written with the order and held while the card was charged, so it goes out once and tells
 *      the order as paid; a later payment: the paid e-mail is the job the change writes);
 *   3. refused: a checkout's order is cancelled, its stock and coupons given back, and its held
 *      confirmation dropped (the cancellation e-mail tells the shopper instead); a later
 *      payment's refusal changes nothing, as it would have live;
 *   4. settle the attempt. A gateway that cannot answer leaves the attempt pending for next time.
 * A Stripe payment is confirmed in the browser and reported by webhook; its attempt (the payment
 * intent) is looked up at Stripe in case the webhook was lost: a succeeded intent is applied as
 * its webhook would have been (order-payments.ts: amount checked, refunded if the order is gone),
 * a cancelled one, or one whose order is no longer awaiting payment, is settled as declined, and
 * one still awaiting the shopper stays pending.
 * Every change goes through the guarded state machine, so processes reconciling together change
 * an order once.
 */
import { eq } from 'drizzle-orm';
import type { OrderEventBus } from '../orders/events.ts';
import { dropHeldOrderConfirmation, releaseOrderConfirmation } from '../orders/mail.ts';
import { applyStripeEvent, markPaid, markPlacedOrderPaid } from '../orders/order-payments.ts';
import { orders as ordersTable } from '../orders/orders.schema.ts';
import * as orders from '../orders/orders.service.ts';
import { pendingAttempts, settleAttempt, type Attempt } from '../payments/attempts.ts';
import { settleSandboxCharge } from '../payments/sandbox.ts';
import type { StripeIntent } from '../payments/stripe.ts';
import type { Db } from '../platform/db/client.ts';

export interface ReconcileDeps {
  db: Db;
  events: OrderEventBus;
  /** The shop's base currency (a Stripe payment is checked against it). */
  baseCurrency(): Promise<string>;
  /** Runs the jobs that became due (a released confirmation) without waiting for the runner's next poll. */
  kickJobs?(): void;
  log(err: unknown, msg: string): void;
  /** Stripe, to look its payment intents up. */
  stripe?: { retrieveIntent(id: string): Promise<StripeIntent>; refund(paymentIntent: string, orderId: number): Promise<string> } | null;
}

/** How long a live charge may take before its attempt counts as abandoned (the gateway call times out well before). */
export const ABANDONED_AFTER_MS = 30_000;

export interface ReconcileResult {
  /** Orders this run marked paid (and, checkout's, released the confirmation of). */
  paid: string[];
  declined: string[];
}

export async function reconcilePayments(deps: ReconcileDeps, options: { now?: Date; orderId?: number; graceMs?: number } = {}): Promise<ReconcileResult> {
  const before = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? ABANDONED_AFTER_MS));
  const result: ReconcileResult = { paid: [], declined: [] };
  for (const attempt of await pendingAttempts(deps.db, before, options.orderId)) {
    try {
      await reconcileAttempt(deps, attempt, result);
    } catch (err) {
      deps.log(err, 'payment reconciliation failed');
    }
  }
  return result;
}

async function reconcileAttempt(deps: ReconcileDeps, attempt: Attempt, result: ReconcileResult) {
  const { db } = deps;
  if (attempt.provider === 'stripe') return reconcileIntent(deps, attempt, result);
  if (attempt.provider !== 'sandbox') return;
  const record = await settleSandboxCharge(db, attempt.id, attempt.amount);
  const [order] = await db.select().from(ordersTable).where(eq(ordersTable.id, attempt.orderId));
  const payable = order && order.status === 'in_progress' && order.payStatus === 'unpaid';
  if (record.outcome === 'approved') {
    const payment = { provider: 'sandbox', reference: record.reference!, amount: record.amount };
    if (payable && attempt.purpose === 'checkout') {
      await markPlacedOrderPaid(deps, order.id, payment, { actor: 'system' });
      result.paid.push(order.number);
      await releaseOrderConfirmation(db, order.id);
      deps.kickJobs?.();
    } else if (payable) {
      await markPaid(deps, order.id, payment, { actor: 'system' });
      result.paid.push(order.number);
    }
    // An order cancelled meanwhile (its payment window passed): the charge is refunded, as a Stripe payment for a cancelled order is.
    if (order && !payable && order.payStatus === 'unpaid') await orders.recordRefundedCharge(db, order.id, payment, `${record.reference}_refund`);
    await settleAttempt(db, attempt.id, { status: 'succeeded', reference: record.reference! });
    return;
  }
  if (payable && attempt.purpose === 'checkout') {
    await orders.applyEvent(deps, { id: order.id }, { type: 'cancel' }, { actor: 'system' }, async (tx) => {
      await orders.giveBack(tx, order.id);
      await dropHeldOrderConfirmation(tx, order.id);
    });
    result.declined.push(order.number);
  }
  await settleAttempt(db, attempt.id, { status: 'declined', reason: record.outcome });
}

async function reconcileIntent(deps: ReconcileDeps, attempt: Attempt, result: ReconcileResult) {
  const { db, stripe } = deps;
  if (!stripe || !attempt.reference) return;
  const intent = await stripe.retrieveIntent(attempt.reference);
  const [order] = await db.select().from(ordersTable).where(eq(ordersTable.id, attempt.orderId));
  if (intent.status === 'succeeded') {
    const event = {
      id: `reconciled_${intent.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, metadata: { ...intent.metadata, order_id: String(attempt.orderId) } } },
    };
    const outcome = await applyStripeEvent({ db, events: deps.events, baseCurrency: deps.baseCurrency, refund: stripe.refund }, event);
    await settleAttempt(db, attempt.id, { status: 'succeeded', reference: intent.id });
    if (outcome === 'ok' && order) result.paid.push(order.number);
    return;
  }
  const awaiting = order && order.status === 'in_progress' && order.payStatus === 'unpaid';
  if (intent.status === 'canceled' || !awaiting) await settleAttempt(db, attempt.id, { status: 'declined', reason: intent.status ?? 'abandoned' });
}
