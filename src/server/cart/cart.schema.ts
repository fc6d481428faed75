/** Carts of visitors and customers. Money is integer minor units of the shop's base currency. */
import { integer, jsonb, pgTable, primaryKey, serial, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';

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
