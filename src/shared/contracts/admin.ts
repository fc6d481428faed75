/**
 * The merchant console's calls under /api/admin (staff only): sign-out, orders, the dashboard.
 * Kept apart from the storefront's contracts so nothing of them reaches the storefront's bundle.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { PAYMENT_METHODS } from './checkout.ts';
import { MAX_INT4 } from '../constants.ts';
import { id, msg, pagination } from './common.ts';
import { deliveryStatus, ORDER_TABS, OrderDetail, OrderNumberBody, payStatus, status } from './orders.ts';

const admin = { base: '/api/admin', tags: ['admin'] } as const;

/** Ends the staff member's session and clears its cookie. */
export const adminSignOut = defineCall({ path: '/auth/signout', answer: z.null(), ...admin });

/** Merchant calls. */
/** A time zone the database knows by its IANA name (the console sends the browser's). */
export const timeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, msg('validation.invalid'));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation.invalid'));
export const ADMIN_ORDER_SORTS = ['submittedAt', 'total', 'number'] as const;
/** The merchant's order filters: tab, search, dates (days in `timeZone`, both ends included), payment method, states. */
export const AdminOrderFilters = z.strictObject({
  tab: z.enum(ORDER_TABS).default('all'),
  status: status.optional(),
  payStatus: payStatus.optional(),
  deliveryStatus: deliveryStatus.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Order number, e-mail, name, phone or SKU. */
  q: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  timeZone: timeZone.default('UTC'),
});
/**
 * A place in the order list under one sort: the sort value of a row (microseconds since 1970 for
 * `submittedAt`, cents for `total`, the order number) and its id, as `value.id`. Handed out by the
 * list (`prev`, `next`) and given back as `after` or `before`; opaque to the console.
 */
