/**
 * An order's payments: marked paid by a gateway, a webhook or the merchant, each with its
 * payment row, through the state machine's 'pay' step.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { StripeEvent } from '../payments/stripe.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { OrderEventBus } from './events.ts';
import { orderHistory, orders, payments } from './orders.schema.ts';
import { announceChange, changeOrder, recordHistory, type Actor } from './orders.service.ts';
import { claimWebhookEvent } from '../payments/payments.service.ts';
import { chargeSandboxCard } from '../payments/sandbox.ts';
import { recordIntentAttempt, settleAttempt, settleSucceededStatement } from '../payments/attempts.ts';
import { runJobNow, runJobNowStatement } from '../platform/jobs/jobs.ts';
import { PAID_STATE, PLACED_STATE, tabOf } from './state.ts';

/** Records an order's payment and moves it to paid, in one transaction; answers the order as changed. */
export function recordPayment(db: Executor, orderId: number, payment: { provider: string; reference: string; amount: number }, who: Actor) {
  return changeOrder(db, { id: orderId }, { type: 'pay' }, who, async (tx) => {
    await tx
      .insert(payments)
      .values({ orderId, provider: payment.provider, providerRef: payment.reference, amount: payment.amount, status: 'succeeded' })
      .onConflictDoNothing();
    return { transactionNumber: payment.reference };
  });
}

/** Marks an order paid (gateway success, webhook, or the merchant for bank transfer / COD) and tells the shopper. */
export async function markPaid(
  deps: { db: Executor; events: OrderEventBus },
  orderId: number,
  payment: { provider: string; reference: string; amount: number },
  who: Actor,
) {
  const paid = await recordPayment(deps.db, orderId, payment, who);
  announceChange(deps.events, paid, 'pay');
  return paid;
}

const p = (key: string) => sql.placeholder(key);
/**
 * The 'pay' step of an order just placed, as CTEs: the order paid (guarded that it is still as
 * placed), its payment and history rows, its checkout attempt settled
 * and its held confirmation released. `paid` answers the order's id, number, user and visitor.
 */
function payPlacedSteps(): SQL {
  return sql`paid as (
      update ${orders}
      set status = ${p('status')}, pay_status = ${p('payStatus')}, delivery_status = ${p('deliveryStatus')}, received = ${p('received')},
        paid_at = now(), transaction_number = ${p('reference')}
      where id = ${p('orderId')}::int and status = ${PLACED_STATE.status} and pay_status = ${PLACED_STATE.payStatus}
        and delivery_status = ${PLACED_STATE.deliveryStatus} and received = ${PLACED_STATE.received}
      returning id, number, user_id, visitor_id
    ),
    payment as (
      insert into ${payments} (order_id, provider, provider_ref, amount, status)
      select id, ${p('provider')}, ${p('reference')}, ${p('amount')}::int, 'succeeded' from paid
      on conflict do nothing
    ),
    history as (
      insert into ${orderHistory} (order_id, actor, actor_id, action)
      select id, ${p('actor')}, ${p('actorId')}::int, 'pay' from paid
    ),
    settled as (${settleSucceededStatement(sql`${p('attemptId')}::uuid`, sql`${p('reference')}`, sql`paid`)}),
    released as (${runJobNowStatement(sql`${p('releaseJob')}::bigint`, sql`paid`)})`;
}

const payPlaced = preparedStatement<{ number: string; userId: number | null; visitorId: string | null }>(
  'pay_placed_order',
  sql`with ${payPlacedSteps()}
    select number, user_id as "userId", visitor_id as "visitorId" from paid`,
);

/**
 * Marks an order paid that the caller has just placed (checkout's card payment) in one
 * statement: the state machine's 'pay' step applied with a guard that the order is still as
 * placed, the payment row and the history row. The caller knows the order's state, so the locked
 * read of changeOrder is not needed; if the order has moved on meanwhile, markPaid decides.
 * `then` is what the checkout does next, done in the same statement when the order was paid
 * there (else right after markPaid): the charge's payment attempt is settled as succeeded and
 * the held confirmation job is made due, so it tells the order as paid.
 */
export async function markPlacedOrderPaid(
  deps: { db: Executor; events: OrderEventBus },
  orderId: number,
  payment: { provider: string; reference: string; amount: number },
  who: Actor,
  then: { attemptId?: string; releaseJob?: number } = {},
): Promise<void> {
  const [paid] = await payPlaced(deps.db, payValues(orderId, payment, who, then));
  await afterPlacedPay(deps, paid?.number ? paid : null, orderId, payment, who, then);
}

