/**
 * Orders after checkout: every change goes through the state machine and a guarded update, is
 * written to the order's history with who did it, and is told to the shopper's open tabs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../platform/db/client.ts';
import { orderHistory, orders, payments } from './orders.schema.ts';
import { DomainError } from '../platform/http/errors.ts';
import type { OrderEventBus } from './events.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { releaseCoupons, releaseStock, type Tx } from '../inventory/inventory.service.ts';
import { tabOf, transition, type OrderEvent as StateEvent, type OrderState } from './state.ts';

export type Actor = { actor: 'customer' | 'staff' | 'system'; actorId?: number | null };
type OrderRow = typeof orders.$inferSelect;

export const stateOf = (o: Pick<OrderRow, 'status' | 'payStatus' | 'deliveryStatus' | 'received'>): OrderState => ({
  status: o.status,
  payStatus: o.payStatus,
  deliveryStatus: o.deliveryStatus,
  received: o.received,
});

export async function recordHistory(tx: Executor, orderId: number, who: Actor, action: string, data: Record<string, unknown> = {}) {
  await tx.insert(orderHistory).values({ orderId, actor: who.actor, actorId: who.actorId ?? null, action, data });
}

/**
 * Applies a state-machine event to a locked order inside a transaction. `extra` runs in the same
 * transaction (stock release, refunds, shipment rows). Throws ORDER_STATE when not allowed.
 */
export async function applyEvent(
  deps: { db: Executor; events: OrderEventBus },
  where: { id?: number; number?: string },
  event: StateEvent,
  who: Actor,
  extra?: (tx: Tx, order: OrderRow, next: OrderState) => Promise<Partial<OrderRow> | void>,
): Promise<OrderRow> {
  const updated = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(where.id !== undefined ? eq(orders.id, where.id) : eq(orders.number, where.number ?? ''))
      .for('update');
    if (!order) throw new DomainError('NOT_FOUND');
    const next = transition(stateOf(order), event);
    if (!next) throw new DomainError('ORDER_STATE');
    const patch = (await extra?.(tx, order, next)) ?? {};
    const stamps: Partial<OrderRow> = {};
    if (next.status === 'cancelled' && order.status !== 'cancelled') stamps.cancelledAt = new Date();
    if (next.status === 'completed') stamps.completedAt = new Date();
    if (next.payStatus === 'paid' && order.payStatus !== 'paid') stamps.paidAt = new Date();
    if (next.deliveryStatus === 'shipped' && order.deliveryStatus !== 'shipped') stamps.shippedAt = new Date();
    const [row] = await tx
      .update(orders)
      .set({ ...next, ...stamps, ...patch })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.payStatus, order.payStatus), eq(orders.deliveryStatus, order.deliveryStatus)))
      .returning();
    await recordHistory(tx, order.id, who, event.type, event.type === 'ship' ? { fully: event.fully } : {});
    return row;
  });
  deps.events.publish({ number: updated.number, userId: updated.userId, visitorId: updated.visitorId, state: stateOf(updated), tab: tabOf(stateOf(updated)), change: event.type });
  return updated;
}

/** Marks an order paid (gateway success, webhook, or the merchant for bank transfer / COD). */
export function markPaid(deps: { db: Executor; events: OrderEventBus }, orderId: number, payment: { provider: string; reference: string; amount: number }, who: Actor) {
  return applyEvent(deps, { id: orderId }, { type: 'pay' }, who, async (tx) => {
    await tx
      .insert(payments)
      .values({ orderId, provider: payment.provider, providerRef: payment.reference, amount: payment.amount, status: 'succeeded' })
      .onConflictDoNothing();
    return { transactionNumber: payment.reference };
  });
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
 * read of applyEvent is not needed; if the order has moved on meanwhile, applyEvent decides.
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
  deps.events.publish({ number: paid.number, userId: paid.userId, visitorId: paid.visitorId, state: PAID_STATE, tab: tabOf(PAID_STATE), change: 'pay', duringCheckout: true });
}

/** Cancels an unpaid order: stock and coupons come back. */
export function cancelUnpaid(deps: { db: Executor; events: OrderEventBus }, where: { id?: number; number?: string }, who: Actor) {
  return applyEvent(deps, where, { type: 'cancel' }, who, async (tx, order) => {
    await releaseStock(tx, order.id);
    await releaseCoupons(tx, order.id);
  });
}
