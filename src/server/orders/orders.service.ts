/**
 * Orders after checkout: every change goes through the state machine and a guarded update, is
 * written to the order's history with who did it, and is told to the shopper's open tabs.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { creditsEarned, recordCredits, returnOrderCredits } from '../accounts/credits.ts';
import { releaseStock } from '../inventory/inventory.service.ts';
import { settings } from '../site/site.schema.ts';
import { SiteConfig } from '../../shared/contracts/site.ts';
import { CURRENCIES, isCurrency } from '../../shared/money.ts';
import { releaseCoupons } from '../marketing/coupon-uses.ts';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { OrderEventBus } from './events.ts';
import { noticeFor, ORDER_NOTICE } from './notify.ts';
import { checkoutReplies, orderHistory, orderLines, orders, payments, shipments } from './orders.schema.ts';
import { CASH_ON_DELIVERY } from './payment-terms.ts';
import { tabOf, transition, type OrderEvent as StateEvent, type OrderState } from './state.ts';

export type Actor = { actor: 'customer' | 'staff' | 'system'; actorId?: number | null };
export type OrderRow = typeof orders.$inferSelect;

export const stateOf = (o: Pick<OrderRow, 'status' | 'payStatus' | 'deliveryStatus' | 'received' | 'paymentMethod'>): OrderState => ({
  status: o.status,
  payStatus: o.payStatus,
  deliveryStatus: o.deliveryStatus,
  received: o.received,
  cashOnDelivery: o.paymentMethod === CASH_ON_DELIVERY,
});

export async function recordHistory(tx: Executor, orderId: number, who: Actor, action: string, data: Record<string, unknown> = {}) {
  await tx.insert(orderHistory).values({ orderId, actor: who.actor, actorId: who.actorId ?? null, action, data });
}

/** The order placed with this idempotency key, its shopper and what checkout answered, as checkout compares a retry with it. */
export async function orderByIdempotencyKey(db: Db, key: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      payStatus: orders.payStatus,
      requestHash: orders.requestHash,
      userId: orders.userId,
      visitorId: orders.visitorId,
      guestToken: checkoutReplies.guestToken,
    })
    .from(orders)
    .leftJoin(checkoutReplies, eq(checkoutReplies.orderId, orders.id))
    .where(eq(orders.idempotencyKey, key));
  return order;
}

/**
 * Applies a state-machine event to a locked order in one transaction, and answers the order as
 * changed. `extra` runs in the same transaction (stock release, refunds, shipment rows). Throws
 * ORDER_STATE when not allowed. The caller tells the shopper after the commit (announceChange).
 */
export async function changeOrder(
  db: Executor,
  where: { id?: number; number?: string },
  event: StateEvent,
  who: Actor,
  extra?: (tx: Tx, order: OrderRow, next: OrderState) => Promise<Partial<OrderRow> | void>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(where.id !== undefined ? eq(orders.id, where.id) : eq(orders.number, where.number ?? ''))
      .for('update');
    if (!order) throw new DomainError('NOT_FOUND');
    const next = transition(stateOf(order), event);
    if (!next) throw new DomainError('ORDER_STATE');
    const { cashOnDelivery: _method, ...columns } = next;
    const patch = (await extra?.(tx, order, next)) ?? {};
    const stamps: Partial<OrderRow> = {};
    if (next.status === 'cancelled' && order.status !== 'cancelled') stamps.cancelledAt = new Date();
    if (next.status === 'completed' && order.status !== 'completed') stamps.completedAt = new Date();
    if (next.payStatus === 'paid' && order.payStatus !== 'paid') stamps.paidAt = new Date();
    if (next.deliveryStatus === 'shipped' && order.deliveryStatus !== 'shipped') stamps.shippedAt = new Date();
    const [row] = await tx
      .update(orders)
      .set({ ...columns, ...stamps, ...patch })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.payStatus, order.payStatus), eq(orders.deliveryStatus, order.deliveryStatus)))
      .returning();
    await recordHistory(tx, order.id, who, event.type, event.type === 'ship' ? { fully: event.fully } : {});
    // The e-mail this change is worth, written with it (orders/notify.ts sends it after the commit).
    const notice = noticeFor({ change: event.type, state: next });
    if (notice) await enqueue(tx, ORDER_NOTICE, { number: order.number, notice });
    if (row.status === 'completed' && order.status !== 'completed') await earnCredits(tx, row);
    return row;
  });
}

