/**
 * After-sales requests (DESIGN §4): applying for units of a paid, delivered order within the
 * merchant's window, and every later change through the state machine (state.ts) under a row
 * lock, with a history row per change. Quantities and refunds are checked with the order's row
 * locked, so concurrent requests for the same line cannot ask for more than was bought, and
 * refunds never exceed what was captured.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReturnSettings } from '../../shared/contracts/site.ts';
import { RETURN_STATUSES, type ReturnApplyBody, type ReturnOptions, type ReturnQuote } from '../../shared/contracts/returns.ts';
import type { z } from 'zod';
import { returnRefundCredits } from '../accounts/credits.ts';
import { releaseStock } from '../inventory/inventory.service.ts';
import { orderLines, orders, payments } from '../orders/orders.schema.ts';
import { localize } from '../catalog/localize.ts';
import { localizeVariant } from '../../shared/variants.ts';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { refundForReturn } from '../pricing/pricing.ts';
import { defaultReturnAddress } from './addresses.ts';
import type { ReturnEventBus, ReturnChange } from './events.ts';
import { returnHistory, returnLines, returns, type ReturnAddress } from './returns.schema.ts';
import { alreadyApplied, APPLIED_STATE, holdsUnits, transition, type ReturnEvent, type ReturnState } from './state.ts';

export type Actor = { actor: 'customer' | 'staff' | 'system'; actorId?: number | null };
export type ReturnRow = typeof returns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Refunds part of a provider payment (Stripe) once per key; answers the refund's reference. */
export type ProviderRefund = (payment: { provider: string; reference: string }, amount: number, idempotencyKey: string) => Promise<string>;

export interface ReturnDeps {
  db: Db;
  events: ReturnEventBus;
  settings(): Promise<ReturnSettings>;
  refund?: ProviderRefund;
  log?(err: unknown): void;
}

export const stateOf = (r: Pick<ReturnRow, 'type' | 'status' | 'auditStatus' | 'refundStatus' | 'shippedBackAt' | 'goodsReceivedAt'>): ReturnState => ({
  type: r.type,
  status: r.status,
  auditStatus: r.auditStatus,
  refundStatus: r.refundStatus,
  shippedBack: r.shippedBackAt !== null,
  goodsReceived: r.goodsReceivedAt !== null,
});

const DAY = 86_400_000;

/** The end of an order's return window: `windowDays` after delivery (receipt confirmed); null while it is on its way. */
export function windowEnd(order: Pick<OrderRow, 'completedAt'>, settings: Pick<ReturnSettings, 'windowDays'>): Date | null {
  return order.completedAt ? new Date(order.completedAt.getTime() + settings.windowDays * DAY) : null;
}

/** Whether the shopper may ask for after-sales on this order now: paid, shipped (or completed), within the window. */
export function returnable(order: OrderRow, settings: Pick<ReturnSettings, 'windowDays'>, now = new Date()): boolean {
  if (order.payStatus !== 'paid' || order.deliveryStatus === 'not_shipped') return false;
  if (order.status !== 'in_progress' && order.status !== 'completed') return false;
  const end = windowEnd(order, settings);
  return end === null || now.getTime() <= end.getTime();
}

/** Units of each line of the order already covered by requests that still hold them. */
async function heldUnits(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: returnLines.orderLineId, quantity: sql<number>`sum(${returnLines.quantity})` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, RETURN_STATUSES.filter(holdsUnits))))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.quantity)]));
}

const linesOf = (db: Executor, orderId: number) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

/** The asked-for lines merged per line, each checked against the order and what is left of it. */
function priceRequest(order: OrderRow, lines: LineRow[], held: Map<number, number>, asked: Array<{ lineId: number; quantity: number }>): ReturnQuote {
  const wanted = new Map<number, number>();
  for (const a of asked) {
    if (!lines.some((l) => l.id === a.lineId)) throw new DomainError('VALIDATION', { 0: 'lines' }, { field: 'lines' });
    wanted.set(a.lineId, (wanted.get(a.lineId) ?? 0) + a.quantity);
  }
  for (const l of lines) {
    const left = l.quantity - (held.get(l.id) ?? 0);
    if ((wanted.get(l.id) ?? 0) > left) throw new DomainError('RETURN_QUANTITY', { count: left }, { field: 'lines', lineId: l.id, available: left });
  }
  const result = refundForReturn({
    lines: lines.map((l) => ({ key: String(l.id), quantity: l.quantity, total: l.total, alreadyRequested: held.get(l.id) ?? 0, returning: wanted.get(l.id) ?? 0 })),
    shipping: order.shippingFee,
  });
  return {
    lines: result.lines.filter((l) => wanted.has(Number(l.key))).map((l) => ({ lineId: Number(l.key), amount: l.amount })),
    shipping: result.shipping,
    total: result.total,
  };
}

