/** Shipping zones by country, and the methods (flat rate, free over an amount, by weight) of a zone. */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminShippingMethod, AdminShippingZone, ShippingMethodBody, ShippingZoneBody } from '../../shared/contracts/shipping-admin.ts';
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

/** Every zone with all its methods (active or not), for the merchant. */
export async function adminZones(db: Executor): Promise<AdminShippingZone[]> {
  const [zones, methods] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.rate), asc(shippingMethods.id)),
  ]);
  return zones.map((z) => ({ ...z, methods: methods.filter((m) => m.zoneId === z.id) }));
}

export async function adminZone(db: Executor, id: number): Promise<AdminShippingZone | null> {
  return (await adminZones(db)).find((z) => z.id === id) ?? null;
}

/** Creates the zone, or changes it when `id` is given (answers null when there is no such zone). */
export async function saveZone(db: Executor, body: z.infer<typeof ShippingZoneBody>): Promise<number | null> {
  const values = { name: body.name, countries: [...new Set(body.countries)], position: body.position };
  if (body.id === undefined) return (await db.insert(shippingZones).values(values).returning({ id: shippingZones.id }))[0].id;
  const [row] = await db.update(shippingZones).set(values).where(eq(shippingZones.id, body.id)).returning({ id: shippingZones.id });
  return row?.id ?? null;
}

export async function deleteZone(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id })).length > 0;
}

export async function adminMethod(db: Executor, id: number): Promise<AdminShippingMethod | null> {
  return (await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)).limit(1))[0] ?? null;
}

/** Creates the method in its zone, or changes it when `id` is given (null: no such method or zone). */
export async function saveMethod(db: Executor, body: ShippingMethodBody): Promise<number | null> {
  const [zone] = await db.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.id, body.zoneId)).limit(1);
  if (!zone) return null;
  const name = Object.fromEntries(Object.entries(body.name).filter(([, v]) => v.trim()));
  const values = {
    zoneId: body.zoneId,
    name,
    kind: body.kind,
    rate: body.rate,
    freeOver: body.kind === 'free_over' ? body.freeOver : null,
    perKg: body.kind === 'weight' ? body.perKg : null,
    minDays: body.minDays,
    maxDays: body.maxDays,
    active: body.active,
  };
  if (body.id === undefined) return (await db.insert(shippingMethods).values(values).returning({ id: shippingMethods.id }))[0].id;
  const [row] = await db.update(shippingMethods).set(values).where(eq(shippingMethods.id, body.id)).returning({ id: shippingMethods.id });
  return row?.id ?? null;
}

export async function deleteMethod(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(shippingMethods).where(eq(shippingMethods.id, id)).returning({ id: shippingMethods.id })).length > 0;
}
