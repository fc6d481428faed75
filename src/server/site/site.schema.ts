/** The merchant's site settings and the currency rates. */
import { doublePrecision, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: now(),
});

export const currencyRates = pgTable('currency_rates', {
  code: text().primaryKey(),
  /** Units of this currency for one unit of the base currency. */
  rate: doublePrecision().notNull(),
  updatedAt: now(),
});
