/** Payments' own records: provider webhooks already applied, payment attempts, the sandbox gateway's charges. An order's charges and refunds are in orders.schema.ts. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';

/** Webhook events already applied, so a replay changes nothing (recorded in the transaction that applies the event). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type AttemptStatus = 'pending' | 'succeeded' | 'declined';

/**
 * A card charge the shop is about to ask a gateway for, recorded before the call; its id is the
 * gateway's idempotency key. A pending attempt whose answer was lost (the process died) is
 * settled by asking the gateway (payments/reconcile.ts). Deleted with an order undone at checkout.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid().primaryKey(),
    orderId: integer().notNull(),
    provider: text().notNull(),
    /** Checkout's charge (a refusal undoes the order) or a later payment of an unpaid order (a refusal changes nothing). */
    purpose: text().$type<'checkout' | 'pay'>().notNull(),
    amount: integer().notNull(),
    status: text().$type<AttemptStatus>().notNull().default('pending'),
    /** The gateway's reference of a successful charge; the refusal's reason of a declined one. */
    reference: text(),
    reason: text(),
    createdAt: now(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/**
 * The sandbox gateway's own ledger, as a real gateway keeps one: each charge by its idempotency
 * key (the attempt id), first answer wins; the shop asks it what became of an attempt.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text().primaryKey(),
  outcome: text().$type<'approved' | 'declined' | 'insufficient_funds' | 'expired' | 'voided'>().notNull(),
  reference: text(),
  amount: integer().notNull(),
  createdAt: now(),
});
