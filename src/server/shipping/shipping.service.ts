/** Shipping zones by country, and the methods (flat rate, free over an amount, by weight) of a zone. */
import { asc, eq } from 'drizzle-orm';
import type { ShippingMethod } from '../pricing/pricing.ts';
import type { Executor } from '../platform/db/client.ts';
import { shippingMethods, shippingZones } from './shipping.schema.ts';
import type { Localized } from '../platform/db/columns.ts';

export type ShippingMethodRow = ShippingMethod & { name: Localized; minDays: number; maxDays: number };

function toMethod(m: typeof shippingMethods.$inferSelect): ShippingMethodRow {
  const base = { id: m.id, name: m.name, minDays: m.minDays, maxDays: m.maxDays, rate: m.rate };
  if (m.kind === 'free_over') return { ...base, kind: 'free_over', freeOver: m.freeOver ?? 0 };
  if (m.kind === 'weight') return { ...base, kind: 'weight', perKg: m.perKg ?? 0 };
  return { ...base, kind: 'flat' };
}

/** Methods for a country: its zone's, else the rest-of-world zone's (a zone with no countries). */
export async function methodsForCountry(db: Executor, country: string): Promise<ShippingMethodRow[]> {
  const rows = await db
    .select({ method: shippingMethods, countries: shippingZones.countries })
    .from(shippingMethods)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingMethods.zoneId))
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(shippingZones.position), asc(shippingMethods.rate));
  const own = rows.filter((r) => r.countries.includes(country));
  const chosen = own.length ? own : rows.filter((r) => r.countries.length === 0);
  return chosen.map((r) => toMethod(r.method));
}

export async function methodById(db: Executor, id: number, country: string): Promise<ShippingMethodRow | null> {
  return (await methodsForCountry(db, country)).find((m) => m.id === id) ?? null;
}

/** The countries of each zone, in the zones' order (an empty list is the rest of the world). */
export function zoneCountries(db: Executor) {
  return db.select({ countries: shippingZones.countries }).from(shippingZones).orderBy(asc(shippingZones.position));
}
