import { z } from 'zod';
import { defineCall } from './call.ts';
import { PAYMENT_METHODS } from './checkout.ts';
import { id, msg, pagination } from './common.ts';

export const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const OrderListBody = z.strictObject({ tab: z.enum(ORDER_TABS).default('all'), ...pagination });
export const OrderNumberBody = z.strictObject({ number: z.string().trim().min(1).max(40), guestToken: z.string().max(100).optional() });
export const PayAgainBody = OrderNumberBody.extend({
  card: z.strictObject({ number: z.string().max(23), expiry: z.string().max(5), cvc: z.string().max(4) }).optional(),
});
/** What the browser needs to pay an unpaid Stripe order with Stripe's Payment Element. */
export const StripePayment = z.object({ clientSecret: z.string(), publishableKey: z.string(), jsUrl: z.string() });
export type StripePayment = z.infer<typeof StripePayment>;

const status = z.enum(['in_progress', 'pending_cancellation', 'completed', 'cancelled']);
const payStatus = z.enum(['unpaid', 'paid']);
const deliveryStatus = z.enum(['not_shipped', 'partly_shipped', 'shipped']);

export const OrderLineView = z.object({
  id: z.number().int(),
  sku: z.string(),
  productSlug: z.string().nullable(),
  title: z.string(),
  /** The variant's values in the request's language (`variantText` writes them). */
  options: z.object({ color: z.string().nullable().optional(), size: z.string().nullable().optional(), style: z.string().nullable().optional() }),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  shippedQuantity: z.number().int(),
});

export const ORDER_ACTIONS = ['pay', 'cancel', 'request_cancel', 'confirm_receipt'] as const;

export const OrderSummary = z.object({
  number: z.string(),
  status,
  payStatus,
  deliveryStatus,
  received: z.boolean(),
  tab: z.enum(ORDER_TABS),
  total: z.number().int(),
  itemCount: z.number().int(),
  submittedAt: z.string(),
  lines: z.array(OrderLineView.pick({ title: true, options: true, image: true, quantity: true, sku: true })),
  paymentMethod: z.string(),
  /** When an unpaid order paid online cancels itself (the countdown); null for any other order, bank transfer and cash on delivery included. */
  payBefore: z.string().nullable(),
  /** When an unpaid bank transfer is due: the order is cancelled after it. */
  transferDueAt: z.string().nullable(),
  /** The refund of a paid order being cancelled: requested while the merchant decides, then refunded. */
  refund: z.object({ status: z.enum(['requested', 'refunded']), amount: z.number().int() }).nullable(),
  /** What the shopper can do now; 'pay' only for a method paid in the browser. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = OrderSummary.extend({
  lines: z.array(OrderLineView),
  email: z.string(),
  phone: z.string(),
  address: z.record(z.string(), z.string()),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  promotion: z.object({ title: z.string(), discount: z.number().int() }).nullable(),
  coupons: z.array(z.object({ code: z.string(), discount: z.number().int() })),
  shippingMethod: z.string(),
  remarks: z.string(),
  paidAt: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  shipments: z.array(
    z.object({ expressName: z.string(), expressNumber: z.string(), shippedAt: z.string(), lines: z.array(z.object({ lineId: z.number(), quantity: z.number() })) }),
  ),
  history: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string() })),
  /** Where an unpaid bank transfer goes: the shop's account, the order number as the reference. */
  bankTransfer: z
    .object({ accountHolder: z.string(), bankName: z.string(), accountNumber: z.string(), reference: z.string(), instructions: z.string().nullable() })
    .nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderList = z.object({
  list: z.array(OrderSummary),
  total: z.number().int(),
  counts: z.record(z.enum(ORDER_TABS), z.number().int()),
  unpaidCount: z.number().int(),
});
export type OrderList = z.infer<typeof OrderList>;

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
export const AdminOrderListBody = AdminOrderFilters.extend({
  ...pagination,
  sort: z.enum(ADMIN_ORDER_SORTS).default('submittedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
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
export const AdminOrderList = z.object({ list: z.array(AdminOrderRow), total: z.number(), counts: z.record(z.enum(ORDER_TABS), z.number().int()) });
export type AdminOrderList = z.infer<typeof AdminOrderList>;
/** What the merchant sees of an order beyond the shopper's view: every payment record, and what may be done now. */
export const AdminOrderDetail = OrderDetail.extend({
  payments: z.array(z.object({ provider: z.string(), reference: z.string().nullable(), amount: z.number().int(), kind: z.string(), status: z.string(), at: z.string() })),
  customer: z.object({ name: z.string(), userId: z.number().int().nullable() }),
  staffActions: z.array(z.enum(['mark_paid', 'ship', 'decide_cancellation', 'cancel'])),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** The shopper's calls on their orders; a guest's carry the order's guest token. Each action answers the updated order. */
const tags = ['orders'];
export const orderList = defineCall({ path: '/order/list', body: OrderListBody, answer: OrderList, tags });
export const orderGet = defineCall({ path: '/order/get', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderCancel = defineCall({ path: '/order/cancel', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderRequestCancel = defineCall({ path: '/order/request-cancel', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderConfirmReceipt = defineCall({ path: '/order/confirm-receipt', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderPay = defineCall({ path: '/order/pay', body: PayAgainBody, answer: OrderDetail, tags });
export const orderPayStripe = defineCall({ path: '/order/pay/stripe', body: OrderNumberBody, answer: StripePayment, tags });

/** The merchant's order calls (staff only). */
const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminOrderList = defineCall({ path: '/order/list', body: AdminOrderListBody, answer: AdminOrderList, ...admin });
export const adminOrderGet = defineCall({ path: '/order/get', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
/** Bank transfer and cash on delivery are paid outside the shop; the merchant records it. */
export const adminOrderMarkPaid = defineCall({ path: '/order/mark-paid', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
export const adminOrderShip = defineCall({ path: '/order/ship', body: ShipBody, answer: AdminOrderDetail, ...admin });
export const adminOrderCancellation = defineCall({ path: '/order/cancellation', body: CancellationDecisionBody, answer: AdminOrderDetail, ...admin });
/** The merchant cancels an unpaid order: stock and coupons come back. */
export const adminOrderCancel = defineCall({ path: '/order/cancel', body: OrderNumberBody, answer: AdminOrderDetail, ...admin });
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
  series: z.array(z.object({ day: z.string(), sales: z.number().int(), orders: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const adminDashboard = defineCall({ path: '/dashboard/get', body: DashboardBody, answer: Dashboard, ...admin });
