/**
 * Cart, marketing (promotions, coupons), shipping, orders, payments and scheduled work.
 * Money is integer minor units of the shop's base currency unless a column says otherwise.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants, products, users, type Localized } from './schema.ts';

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    visitorId: uuid(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Coupon codes the shopper entered; re-checked by pricing on every read. */
    couponCodes: jsonb().$type<string[]>().notNull().default([]),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('carts_visitor_key').on(t.visitorId), uniqueIndex('carts_user_key').on(t.userId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] })],
);

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
});

export const coupons = pgTable('coupons', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  title: jsonb().$type<Localized>().notNull(),
  description: jsonb().$type<Localized>().notNull().default({}),
  discountType: text().$type<'amount' | 'percent'>().notNull(),
  value: integer().notNull(),
  threshold: integer().notNull().default(0),
  productId: integer().references(() => products.id, { onDelete: 'cascade' }),
  stackable: boolean().notNull().default(false),
  /** Granted by the shop (sign-up, with an order, by the merchant) rather than claimed. */
  gift: boolean().notNull().default(false),
  expiresAt: timestamp({ withTimezone: true }),
  /** Uses across all customers; null for no limit. */
  usageLimit: integer(),
  perCustomerLimit: integer().notNull().default(1),
  usedCount: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

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

export const shippingZones = pgTable('shipping_zones', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** ISO country codes; an empty list is the rest of the world. */
  countries: jsonb().$type<string[]>().notNull().default([]),
  position: integer().notNull().default(0),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: serial().primaryKey(),
  zoneId: integer()
    .notNull()
    .references(() => shippingZones.id, { onDelete: 'cascade' }),
  name: jsonb().$type<Localized>().notNull(),
  kind: text().$type<'flat' | 'free_over' | 'weight'>().notNull(),
  rate: integer().notNull(),
  freeOver: integer(),
  perKg: integer(),
  minDays: integer().notNull().default(2),
  maxDays: integer().notNull().default(5),
  active: boolean().notNull().default(true),
});

export interface AddressData {
  firstName: string;
  lastName: string;
  country: string;
  state: string;
  city: string;
  area: string;
  postalCode: string;
  addressLine: string;
  apartment: string;
  countryCode: string;
  phone: string;
}

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<AddressData>().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: now(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export type OrderStatus = 'in_progress' | 'pending_cancellation' | 'completed' | 'cancelled';
export type PayStatus = 'unpaid' | 'paid';
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
    submittedAt: now(),
    /** Sent with the checkout request: a retry with the same key returns the same order. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    /** Hash of the token that lets a guest open the order (thank-you page, e-mail link). */
    guestTokenHash: text(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.submittedAt),
    index('orders_unpaid_idx').on(t.submittedAt).where(sql`status = 'in_progress' and pay_status = 'unpaid'`),
    index('orders_shipped_idx').on(t.shippedAt).where(sql`delivery_status = 'shipped' and received = false`),
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
    options: jsonb().$type<{ color?: string | null; size?: string | null; style?: string | null }>().notNull().default({}),
    image: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    promotionDiscount: integer().notNull().default(0),
    couponDiscount: integer().notNull().default(0),
    total: integer().notNull(),
    shippedQuantity: integer().notNull().default(0),
    returnedQuantity: integer().notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
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

/** Webhook events already applied, so a replay changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
