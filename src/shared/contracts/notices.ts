/**
 * What the console hears on its socket: an order was placed, an after-sales request was made.
 * Each reaches the staff members whose role may read that list, in every process of the shop.
 */
import { z } from 'zod';
import type { Permission } from './staff.ts';

/** The console's socket: signed in by the staff session cookie, from the shop's own pages only. */
export const STAFF_SOCKET_PATH = '/ws/staff';

export const StaffNotice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.placed'), number: z.string() }),
  z.object({ type: z.literal('return.requested'), number: z.string(), orderNumber: z.string() }),
]);
export type StaffNotice = z.infer<typeof StaffNotice>;

/** Who hears a notice: members whose role may read the list it belongs to. */
export const STAFF_NOTICE_PERMISSION: Record<StaffNotice['type'], Permission> = {
  'order.placed': 'orders.read',
  'return.requested': 'returns.read',
};
