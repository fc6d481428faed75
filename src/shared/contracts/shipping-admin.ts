/**
 * The merchant's shipping: zones (countries; none is the rest of the world) and each zone's
 * methods (a flat rate, free over an order amount, or a rate plus a price per kilogram). Amounts
 * are in the base currency's minor units (cents).
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id } from './common.ts';

export const SHIPPING_KINDS = ['flat', 'free_over', 'weight'] as const;

const amount = z.number().int().min(0).max(100_000_000);
const days = z.number().int().min(0).max(365);

export const AdminShippingMethod = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  /** Per language; at least English. */
  name: z.record(z.string(), z.string()),
  kind: z.enum(SHIPPING_KINDS),
  rate: z.number().int(),
  freeOver: z.number().int().nullable(),
  perKg: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  active: z.boolean(),
});
export type AdminShippingMethod = z.infer<typeof AdminShippingMethod>;

export const AdminShippingZone = z.object({
  id: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  position: z.number().int(),
  methods: z.array(AdminShippingMethod),
});
export type AdminShippingZone = z.infer<typeof AdminShippingZone>;

export const ShippingZoneBody = z.strictObject({
  id: id().optional(),
  name: z.string().trim().min(1).max(80),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  position: z.number().int().min(0).max(1000).default(0),
});

export const ShippingMethodBody = z
  .strictObject({
    id: id().optional(),
    zoneId: id(),
    name: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/), z.string().trim().max(80)).refine((n) => Boolean(n.en?.trim()), { path: ['en'] }),
    kind: z.enum(SHIPPING_KINDS),
    rate: amount,
    freeOver: amount.nullable().default(null),
    perKg: amount.nullable().default(null),
    minDays: days,
    maxDays: days,
    active: z.boolean().default(true),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'free_over' && m.freeOver === null) ctx.addIssue({ code: 'custom', path: ['freeOver'] });
    if (m.kind === 'weight' && m.perKg === null) ctx.addIssue({ code: 'custom', path: ['perKg'] });
    if (m.maxDays < m.minDays) ctx.addIssue({ code: 'custom', path: ['maxDays'] });
  });
export type ShippingMethodBody = z.infer<typeof ShippingMethodBody>;

const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminShippingList = defineCall({ path: '/shipping/zones', answer: z.object({ zones: z.array(AdminShippingZone) }), ...admin });
export const adminShippingZoneSave = defineCall({ path: '/shipping/zone/save', body: ShippingZoneBody, answer: AdminShippingZone, ...admin });
export const adminShippingZoneDelete = defineCall({ path: '/shipping/zone/delete', body: z.strictObject({ id: id() }), answer: z.null(), ...admin });
export const adminShippingMethodSave = defineCall({ path: '/shipping/method/save', body: ShippingMethodBody, answer: AdminShippingMethod, ...admin });
export const adminShippingMethodDelete = defineCall({ path: '/shipping/method/delete', body: z.strictObject({ id: id() }), answer: z.null(), ...admin });