function payValues(orderId: number, payment: { provider: string; reference: string; amount: number }, who: Actor, then: { attemptId?: string; releaseJob?: number }) {
  return {
    orderId,
    ...PAID_STATE,
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    actor: who.actor,
    actorId: who.actorId ?? null,
    attemptId: then.attemptId ?? null,
    releaseJob: then.releaseJob ?? null,
  };
}

/** Tells the order's watchers it was paid in the statement (`paid`), else pays it through the state machine and does `then` after it. */
async function afterPlacedPay(
  deps: { db: Executor; events: OrderEventBus },
  paid: { number: string; userId: number | null; visitorId: string | null } | null,
  orderId: number,
  payment: { provider: string; reference: string; amount: number },
  who: Actor,
  then: { attemptId?: string; releaseJob?: number },
): Promise<void> {
  if (!paid) {
    await markPaid(deps, orderId, payment, who);
    if (then.attemptId) await settleAttempt(deps.db, then.attemptId, { status: 'succeeded', reference: payment.reference });
    if (then.releaseJob !== undefined) await runJobNow(deps.db, then.releaseJob);
    return;
  }
  announcePaidAtCheckout(deps.events, paid);
}

/** Tells an order's watchers (the shopper's open pages) it was paid as the checkout placed it. */
export function announcePaidAtCheckout(events: OrderEventBus, order: { number: string; userId: number | null; visitorId: string | null }): void {
  events.publish({ ...order, state: PAID_STATE, tab: tabOf(PAID_STATE), change: 'pay', duringCheckout: true });
}

/**
 * Checkout's sandbox card charge for an order it has just placed unpaid, under the payment attempt
 * recorded with the order (`attemptId`, the gateway's idempotency key), through the gateway's own
 * call (chargeSandboxCard: a refusal throws) and markPlacedOrderPaid, as for any gateway. (A card
 * the gateway approves is charged in the statement that places its order; this is the way of the
 * others, and of a key the gateway knew already.) `onCharged` is called once the card is known
 * charged, before the order is paid: from then on a failure must not undo the order.
 */
export async function chargeSandboxAndMarkPaid(
  deps: { db: Executor; events: OrderEventBus },
  orderId: number,
  card: { number: string; expiry: string },
  amount: number,
  then: { attemptId: string; releaseJob?: number; onCharged?(): void },
): Promise<void> {
  const who: Actor = { actor: 'system' };
  const { onCharged, ...after } = then;
  const reference = await chargeSandboxCard(deps.db, then.attemptId, card, amount);
  onCharged?.();
  await markPlacedOrderPaid(deps, orderId, { provider: 'sandbox', reference, amount }, who, after);
}

export type StripeOutcome = 'ok' | 'ignored' | 'duplicate' | 'flagged' | 'refunded';

export interface StripeEventDeps {
  db: Db;
  events: OrderEventBus;
  /** The shop's base currency: orders' totals are in it, and so must a payment be. */
  baseCurrency(): Promise<string>;
  /** Refunds a payment intent in full (Stripe's refund call); answers the refund's id. */
  refund?(paymentIntent: string, orderId: number): Promise<string>;
}

/**
 * A Stripe event about one of the shop's orders, applied and recorded as applied in one
 * transaction (a failure records nothing, so Stripe's redelivery is applied):
 * - a succeeded payment of the order's amount and currency marks an open unpaid order paid;
 * - one of another amount or currency is recorded and flagged for the merchant, and never marks
 *   the order paid;
 * - one for an order already cancelled is recorded and refunded through Stripe at once (the refund
 *   call is part of the transaction: if Stripe cannot be reached, nothing is recorded and the
 *   redelivery refunds it);
 * - a failed payment is recorded.
 * 'ignored' when the event names no order of the shop, 'duplicate' when it was applied before.
 */