const ORDER_CURSOR: Record<(typeof ADMIN_ORDER_SORTS)[number], RegExp> = {
  submittedAt: /^\d{1,17}\.\d{1,10}$/,
  total: /^\d{1,10}\.\d{1,10}$/,
  number: /^[0-9A-Za-z-]{1,40}\.\d{1,10}$/,
};
export const AdminOrderListBody = AdminOrderFilters.extend({
  ...pagination,
  sort: z.enum(ADMIN_ORDER_SORTS).default('submittedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** The page after this place (the last row of the page before); `page` then only names the page. */
  after: z.string().max(60).optional(),
  /** The page before this place (the first row of the page after). */
  before: z.string().max(60).optional(),
}).superRefine((body, ctx) => {
  for (const key of ['after', 'before'] as const) {
    const cursor = body[key];
    if (cursor === undefined) continue;
    const valid =
      ORDER_CURSOR[body.sort].test(cursor) &&
      Number(cursor.slice(cursor.lastIndexOf('.') + 1)) <= MAX_INT4 &&
      (body.sort !== 'total' || Number(cursor.split('.')[0]) <= MAX_INT4);
    if (!valid || (key === 'before' && body.after !== undefined)) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.invalid' });
  }
});
export type AdminOrderListBody = z.input<typeof AdminOrderListBody>;
export const ShipBody = z.strictObject({
  number: z.string().trim().min(1).max(40),
  expressName: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(80, msg('validation.tooLong')),
  expressNumber: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(80, msg('validation.tooLong')),
  lines: z
    .array(z.strictObject({ lineId: id(), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(200),
});
export type ShipBody = z.infer<typeof ShipBody>;
export const CancellationDecisionBody = z.strictObject({ number: z.string().trim().min(1).max(40), accept: z.boolean(), reason: z.string().trim().max(500).optional() });
export const AdminOrderRow = z.object({
  number: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  status,
  payStatus,
  deliveryStatus,
  tab: z.enum(ORDER_TABS),
  paymentMethod: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  submittedAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
/**
 * `total` and `counts` are exact up to `countLimit`; a figure above it (countLimit + 1) means "more than countLimit"
 * (a list of a million orders is never counted in full).
 */
export const AdminOrderList = z.object({
  list: z.array(AdminOrderRow),
  total: z.number(),
  counts: z.record(z.enum(ORDER_TABS), z.number().int()),
  countLimit: z.number().int(),
  /** The places of the first and the last row, for the page before (`before: prev`) and after (`after: next`); null on an empty page. */
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type AdminOrderList = z.infer<typeof AdminOrderList>;
/** What the merchant sees of an order beyond the shopper's view: every payment record, and what may be done now. */
export const AdminOrderDetail = OrderDetail.extend({
  payments: z.array(z.object({ provider: z.string(), reference: z.string().nullable(), amount: z.number().int(), kind: z.string(), status: z.string(), at: z.string() })),
  customer: z.object({ name: z.string(), userId: z.number().int().nullable() }),
  staffActions: z.array(z.enum(['mark_paid', 'ship', 'decide_cancellation', 'cancel'])),
  /** The merchant's internal notes, oldest first: never in the shopper's view of the order. */
  notes: z.array(z.object({ id: z.number().int(), text: z.string(), author: z.string(), at: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** The merchant's order calls (staff only). */
export const adminOrderList = defineCall({ path: '/order/list', body: AdminOrderListBody, answer: AdminOrderList, ...admin });
export const adminOrderGet = defineCall({ path: '/order/get', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
/** Bank transfer and cash on delivery are paid outside the shop; the merchant records it. */
export const adminOrderMarkPaid = defineCall({ path: '/order/mark-paid', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
export const adminOrderShip = defineCall({ path: '/order/ship', body: ShipBody, answer: AdminOrderDetail, ...admin });
export const adminOrderCancellation = defineCall({ path: '/order/cancellation', body: CancellationDecisionBody, answer: AdminOrderDetail, ...admin });
/** The merchant cancels an unpaid order: stock and coupons come back. */
export const adminOrderCancel = defineCall({ path: '/order/cancel', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
export const ORDER_NOTE_MAX = 2000;
export const OrderNoteBody = z.strictObject({
  number: z.string().trim().min(1).max(40),
  text: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(ORDER_NOTE_MAX, msg('validation.tooLong')),
});
/** An internal note on the order, for staff only. */
export const adminOrderNote = defineCall({ path: '/order/note', body: OrderNoteBody, answer: AdminOrderDetail, ...admin });
/** Sends the order confirmation e-mail again (through the jobs table). */
export const adminOrderResendConfirmation = defineCall({ path: '/order/resend-confirmation', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
/** The order's printable documents (GET, PDF): `/api/admin/order/<number>/invoice.pdf?lang=zh`. */
export const ORDER_DOCUMENTS = ['invoice', 'packing-slip'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];
export const OrderDocumentQuery = z.strictObject({ lang: z.string().max(10).optional() });
/** A packing slip may be for one parcel of the order (its shipments in the order they went out, from 1). */
export const PackingSlipQuery = OrderDocumentQuery.extend({ parcel: z.coerce.number().int().min(1).max(1000).optional() });
export const orderDocumentPath = (number: string, document: OrderDocument, lang?: string, parcel?: number) => {
  const query = new URLSearchParams();
  if (lang) query.set('lang', lang);
  if (parcel !== undefined && document === 'packing-slip') query.set('parcel', String(parcel));
  return `/api/admin/order/${encodeURIComponent(number)}/${document}.pdf${query.size ? `?${query}` : ''}`;
};
/** The CSV of every order the filters select (GET, query string = the filters): `/api/admin/order/export.csv`. */
export const ADMIN_ORDER_EXPORT_PATH = '/api/admin/order/export.csv';

/** The console's dashboard: the last `days` days (today counted) in `timeZone`. */
export const DashboardBody = z.strictObject({ days: z.union([z.literal(1), z.literal(7), z.literal(30)]).default(7), timeZone: timeZone.default('UTC') });
export const Dashboard = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  sales: z.number().int(),
  orders: z.number().int(),
  averageOrderValue: z.number().int(),
  toShip: z.number().int(),
  unpaid: z.number().int(),
  /** Variants with some stock, at most the shop's low-stock line (now, whatever the period). */
  lowStock: z.number().int(),
  series: z.array(z.object({ day: z.string(), sales: z.number().int(), orders: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const adminDashboard = defineCall({ path: '/dashboard/get', body: DashboardBody, answer: Dashboard, ...admin });