/**
 * A completed order of a customer earns credits: the merchant's rate (site settings, 1 by
 * default) for each whole unit of the base currency paid for the goods (shipping earns none).
 */
async function earnCredits(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.userId) return;
  const [stored] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).limit(1);
  const parsed = SiteConfig.safeParse(stored?.value ?? {});
  const config = parsed.success ? parsed.data : SiteConfig.parse({});
  const base = process.env.BASE_CURRENCY && isCurrency(process.env.BASE_CURRENCY) ? process.env.BASE_CURRENCY : config.baseCurrency;
  const minorPerUnit = 10 ** (isCurrency(base) ? CURRENCIES[base].decimals : 2);
  const amount = creditsEarned(order.total - order.shippingFee, minorPerUnit, config.credits.earnPerUnit);
  await recordCredits(tx, { userId: order.userId, amount, reason: 'order_completed', order });
}

/** Tells the shopper's open tabs of a committed change; the e-mails that follow an order listen on the same bus. */
export function announceChange(events: OrderEventBus, order: OrderRow, change: StateEvent['type']): void {
  events.publish({ number: order.number, userId: order.userId, visitorId: order.visitorId, state: stateOf(order), tab: tabOf(stateOf(order)), change });
}

/** Changes an order (changeOrder) and tells the shopper (announceChange). */
export async function applyEvent(
  deps: { db: Executor; events: OrderEventBus },
  where: { id?: number; number?: string },
  event: StateEvent,
  who: Actor,
  extra?: (tx: Tx, order: OrderRow, next: OrderState) => Promise<Partial<OrderRow> | void>,
): Promise<OrderRow> {
  const updated = await changeOrder(deps.db, where, event, who, extra);
  announceChange(deps.events, updated, event.type);
  return updated;
}

/** Gives an order's units back to stock (cancellation, declined payment). */
export async function releaseOrderStock(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ variantId: orderLines.variantId, productId: orderLines.productId, quantity: orderLines.quantity, number: orders.number })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.orderId, orderId));
  await releaseStock(tx, lines, { reason: 'cancelled_order', orderId, reference: lines[0]?.number ?? '' });
}

/** What a cancelled or undone order held comes back: its units to stock, its coupon uses, the credits it spent. */
export async function giveBack(tx: Tx, orderId: number) {
  await releaseOrderStock(tx, orderId);
  await releaseCoupons(tx, orderId);
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, userId: orders.userId, creditsUsed: orders.creditsUsed, payStatus: orders.payStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order) await returnOrderCredits(tx, order, order.payStatus === 'paid' ? 'order_refunded' : 'order_cancelled');
}

/** Cancels an unpaid order: stock and coupons come back. */
export function cancelUnpaid(deps: { db: Executor; events: OrderEventBus }, where: { id?: number; number?: string }, who: Actor) {
  return applyEvent(deps, where, { type: 'cancel' }, who, (tx, order) => giveBack(tx, order.id));
}

/** An order placed moments ago, locked to be undone (its payment failed); null once it is gone or paid. */
export async function lockUnpaidOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order && order.payStatus !== 'paid' ? order : null;
}

