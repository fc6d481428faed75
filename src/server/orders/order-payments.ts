/**
 * An order's payments: marked paid by a gateway, a webhook or the merchant, each with its
 * payment row, through the state machine's 'pay' step.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StripeEvent } from '../payments/stripe.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { OrderEventBus } from './events.ts';
import { orderHistory, orders, payments } from './orders.schema.ts';
import { announceChange, changeOrder, type Actor } from './orders.service.ts';
import { tabOf, transition, type OrderState } from './state.ts';

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

/** The state checkout leaves a new order in. */
export const PLACED_STATE: OrderState = { status: 'in_progress', payStatus: 'unpaid', deliveryStatus: 'not_shipped', received: false };

const PAID_STATE = transition(PLACED_STATE, { type: 'pay' })!;
const p = (key: string) => sql.placeholder(key);
const payPlaced = preparedStatement<{ number: string; userId: number | null; visitorId: string | null }>(
  'pay_placed_order',
  sql`with paid as (
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
    )
    select number, user_id as "userId", visitor_id as "visitorId" from paid`,
);

/**
 * Marks an order paid that the caller has just placed (checkout's card payment) in one
 * statement: the state machine's 'pay' step applied with a guard that the order is still as
 * placed, the payment row and the history row. The caller knows the order's state, so the locked
 * read of changeOrder is not needed; if the order has moved on meanwhile, markPaid decides.
 */
export async function markPlacedOrderPaid(
  deps: { db: Executor; events: OrderEventBus },
  orderId: number,
  payment: { provider: string; reference: string; amount: number },
  who: Actor,
): Promise<void> {
  const [paid] = await payPlaced(deps.db, {
    orderId,
    ...PAID_STATE,
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    actor: who.actor,
    actorId: who.actorId ?? null,
  });
  if (!paid) {
    await markPaid(deps, orderId, payment, who);
    return;
  }
  deps.events.publish({
    number: paid.number,
    userId: paid.userId,
    visitorId: paid.visitorId,
    state: PAID_STATE,
    tab: tabOf(PAID_STATE),
    change: 'pay',
    duringCheckout: true,
  });
}

/**
 * A Stripe event about one of the shop's orders: a succeeded payment marks the order paid, a
 * failed one is recorded. False when the event names no order of the shop.
 */
export async function applyStripeEvent(deps: { db: Db; events: OrderEventBus }, event: StripeEvent): Promise<boolean> {
  const intent = event.data.object;
  const orderId = Number(intent.metadata?.order_id);
  const [order] = Number.isInteger(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) return false;
  if (event.type === 'payment_intent.succeeded' && order.payStatus === 'unpaid' && order.status === 'in_progress') {
    await markPaid(deps, order.id, { provider: 'stripe', reference: intent.id, amount: intent.amount_received ?? intent.amount ?? order.total }, { actor: 'system' });
  } else if (event.type === 'payment_intent.payment_failed') {
    await deps.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'stripe', providerRef: `${intent.id}:${event.id}`, amount: intent.amount ?? order.total, status: 'failed' })
      .onConflictDoNothing();
  }
  return true;
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
  createIntent(order: { id: number; number: string; total: number; currency: string }): Promise<{ clientSecret: string }>;
}

/**
 * What the browser needs to pay an unpaid order by Stripe. The order's intent is created once
 * (idempotent per order), so paying again after a declined card or from another tab confirms the
 * same payment.
 */
export async function stripePayment(deps: { onlinePayments: readonly string[]; stripe?: StripeForOrders; baseCurrency(): Promise<string> }, order: OrderRow) {
  assertPayable(order, 'stripe', deps.onlinePayments);
  const stripe = deps.stripe;
  invariant(stripe, 'NO_PAYMENT_METHOD');
  const intent = await stripe.createIntent({ id: order.id, number: order.number, total: order.total, currency: await deps.baseCurrency() }).catch(() => {
    throw new DomainError('PAYMENT_FAILED');
  });
  return { clientSecret: intent.clientSecret, publishableKey: stripe.publishableKey, jsUrl: stripe.jsUrl };
}
