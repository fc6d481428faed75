/** Promotions, coupons, the customers' coupon wallets and coupon uses. Money is integer minor
 * units of the shop's base currency unless a column says otherwise. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { now, type Localized } from '../platform/db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

export const promotions = pgTable('promotions', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: jsonb().$type<Localized>().notNull(),
  description: jsonb().$type<Localized>().notNull().default({}),
  kind: text().$type<'buy_n' | 'over_x'>().notNull(),
  threshold: integer().notNull(),
  discountType: text().$type<'amount' | 'percent'>().notNull(),
  value: integer().notNull(),
  startsAt: timestamp({ withTimezone: true }),
  /** null: valid permanently (spec §3). */
  endsAt: timestamp({ withTimezone: true }),
  active: boolean().notNull().default(true),
  /** Empty: every item; otherwise only these products' lines count and are discounted. */
  productIds: integer()
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    discountType: text().$type<'amount' | 'percent'>().notNull(),
    value: integer().notNull(),
    threshold: integer().notNull().default(0),
    /** Empty: every item; otherwise only these products' lines (spec §3: "specified items"). */
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    stackable: boolean().notNull().default(false),
    /** Granted by the shop (sign-up, with an order, by the merchant) rather than claimed. */
    gift: boolean().notNull().default(false),
    /** null: usable from its creation; a later date keeps it scheduled until then. */
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** Uses across all customers; null for no limit. */
    usageLimit: integer(),
    perCustomerLimit: integer().notNull().default(1),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The bulk generation that made this coupon, so its codes can be exported together. */
    batch: text(),
  },
  // Shoppers type codes in any case: two codes that differ only in case would be one code.
  (t) => [uniqueIndex('coupons_code_upper_key').on(sql`upper(${t.code})`), index('coupons_batch_idx').on(t.batch)],
);

/** A customer's claimed or granted coupons; a use is recorded against the order. */
export const couponWallet = pgTable(
  'coupon_wallet',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: now(),
  },
  (t) => [uniqueIndex('coupon_wallet_key').on(t.couponId, t.userId)],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    userId: integer(),
    email: text().notNull(),
    usedAt: now(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId), uniqueIndex('coupon_uses_order_key').on(t.couponId, t.orderId)],
);