export async function applyStripeEvent(deps: StripeEventDeps, event: StripeEvent): Promise<StripeOutcome> {
  const intent = event.data.object;
  const baseCurrency = (await deps.baseCurrency()).toLowerCase();
  const outcome = await deps.db.transaction(async (tx): Promise<{ outcome: StripeOutcome; paid?: OrderRow }> => {
    if (!(await claimWebhookEvent(tx, 'stripe', event.id))) return { outcome: 'duplicate' };
    const orderId = Number(intent.metadata?.order_id);
    const [order] = Number.isSafeInteger(orderId) ? await tx.select().from(orders).where(eq(orders.id, orderId)).for('update') : [];
    if (!order) return { outcome: 'ignored' };
    if (event.type === 'payment_intent.payment_failed') {
      await tx
        .insert(payments)
        .values({ orderId: order.id, provider: 'stripe', providerRef: `${intent.id}:${event.id}`, amount: intent.amount ?? order.total, status: 'failed' })
        .onConflictDoNothing();
      return { outcome: 'ok' };
    }
    if (event.type !== 'payment_intent.succeeded') return { outcome: 'ignored' };
    const received = intent.amount_received ?? intent.amount ?? 0;
    const payment = { provider: 'stripe', reference: intent.id, amount: received };
    const sameMoney = received === order.total && (!intent.currency || intent.currency.toLowerCase() === baseCurrency);
    if (order.payStatus === 'paid' && order.transactionNumber === intent.id) return { outcome: 'ok' };
    if (order.status === 'cancelled' && order.payStatus === 'unpaid') {
      await recordCharge(tx, order.id, payment);
      const refund = deps.refund;
      invariant(refund, 'PAYMENT_FAILED');
      const reference = await refund(intent.id, order.id);
      await tx
        .insert(payments)
        .values({ orderId: order.id, provider: 'stripe', providerRef: reference, amount: received, kind: 'refund', status: 'succeeded' })
        .onConflictDoNothing();
      await recordHistory(tx, order.id, { actor: 'system' }, 'refund', { reference, amount: received, reason: 'paid after cancellation' });
      return { outcome: 'refunded' };
    }
    if (!sameMoney || order.payStatus === 'paid' || order.status !== 'in_progress') {
      // Money the order did not ask for (another amount or currency, or a second payment): on record, for the merchant.
      await recordCharge(tx, order.id, payment);
      await tx.update(orders).set({ paymentIssue: 'amount_mismatch' }).where(eq(orders.id, order.id));
      await recordHistory(tx, order.id, { actor: 'system' }, 'payment_issue', { reference: intent.id, amount: received, currency: intent.currency ?? null });
      return { outcome: 'flagged' };
    }
    return { outcome: 'ok', paid: await recordPayment(tx, order.id, payment, { actor: 'system' }) };
  });
  if (outcome.paid) announceChange(deps.events, outcome.paid, 'pay');
  return outcome.outcome;
}

/** Records a charge a provider made for an order (not a state change). */
async function recordCharge(tx: Executor, orderId: number, payment: { provider: string; reference: string; amount: number }) {
  await tx
    .insert(payments)
    .values({ orderId, provider: payment.provider, providerRef: payment.reference, amount: payment.amount, status: 'succeeded' })
    .onConflictDoNothing();
}

type OrderRow = typeof orders.$inferSelect;

/** Bank transfer and cash on delivery are paid outside the shop; the merchant records it. */
export function recordManualPayment(deps: { db: Executor; events: OrderEventBus }, order: OrderRow, who: Actor) {
  return markPaid(deps, order.id, { provider: order.paymentMethod, reference: `manual_${randomBytes(6).toString('hex')}`, amount: order.total }, who);
}

/** An unpaid, open order whose method can be paid in the browser now; anything else changes nothing. */
export function assertPayable(order: { payStatus: string; status: string; paymentMethod: string }, method: string, onlinePayments: readonly string[]) {
  if (order.payStatus !== 'unpaid' || order.status !== 'in_progress') throw new DomainError('ORDER_STATE');
  if (order.paymentMethod !== method || !onlinePayments.includes(method)) throw new DomainError('NO_PAYMENT_METHOD');
}

export interface StripeForOrders {
  publishableKey: string;
  jsUrl: string;
  createIntent(order: { id: number; number: string; total: number; currency: string }): Promise<{ id: string; clientSecret: string }>;
}

/**
 * What the browser needs to pay an unpaid order by Stripe. The order's intent is created once
 * (idempotent per order), so paying again after a declined card or from another tab confirms the
 * same payment.
 */
export async function stripePayment(
  deps: { db: Executor; onlinePayments: readonly string[]; stripe?: StripeForOrders; baseCurrency(): Promise<string> },
  order: OrderRow,
) {
  assertPayable(order, 'stripe', deps.onlinePayments);
  const stripe = deps.stripe;
  invariant(stripe, 'NO_PAYMENT_METHOD');
  const intent = await stripe.createIntent({ id: order.id, number: order.number, total: order.total, currency: await deps.baseCurrency() }).catch(() => {
    throw new DomainError('PAYMENT_FAILED');
  });
  await recordIntentAttempt(deps.db, order.id, order.total, intent.id);
  return { clientSecret: intent.clientSecret, publishableKey: stripe.publishableKey, jsUrl: stripe.jsUrl };
}
