/** Orders, their lines, history, shipments and internal notes, and their payments (charges and refunds). Money is
 * integer minor units of the shop's base currency unless a column says otherwise. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { now, type Localized } from '../platform/db/columns.ts';
import { type AddressData, users } from '../accounts/accounts.schema.ts';
import type { VariantNames, VariantOptions } from '../../shared/variants.ts';

export type OrderStatus = 'in_progress' | 'pending_cancellation' | 'completed' | 'cancelled';

export type PayStatus = 'unpaid' | 'paid';

/** Why a payment needs the merchant: the provider charged a different amount or currency than the order's. */
export type PaymentIssue = 'amount_mismatch';

export type DeliveryStatus = 'not_shipped' | 'partly_shipped' | 'shipped';

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    number: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    visitorId: uuid(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    lang: text().notNull().default('en'),
    /** The display currency and rate the shopper saw when placing the order. */
    currency: text().notNull(),
    rate: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('in_progress'),
    payStatus: text().$type<PayStatus>().notNull().default('unpaid'),
    deliveryStatus: text().$type<DeliveryStatus>().notNull().default('not_shipped'),
    received: boolean().notNull().default(false),
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    shippingFee: integer().notNull(),
    total: integer().notNull(),
    /** Credits spent on the order, and what they took off (minor units). */
    creditsUsed: integer().notNull().default(0),
    creditDiscount: integer().notNull().default(0),
    promotion: jsonb().$type<{ id: number; title: Localized; discount: number } | null>(),
    coupons: jsonb().$type<Array<{ id: number; code: string; discount: number }>>().notNull().default([]),
    address: jsonb().$type<AddressData>().notNull(),
    shippingMethod: jsonb().$type<{ id: number; name: Localized; fee: number }>().notNull(),
    paymentMethod: text().notNull(),
    remarks: text().notNull().default(''),
    transactionNumber: text(),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When the bank-transfer payment reminder went out (it goes out once). */
    paymentReminderSentAt: timestamp({ withTimezone: true }),
    submittedAt: now(),
    /** Sent with the checkout request: a retry with the same key returns the same order. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    /** Hash of the token that lets a guest open the order (thank-you page, e-mail link). */
    guestTokenHash: text(),
    /** A payment the merchant must look at (e.g. a provider charged another amount than the order's); never set for a sound payment. */
    paymentIssue: text().$type<PaymentIssue>(),
    /** The address the order was placed from (the cap on open unpaid orders counts by it). */
    clientIp: text(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.submittedAt),
    index('orders_unpaid_idx')
      .on(t.submittedAt)
      .where(sql`status = 'in_progress' and pay_status = 'unpaid'`),
    // The cap on open unpaid offline orders counts them per visitor, address and e-mail.
    index('orders_unpaid_ip_idx')
      .on(t.clientIp)
      .where(sql`status = 'in_progress' and pay_status = 'unpaid'`),
    index('orders_unpaid_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`status = 'in_progress' and pay_status = 'unpaid'`),
    index('orders_unpaid_visitor_idx')
      .on(t.visitorId)
      .where(sql`status = 'in_progress' and pay_status = 'unpaid'`),
    index('orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`delivery_status = 'shipped' and received = false`),
    // The merchant console at a million orders (docs/decisions.md): the list's sorts and deep pages
    // (id, total and status in the keys so the page's ids come from the index alone), the dashboard's
    // period (submitted_at, total, status), the open orders its tabs and figures count, and the search.
    index('orders_submitted_idx').on(t.submittedAt, t.id, t.total, t.status),
    index('orders_total_idx').on(t.total, t.id, t.status),
    index('orders_number_sort_idx').on(t.number, t.id),
    index('orders_open_idx')
      .on(t.submittedAt, t.id, t.status, t.payStatus, t.paymentMethod, t.deliveryStatus, t.received)
      .where(sql`status in ('in_progress', 'pending_cancellation')`),
    index('orders_cancelled_idx')
      .on(t.submittedAt, t.id, t.paymentMethod, t.payStatus, t.deliveryStatus)
      .where(sql`status = 'cancelled'`),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('orders_name_trgm_idx').using('gin', sql`trim(coalesce(${t.address}->>'firstName', '') || ' ' || coalesce(${t.address}->>'lastName', '')) gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`regexp_replace(${t.phone}, '\\D', '', 'g') gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer(),
    variantId: integer(),
    sku: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    /** The variant's option values (`sage`, `S`), and the names of its colour and style per language as they were when ordered. */
    options: jsonb().$type<VariantOptions>().notNull().default({}),
    optionNames: jsonb().$type<VariantNames>().notNull().default({}),
    image: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    promotionDiscount: integer().notNull().default(0),
    couponDiscount: integer().notNull().default(0),
    /** This line's share of the credits spent on the order. */
    creditDiscount: integer().notNull().default(0),
    total: integer().notNull(),
    shippedQuantity: integer().notNull().default(0),
    returnedQuantity: integer().notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`)],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: now(),
    actor: text().$type<'customer' | 'staff' | 'system'>().notNull(),
    actorId: integer(),
    action: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

export const shipments = pgTable('shipments', {
  id: serial().primaryKey(),
  orderId: integer()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  expressName: text().notNull(),
  expressNumber: text().notNull(),
  lines: jsonb().$type<Array<{ lineId: number; quantity: number }>>().notNull(),
  shippedAt: now(),
});

/** The merchant's internal notes on an order: staff only, never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author's e-mail as it was when writing (the note keeps it after the member leaves). */
    authorEmail: text().notNull(),
    text: text().notNull(),
    createdAt: now(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerRef: text(),
    amount: integer().notNull(),
    kind: text().$type<'charge' | 'refund'>().notNull().default('charge'),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    createdAt: now(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef)],
);

/**
 * What checkout answered for an idempotency key, kept so a retry (after a lost answer or a crash)
 * gets the same answer, the guest's token included; the order's shopper is the only one it
 * answers (checkout.service.ts). The guest's token is the key to their order's page, so it is
 * kept in the clear only for GUEST_TOKEN_KEPT_HOURS (the order sweep forgets it); the order itself
 * keeps only its hash.
 */
export const checkoutReplies = pgTable(
  'checkout_replies',
  {
    idempotencyKey: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    guestToken: text(),
    createdAt: now(),
  },
  (t) => [
    index('checkout_replies_token_age_idx')
      .on(t.createdAt)
      .where(sql`${t.guestToken} is not null`),
  ],
);

/**
 * The stripe of a counter row (0..15): the orders triggers add each transaction's change to the
 * rows of a stripe no other transaction is writing (`order_counter_stripe()`, an advisory lock per
 * stripe), so concurrent checkouts write different rows instead of queueing on one; a count is the
 * sum over its stripes. Migration 0033_order_counter_stripes (docs/decisions.md).
 */
const stripe = () => smallint().notNull().default(0);

/**
 * The dashboard's sales by quarter hour (UTC, `date_bin('15 minutes', submitted_at, '2000-01-01')`):
 * the sum of the totals and the count of the orders submitted in it that are not cancelled, over
 * the bucket's stripes. Every time zone's midnight falls on a quarter hour, so a local day is a
 * whole number of buckets. Kept by statement triggers on orders (migrations 0027_sales_rollup,
 * 0033_order_counter_stripes) in the transaction of the change; the order sweep folds the stripes
 * of past buckets into stripe 0 (`sales_rollup_fold()`), so a month reads about one row per bucket.
 */
export const salesRollup = pgTable(
  'sales_rollup',
  {
    bucket: timestamp({ withTimezone: true }).notNull(),
    stripe: stripe(),
    sales: bigint({ mode: 'number' }).notNull().default(0),
    orders: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_rollup_pk', columns: [t.bucket, t.stripe] })],
);

/**
 * How many orders each tab of the order list holds (`all` too), over every order, summed over the
 * tab's stripes: what the list shows unfiltered and the dashboard's orders to ship and unpaid
 * orders. Kept by the same triggers (`order_tabs()` in the migration is TAB_CONDITIONS written in SQL).
 */
export const orderTabCounts = pgTable(
  'order_tab_counts',
  {
    tab: text().notNull(),
    stripe: stripe(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_tab_counts_pk', columns: [t.tab, t.stripe] })],
);

export const orderStateCounts = pgTable(
  'order_state_counts',
  {
    status: text().notNull(),
    payStatus: text().notNull(),
    paymentMethod: text().notNull(),
    deliveryStatus: text().notNull(),
    received: boolean().notNull(),
    stripe: stripe(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_state_counts_pk', columns: [t.status, t.payStatus, t.paymentMethod, t.deliveryStatus, t.received, t.stripe] })],
);