/** The units each line of an order holds, as the cart they came from had them. */
export function orderedQuantities(tx: Tx, orderId: number) {
  return tx.select({ variantId: orderLines.variantId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** Deletes an order with its lines and history (an order undone at checkout leaves no trace). */
export async function deleteOrder(tx: Tx, orderId: number) {
  await tx.delete(orders).where(eq(orders.id, orderId));
}

/** An order by its id, or NOT_FOUND. */
export async function orderById(db: Executor, id: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  invariant(order, 'NOT_FOUND');
  return order;
}

/** An order by its number, or NOT_FOUND (the merchant's calls). */
export async function orderByNumber(db: Db, number: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  invariant(order, 'NOT_FOUND');
  return order;
}

export interface Shipment {
  expressName: string;
  expressNumber: string;
  lines: Array<{ lineId: number; quantity: number }>;
}

/**
 * Whether a shipment completes the order: each line's quantity must be at most what is left to
 * ship (else VALIDATION); the order is shipped fully when nothing is left, else partly.
 */
export async function shipmentCompletes(db: Db, order: OrderRow, shipment: Shipment): Promise<boolean> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const remaining = new Map(lines.map((l) => [l.id, l.quantity - l.shippedQuantity]));
  for (const line of shipment.lines) {
    const left = remaining.get(line.lineId);
    if (left === undefined || line.quantity > left) throw new DomainError('VALIDATION', { 0: 'lines' }, { field: 'lines' });
    remaining.set(line.lineId, left - line.quantity);
  }
  return [...remaining.values()].every((q) => q === 0);
}

/** Records a shipment (staff) with the lines' shipped units, and moves the order to shipped (fully) or partly shipped. */
export function recordShipment(db: Db, order: OrderRow, shipment: Shipment, fully: boolean, who: Actor): Promise<OrderRow> {
  return changeOrder(db, { id: order.id }, { type: 'ship', fully }, who, async (tx) => {
    for (const line of shipment.lines) {
      await tx
        .update(orderLines)
        .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${line.quantity}` })
        .where(and(eq(orderLines.id, line.lineId), eq(orderLines.orderId, order.id)));
    }
    await tx.insert(shipments).values({ orderId: order.id, expressName: shipment.expressName, expressNumber: shipment.expressNumber, lines: shipment.lines });
  });
}

/** Refunds a provider payment (Stripe); answers the refund reference. */
export type Refund = (provider: string, reference: string, orderId: number) => Promise<string>;

/**
 * Refunds what a cancelled order was paid, through its provider when it was paid by Stripe, and
 * answers the refund's reference; an unreachable provider is PAYMENT_FAILED (logged).
 */
export async function refundPayment(refund: Refund | undefined, order: OrderRow, logRefundError: (err: unknown) => void): Promise<string> {
  if (order.paymentMethod === 'stripe' && order.transactionNumber && refund) {
    try {
      return await refund('stripe', order.transactionNumber, order.id);
    } catch (err) {
      logRefundError(err);
      throw new DomainError('PAYMENT_FAILED');
    }
  }
  return `refund_${randomBytes(6).toString('hex')}`;
}

/** Records a refund of the order's total, in the transaction that cancels it. */
export async function recordRefund(tx: Tx, order: OrderRow, reference: string) {
  await tx
    .insert(payments)
    .values({ orderId: order.id, provider: order.paymentMethod, providerRef: reference, amount: order.total, kind: 'refund', status: 'succeeded' });
}

/**
 * A payment that reached an order already cancelled: the charge is recorded and so is its refund
 * (the caller refunded it through the provider), so the order shows it was paid and refunded.
 */
export async function recordRefundedCharge(db: Executor, orderId: number, payment: { provider: string; reference: string; amount: number }, refundReference: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ orderId, provider: payment.provider, providerRef: payment.reference, amount: payment.amount, status: 'succeeded' })
      .onConflictDoNothing();
    await tx
      .insert(payments)
      .values({ orderId, provider: payment.provider, providerRef: refundReference, amount: payment.amount, kind: 'refund', status: 'succeeded' })
      .onConflictDoNothing();
    await recordHistory(tx, orderId, { actor: 'system' }, 'refund', { reference: refundReference, amount: payment.amount });
  });
}
