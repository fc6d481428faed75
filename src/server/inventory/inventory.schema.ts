/** The stock history: one row per change of a variant's stock, whatever made it. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { productVariants } from '../catalog/catalog.schema.ts';
import { now } from '../platform/db/columns.ts';

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    /** One of STOCK_REASONS (shared/contracts/stock-admin.ts). */
    reason: text().notNull(),
    note: text().notNull().default(''),
    staffId: integer(),
    staffEmail: text().notNull().default(''),
    /** The order or return that moved the units, and its number as the merchant knows it. */
    orderId: integer(),
    returnId: integer(),
    reference: text().notNull().default(''),
    at: now(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.id)],
);
