/**
 * After-sales requests (spec §3 "Return", §4): one row per request with its three states, the
 * lines and units it covers, and a history row per change. Money is integer minor units of the
 * shop's base currency.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';

export type ReturnType = 'return_refund' | 'refund_only';
export type ReturnStatus = 'pending_approval' | 'cancelled' | 'completed' | 'ended';
export type AuditStatus = 'pending' | 'approved' | 'refused';
export type RefundStatus = 'requested' | 'refunded';

export interface ReturnAddress {
  consignee: string;
  contactNumber: string;
  address: string;
}

export const returns = pgTable(
  'returns',
  {
    id: serial().primaryKey(),
    /** The return number, its slug in user/return/{slug}. */
    number: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    lang: text().notNull().default('en'),
    type: text().$type<ReturnType>().notNull(),
    status: text().$type<ReturnStatus>().notNull().default('pending_approval'),
    auditStatus: text().$type<AuditStatus>().notNull().default('pending'),
    refundStatus: text().$type<RefundStatus>().notNull().default('requested'),
    reason: text().notNull(),
    description: text().notNull().default(''),
    /** Uploaded image paths (/uploads/…), at most six. */
    credentials: jsonb().$type<string[]>().notNull().default([]),
    /** What the pricing module computed when the request was made: the lines' paid share, plus shipping when the whole order comes back. */
    refundAmount: integer().notNull(),
    refuseReason: text(),
    returnAddress: jsonb().$type<ReturnAddress | null>(),
    logisticsCompany: text(),
    logisticsNumber: text(),
    /** The day the shopper sent the goods back (yyyy-mm-dd). */
    deliveryDate: text(),
    shippedBackAt: timestamp({ withTimezone: true }),
    goodsReceivedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    refundReference: text(),
    refundProvider: text(),
    /** When the merchant was told the request awaits a decision for too long (once). */
    overdueFlaggedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('returns_number_key').on(t.number),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending_approval' and audit_status = 'pending' and overdue_flagged_at is null`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial().primaryKey(),
    returnId: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** This line's part of the refund. */
    amount: integer().notNull(),
    /** Whether its units went back to stock when the goods arrived. */
    restocked: integer().notNull().default(0),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId), index('return_lines_order_line_idx').on(t.orderLineId)],
);

export const returnHistory = pgTable(
  'return_history',
  {
    id: serial().primaryKey(),
    returnId: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    at: now(),
    actor: text().$type<'customer' | 'staff' | 'system'>().notNull(),
    actorId: integer(),
    action: text().notNull(),
    /** The three states after the change. */
    status: text().$type<ReturnStatus>().notNull(),
    auditStatus: text().$type<AuditStatus>().notNull(),
    refundStatus: text().$type<RefundStatus>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('return_history_return_idx').on(t.returnId)],
);

/**
 * The merchant's saved return addresses: the one marked default is what an approval gives when
 * the merchant names none (before the site settings' single address, kept for shops that set it).
 */
export const returnAddresses = pgTable(
  'return_addresses',
  {
    id: serial().primaryKey(),
    consignee: text().notNull(),
    contactNumber: text().notNull(),
    address: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('return_addresses_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