/** What the apply form shows of an order: whether it can be asked for, until when, and the units left per line. */
export async function returnOptions(db: Db, order: OrderRow, settings: ReturnSettings, lang: string, now = new Date()): Promise<ReturnOptions> {
  const [lines, held] = await Promise.all([linesOf(db, order.id), heldUnits(db, order.id)]);
  const end = windowEnd(order, settings);
  const available = lines.map((l) => l.quantity - (held.get(l.id) ?? 0));
  return {
    orderNumber: order.number,
    returnable: returnable(order, settings, now) && available.some((n) => n > 0),
    windowEndsAt: end?.toISOString() ?? null,
    lines: lines.map((l, i) => ({
      lineId: l.id,
      title: localize(l.title, lang),
      sku: l.sku,
      image: l.image,
      options: localizeVariant(l.options, l.optionNames, lang),
      quantity: l.quantity,
      available: available[i],
      total: l.total,
    })),
  };
}

/** The refund a request for these units would get, as the pricing module computes it. */
export async function quoteReturn(db: Db, order: OrderRow, asked: Array<{ lineId: number; quantity: number }>): Promise<ReturnQuote> {
  const [lines, held] = await Promise.all([linesOf(db, order.id), heldUnits(db, order.id)]);
  return priceRequest(order, lines, held, asked);
}

const newNumber = () => `R${Date.now().toString().slice(-9)}${randomInt(100, 1000)}`;

async function recordHistory(
  tx: Executor,
  row: Pick<ReturnRow, 'id' | 'status' | 'auditStatus' | 'refundStatus'>,
  who: Actor,
  action: ReturnChange,
  data: Record<string, unknown> = {},
) {
  await tx.insert(returnHistory).values({
    returnId: row.id,
    actor: who.actor,
    actorId: who.actorId ?? null,
    action,
    status: row.status,
    auditStatus: row.auditStatus,
    refundStatus: row.refundStatus,
    data,
  });
}

function announce(deps: Pick<ReturnDeps, 'events'>, row: ReturnRow, orderNumber: string, change: ReturnChange) {
  deps.events.publish({
    number: row.number,
    orderNumber,
    userId: row.userId,
    status: row.status,
    auditStatus: row.auditStatus,
    refundStatus: row.refundStatus,
    change,
  });
}

/**
 * A shopper's request: with the order locked, the order must be returnable and every line's
 * units left; the refund is what the pricing module computes for them.
 */
export async function applyForReturn(deps: ReturnDeps, order: { id: number }, who: Actor & { lang: string }, body: z.output<typeof ReturnApplyBody>): Promise<ReturnRow> {
  const settings = await deps.settings();
  const { row, orderNumber } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    invariant(locked, 'NOT_FOUND');
    if (!returnable(locked, settings)) throw new DomainError('RETURN_NOT_ALLOWED');
    const [lines, held] = await Promise.all([linesOf(tx, locked.id), heldUnits(tx, locked.id)]);
    const quote = priceRequest(locked, lines, held, body.lines);
    const state = APPLIED_STATE(body.type);
    const [row] = await tx
      .insert(returns)
      .values({
        number: newNumber(),
        orderId: locked.id,
        userId: locked.userId,
        lang: who.lang,
        type: state.type,
        status: state.status,
        auditStatus: state.auditStatus,
        refundStatus: state.refundStatus,
        reason: body.reason,
        description: body.description,
        credentials: [...new Set(body.credentials)],
        refundAmount: quote.total,
      })
      .returning();
    const wanted = new Map<number, number>();
    for (const a of body.lines) wanted.set(a.lineId, (wanted.get(a.lineId) ?? 0) + a.quantity);
    await tx.insert(returnLines).values(quote.lines.map((l) => ({ returnId: row.id, orderLineId: l.lineId, quantity: wanted.get(l.lineId)!, amount: l.amount })));
    await recordHistory(tx, row, who, 'apply', { shipping: quote.shipping });
    return { row, orderNumber: locked.number };
  });
  announce(deps, row, orderNumber, 'apply');
  return row;
}

