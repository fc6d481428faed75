/**
 * Payment attempts: recorded before a gateway is asked to charge, settled with its answer. An
 * attempt still pending after its caller is gone (the process died between the charge and its
 * bookkeeping) is settled by asking the gateway (workflows/reconcile-payments.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { paymentAttempts } from './payments.schema.ts';

export type Attempt = typeof paymentAttempts.$inferSelect;

/** Records an attempt to charge `amount` for an order; answers its id, the gateway's idempotency key. */
export async function startAttempt(db: Executor, attempt: { orderId: number; provider: string; purpose: 'checkout' | 'pay'; amount: number }): Promise<string> {
  const id = randomUUID();
  await db.insert(paymentAttempts).values({ id, ...attempt });
  return id;
}

/**
 * The insert of a checkout's card attempt as a statement to embed in the statement that writes
 * its order (orders/order-record.ts): `order` is a relation with the new order's id and total;
 * nothing is written when `attemptId` is null (a method without a charge). With a `reference`
 * (the charge approved in that same statement) it is written settled as succeeded, else pending.
 */
export function checkoutAttemptStatement(attemptId: SQL, provider: string, order: SQL, reference: SQL): SQL {
  return sql`insert into ${paymentAttempts} (id, order_id, provider, purpose, amount, status, reference, settled_at)
    select ${attemptId}, o.id, ${provider}, 'checkout', o.total,
      case when ${reference} is null then 'pending' else 'succeeded' end, ${reference}, case when ${reference} is null then null else now() end
    from ${order} o where ${attemptId} is not null`;
}

/**
 * settleAttempt's success as a statement to embed in another (the order's 'pay' statement): the
 * pending attempt `attemptId` (null: none) succeeded with `reference`, once per row of `when`.
 */
export function settleSucceededStatement(attemptId: SQL, reference: SQL, when: SQL): SQL {
  return sql`update ${paymentAttempts} set status = 'succeeded', reference = ${reference}, reason = null, settled_at = now()
    where id = ${attemptId} and status = 'pending' and exists (select 1 from ${when})`;
}

/** Settles a pending attempt with the gateway's answer; false when it was settled already. */
export async function settleAttempt(db: Executor, id: string, outcome: { status: 'succeeded'; reference: string } | { status: 'declined'; reason: string }) {
  const settled = await db
    .update(paymentAttempts)
    .set({
      status: outcome.status,
      reference: 'reference' in outcome ? outcome.reference : null,
      reason: 'reason' in outcome ? outcome.reason : null,
      settledAt: new Date(),
    })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
    .returning({ id: paymentAttempts.id });
  return settled.length > 0;
}

/** Pending attempts started before `before`, oldest first; of one order when given. */
export function pendingAttempts(db: Executor, before: Date, orderId?: number, limit = 100): Promise<Attempt[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.createdAt, before), orderId === undefined ? undefined : eq(paymentAttempts.orderId, orderId)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

/** An order's attempts, newest first. */
export function attemptsOf(db: Executor, orderId: number): Promise<Attempt[]> {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.createdAt));
}

/**
 * Records the Stripe payment intent an order's shopper is about to confirm in the browser (once per
 * intent), so reconciliation can ask Stripe about it if its webhook never comes.
 */
export async function recordIntentAttempt(db: Executor, orderId: number, amount: number, intentId: string): Promise<void> {
  const [known] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.provider, 'stripe'), eq(paymentAttempts.reference, intentId)));
  if (!known) await db.insert(paymentAttempts).values({ id: randomUUID(), orderId, provider: 'stripe', purpose: 'checkout', amount, reference: intentId });
}
