/** Shipping zones and their methods. Money is integer minor units of the shop's base currency. */
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from '../platform/db/columns.ts';

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