type Extra = (tx: Tx, row: ReturnRow, order: OrderRow, next: ReturnState) => Promise<Partial<ReturnRow> | void>;

/**
 * Applies an event to a request in one transaction, with its order and then the request locked
 * (always in that order). A repeated call whose effect already holds answers the request as it
 * is; an event the state does not allow is RETURN_STATE. Tells the shopper after the commit.
 */
export async function changeReturn(
  deps: Pick<ReturnDeps, 'db' | 'events'>,
  id: number,
  event: ReturnEvent,
  who: Actor,
  extra?: Extra,
  data: Record<string, unknown> = {},
): Promise<ReturnRow> {
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, sql`(select ${returns.orderId} from ${returns} where ${returns.id} = ${id})`))
      .for('update');
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    invariant(row && order, 'NOT_FOUND');
    const state = stateOf(row);
    if (alreadyApplied(state, event)) return { row, order, changed: false };
    const next = transition(state, event);
    if (!next) throw new DomainError('RETURN_STATE');
    const patch = (await extra?.(tx, row, order, next)) ?? {};
    const [updated] = await tx
      .update(returns)
      .set({ status: next.status, auditStatus: next.auditStatus, refundStatus: next.refundStatus, updatedAt: new Date(), ...patch })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status), eq(returns.auditStatus, row.auditStatus), eq(returns.refundStatus, row.refundStatus)))
      .returning();
    invariant(updated, 'RETURN_STATE');
    await recordHistory(tx, updated, who, event.type, data);
    return { row: updated, order, changed: true };
  });
  if (result.changed) announce(deps, result.row, result.order.number, event.type);
  return result.row;
}

/**
 * The merchant approves: a return gets the address the goods go back to (the one named, else the
 * default saved address, else the one in the settings); a refund-only request is refunded at once.
 */
export async function approveReturn(deps: ReturnDeps, row: ReturnRow, address: ReturnAddress | undefined, who: Actor): Promise<ReturnRow> {
  const settings = await deps.settings();
  const saved = (await defaultReturnAddress(deps.db)) ?? { consignee: settings.consignee, contactNumber: settings.contactNumber, address: settings.address };
  const returnAddress = address ?? (saved.consignee && saved.address ? saved : null);
  if (row.type === 'return_refund' && !returnAddress && row.auditStatus === 'pending')
    throw new DomainError('VALIDATION', { 0: 'returnAddress' }, { field: 'returnAddress' });
  const approved = await changeReturn(deps, row.id, { type: 'approve' }, who, async () => ({ returnAddress }));
  if (approved.type === 'refund_only' && approved.status === 'pending_approval' && approved.refundStatus === 'requested') return refundReturn(deps, approved, {}, who);
  return approved;
}

export function refuseReturn(deps: ReturnDeps, row: ReturnRow, reason: string, who: Actor) {
  return changeReturn(deps, row.id, { type: 'refuse' }, who, async () => ({ refuseReason: reason }), { reason });
}

export function cancelReturn(deps: ReturnDeps, row: ReturnRow, who: Actor) {
  return changeReturn(deps, row.id, { type: 'cancel' }, who);
}

export function endReturn(deps: ReturnDeps, row: ReturnRow, who: Actor) {
  return changeReturn(deps, row.id, { type: 'end' }, who);
}

export function shipBack(deps: ReturnDeps, row: ReturnRow, logistics: { logisticsCompany: string; logisticsNumber: string; deliveryDate: string }, who: Actor) {
  return changeReturn(deps, row.id, { type: 'ship_back' }, who, async () => ({ ...logistics, shippedBackAt: new Date() }), logistics);
}

