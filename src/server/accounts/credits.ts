/**
 * Credits: earned when an order completes, spent at checkout, given back when an order is
 * cancelled or refunded, adjusted by the merchant. Every change is one row of the ledger and the
 * balance is the sum of the rows. A change that takes credits locks the customer's row first, so
 * two checkouts spending the same credits wait for each other and the second finds them gone.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { allocate } from '../pricing/pricing.ts';
import { creditLedger, users, type CreditReason } from './accounts.schema.ts';

/** The customer's credits balance: the sum of their ledger. */
export async function creditBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}

export interface CreditEntry {
  userId: number;
  amount: number;
  reason: CreditReason;
  order?: { id: number; number: string };
  note?: string;
  actorId?: number | null;
  /** The after-sales request whose refund gives credits back. */
  returnId?: number;
}

/**
 * Adds one row to the ledger inside the caller's transaction; answers whether it was added (an
 * order's earning, spending or giving back is recorded once, however often it is asked for).
 * Taking credits locks the customer's row and refuses (CREDITS_SHORT) what would leave the
 * balance below zero.
 */
export async function recordCredits(tx: Tx, entry: CreditEntry): Promise<boolean> {
  if (entry.amount === 0) return false;
  if (entry.amount < 0) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
    if ((await creditBalance(tx, entry.userId)) + entry.amount < 0) throw new DomainError('CREDITS_SHORT');
  }
  const added = await tx
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      amount: entry.amount,
      reason: entry.reason,
      orderId: entry.order?.id ?? null,
      orderNumber: entry.order?.number ?? null,
      note: entry.note ?? '',
      actorId: entry.actorId ?? null,
      returnId: entry.returnId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return added.length > 0;
}

/** Credits of the order already given back by refunded after-sales requests. */
async function givenBackByReturns(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.reason, 'return_refunded')));
  return Number(row?.sum ?? 0);
}

/** The credits an order spent come back (cancelled, refunded or undone), once; less what its refunded returns gave back. */
export async function returnOrderCredits(
  tx: Tx,
  order: { id: number; number: string; userId: number | null; creditsUsed: number },
  reason: 'order_cancelled' | 'order_refunded',
) {
  if (!order.userId || order.creditsUsed <= 0) return;
  const [returned] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, order.id), sql`${creditLedger.reason} in ('order_cancelled', 'order_refunded')`));
  if (returned) return;
  const left = order.creditsUsed - (await givenBackByReturns(tx, order.id));
  await recordCredits(tx, { userId: order.userId, amount: left, reason, order });
}

/**
 * The credits an order's refunded units have earned back so far: the order's credits shared over
 * its lines as their credit discounts were (by line totals when none was recorded), each line's
 * share in proportion to its units refunded; every unit back gives back every credit.
 */
export function creditsForRefundedUnits(creditsUsed: number, lines: Array<{ quantity: number; creditDiscount: number; total: number; refunded: number }>): number {
  if (creditsUsed <= 0) return 0;
  const byDiscount = lines.some((l) => l.creditDiscount > 0);
  const shares = allocate(
    creditsUsed,
    lines.map((l) => Math.max(byDiscount ? l.creditDiscount : l.total, 0)),
  );
  // Weights below the amount cap the shares: what is left over goes by units, so the whole order gives back all.
  const rest = creditsUsed - shares.reduce((a, b) => a + b, 0);
  const extra = allocate(
    rest,
    lines.map((l) => l.quantity),
  );
  return lines.reduce((sum, l, i) => {
    const share = shares[i] + extra[i];
    const units = Math.min(Math.max(l.refunded, 0), l.quantity);
    return sum + (units >= l.quantity ? share : Math.floor((share * units) / l.quantity));
  }, 0);
}

/**
 * A refunded after-sales request gives back its share of the credits the order spent, as one
 * ledger row, once per request (its unique index): what the order's refunded units (this request's
 * included) have earned back, less what earlier requests gave back. Inside the refund's transaction.
 */
export async function returnRefundCredits(
  tx: Tx,
  order: { id: number; number: string; userId: number | null; creditsUsed: number },
  returnId: number,
  lines: Array<{ quantity: number; creditDiscount: number; total: number; refunded: number }>,
): Promise<number> {
  if (!order.userId || order.creditsUsed <= 0) return 0;
  const amount = Math.min(creditsForRefundedUnits(order.creditsUsed, lines), order.creditsUsed) - (await givenBackByReturns(tx, order.id));
  if (amount <= 0) return 0;
  return (await recordCredits(tx, { userId: order.userId, amount, reason: 'return_refunded', order, returnId })) ? amount : 0;
}

/** The credits a completed order earns: `perUnit` for each whole unit of the base currency paid for the goods. */
export function creditsEarned(goodsPaid: number, minorPerUnit: number, perUnit: number): number {
  if (goodsPaid <= 0 || minorPerUnit <= 0 || perUnit <= 0) return 0;
  return Math.floor(goodsPaid / minorPerUnit) * perUnit;
}

export const CREDIT_LOG_PAGE = 20;

/** A page of the customer's ledger, newest first; `before` is the last id of the previous page. */
export async function creditLog(db: Db, userId: number, before?: number) {
  const rows = await db
    .select({
      id: creditLedger.id,
      amount: creditLedger.amount,
      reason: creditLedger.reason,
      orderNumber: creditLedger.orderNumber,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), before ? lt(creditLedger.id, before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(CREDIT_LOG_PAGE + 1);
  return {
    list: rows.slice(0, CREDIT_LOG_PAGE).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    more: rows.length > CREDIT_LOG_PAGE,
  };
}

/** The merchant adds or takes credits with a reason; 404 for an account that is not a customer's. Answers the new balance. */
export async function adjustCredits(db: Db, input: { userId: number; amount: number; reason: string; actorId: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.staffRole)));
    if (!customer) throw new DomainError('NOT_FOUND');
    await recordCredits(tx, { userId: input.userId, amount: input.amount, reason: 'adjustment', note: input.reason, actorId: input.actorId });
    return creditBalance(tx, input.userId);
  });
}
