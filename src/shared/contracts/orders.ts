import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagination } from './common.ts';

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

export const status = z.enum(['in_progress', 'pending_cancellation', 'completed', 'cancelled']);
export const payStatus = z.enum(['unpaid', 'paid']);
export const deliveryStatus = z.enum(['not_shipped', 'partly_shipped', 'shipped']);

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
  /** Credits spent on the order and the discount they gave (already in the total). */
  credits: z.object({ used: z.number().int(), discount: z.number().int() }),
  shippingMethod: z.string(),
  remarks: z.string(),
  paidAt: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  /** A payment the merchant must look at: the provider charged another amount or currency than the order's. */
  paymentIssue: z.enum(['amount_mismatch']).nullable(),
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

/** The shopper's calls on their orders; a guest's carry the order's guest token. Each action answers the updated order. */
const tags = ['orders'];
export const orderList = defineCall({ path: '/order/list', body: OrderListBody, answer: OrderList, tags });
export const orderGet = defineCall({ path: '/order/get', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderCancel = defineCall({ path: '/order/cancel', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderRequestCancel = defineCall({ path: '/order/request-cancel', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderConfirmReceipt = defineCall({ path: '/order/confirm-receipt', body: OrderNumberBody, answer: OrderDetail, tags });
export const orderPay = defineCall({ path: '/order/pay', body: PayAgainBody, answer: OrderDetail, tags });
export const orderPayStripe = defineCall({ path: '/order/pay/stripe', body: OrderNumberBody, answer: StripePayment, tags });