/** The goods arrived: each line's units go back to stock unless the merchant says otherwise (default: the shop's setting). */
export async function receiveGoods(deps: ReturnDeps, row: ReturnRow, restock: Array<{ lineId: number; restock: boolean }> | undefined, who: Actor) {
  const settings = await deps.settings();
  const choice = new Map((restock ?? []).map((r) => [r.lineId, r.restock]));
  return changeReturn(deps, row.id, { type: 'receive_goods' }, who, async (tx, locked) => {
    const lines = await tx
      .select({
        id: returnLines.id,
        orderLineId: returnLines.orderLineId,
        quantity: returnLines.quantity,
        variantId: orderLines.variantId,
        productId: orderLines.productId,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, locked.id));
    for (const id of choice.keys()) if (!lines.some((l) => l.orderLineId === id)) throw new DomainError('VALIDATION', { 0: 'restock' }, { field: 'restock' });
    const back = lines.filter((l) => choice.get(l.orderLineId) ?? settings.restock);
    await releaseStock(tx, back, {
      reason: 'return_received',
      orderId: locked.orderId,
      returnId: locked.id,
      reference: locked.number,
      staff: who.actor === 'staff' && who.actorId ? { id: who.actorId, email: null } : null,
    });
    for (const l of back) await tx.update(returnLines).set({ restocked: l.quantity }).where(eq(returnLines.id, l.id));
    return { goodsReceivedAt: new Date() };
  });
}

/** What the order's payments captured, less what has been refunded already. */
async function refundable(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({
      charged: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'charge' and ${payments.status} = 'succeeded'), 0)`,
      refunded: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund' and ${payments.status} in ('succeeded', 'pending')), 0)`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Number(row.charged) - Number(row.refunded);
}

/**
 * Refunds an approved request (a return once its goods arrived). In one transaction with the
 * order and the request locked: the amount must fit in what was captured less what was refunded;
 * a Stripe payment is refunded through Stripe (once per request: the request's idempotency key),
 * an offline one is recorded with the merchant's reference; the refund row, the returned units,
 * the credits' share given back and the new state commit together. Repeated or concurrent calls refund once.
 */
export function refundReturn(deps: ReturnDeps, row: ReturnRow, body: { reference?: string }, who: Actor) {
  return changeReturn(deps, row.id, { type: 'refund' }, who, async (tx, locked, order) => {
    const left = await refundable(tx, order.id);
    if (locked.refundAmount > left) throw new DomainError('REFUND_EXCEEDS_PAYMENT');
    let provider = order.paymentMethod;
    let reference: string;
    if (order.paymentMethod === 'stripe' && order.transactionNumber && locked.refundAmount > 0) {
      invariant(deps.refund, 'PAYMENT_FAILED');
      try {
        reference = await deps.refund({ provider: 'stripe', reference: order.transactionNumber }, locked.refundAmount, `return-${locked.number}`);
      } catch (err) {
        deps.log?.(err);
        throw new DomainError('PAYMENT_FAILED');
      }
    } else {
      provider = order.paymentMethod;
      reference = body.reference ? `${body.reference} (${locked.number})` : `refund_${locked.number}`;
    }
    if (locked.refundAmount > 0) {
      await tx.insert(payments).values({ orderId: order.id, provider, providerRef: reference, amount: locked.refundAmount, kind: 'refund', status: 'succeeded' });
    }
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, locked.id));
    for (const l of lines) {
      await tx
        .update(orderLines)
        .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${l.quantity}` })
        .where(eq(orderLines.id, l.orderLineId));
    }
    const after = await tx
      .select({ quantity: orderLines.quantity, creditDiscount: orderLines.creditDiscount, total: orderLines.total, refunded: orderLines.returnedQuantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await returnRefundCredits(tx, order, locked.id, after);
    return { refundedAt: new Date(), refundReference: reference, refundProvider: provider };
  });
}

/** A request of this customer by its number, else null (the same 404 as one that does not exist). */
export async function ownReturn(db: Db, number: string, userId: number): Promise<ReturnRow | null> {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.number, number), eq(returns.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function returnByNumber(db: Db, number: string): Promise<ReturnRow> {
  const [row] = await db.select().from(returns).where(eq(returns.number, number)).limit(1);
  invariant(row, 'NOT_FOUND');
  return row;
}

/**
 * The requests awaiting a decision longer than the merchant's `approvalHours`, flagged once each
 * (the flag is committed before the merchant is told); answers their numbers.
 */
export async function flagOverdueReturns(db: Db, approvalHours: number, now = new Date()): Promise<string[]> {
  const flagged = await db
    .update(returns)
    .set({ overdueFlaggedAt: now })
    .where(
      and(
        eq(returns.status, 'pending_approval'),
        eq(returns.auditStatus, 'pending'),
        sql`${returns.overdueFlaggedAt} is null`,
        sql`${returns.createdAt} < ${new Date(now.getTime() - approvalHours * 3_600_000)}`,
      ),
    )
    .returning({ number: returns.number, createdAt: returns.createdAt });
  return flagged.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.number);
}
