/** The merchant's site settings and the currency rates. */
import { sql } from 'drizzle-orm';
import { date, doublePrecision, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: now(),
});

/**
 * Each currency's rates with the day each takes effect (UTC calendar day), history kept: the
 * latest rate whose day has come is the one in force.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text().notNull(),
    /** Units of this currency for one unit of the base currency. */
    rate: doublePrecision().notNull(),
    effectiveFrom: date({ mode: 'string' })
      .notNull()
      .default(sql`((now() AT TIME ZONE 'UTC')::date)`),
    updatedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.code, t.effectiveFrom] })],
);
