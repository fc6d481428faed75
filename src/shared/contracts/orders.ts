import { z } from 'zod';
import { envelope, pagination } from './common.ts';

export const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const OrderListBody = z.strictObject({ tab: z.enum(ORDER_TABS).default('all'), ...pagination });
export const OrderNumberBody = z.strictObject({ number: z.string().trim().min(1).max(40), guestToken: z.string().max(100).optional() });
export const PayAgainBody = OrderNumberBody.extend({
  card: z.strictObject({ number: z.string().max(23), expiry: z.string().max(5), cvc: z.string().max(4) }).optional(),
});
/** What the browser needs to pay an unpaid Stripe order with Stripe's Payment Element. */
export const StripePaymentAnswer = envelope(z.object({ clientSecret: z.string(), publishableKey: z.string(), jsUrl: z.string() }));

const status = z.enum(['in_progress', 'pending_cancellation', 'completed', 'cancelled']);
const payStatus = z.enum(['unpaid', 'paid']);
const deliveryStatus = z.enum(['not_shipped', 'partly_shipped', 'shipped']);

export const OrderLineView = z.object({
  id: z.number().int(),
  sku: z.string(),
  productSlug: z.string().nullable(),
  title: z.string(),
  options: z.object({ color: z.string().nullable().optional(), size: z.string().nullable().optional(), style: z.string().nullable().optional() }),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  shippedQuantity: z.number().int(),
});

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
  lines: z.array(OrderLineView.pick({ title: true, image: true, quantity: true, sku: true })),
  /** When an unpaid order cancels itself. */
  payBefore: z.string().nullable(),
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
  paymentMethod: z.string(),
  remarks: z.string(),
  paidAt: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  shipments: z.array(z.object({ expressName: z.string(), expressNumber: z.string(), shippedAt: z.string(), lines: z.array(z.object({ lineId: z.number(), quantity: z.number() })) })),
  history: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string() })),
  actions: z.array(z.enum(['pay', 'cancel', 'request_cancel', 'confirm_receipt'])),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderListAnswer = envelope(
  z.object({ list: z.array(OrderSummary), total: z.number().int(), counts: z.record(z.enum(ORDER_TABS), z.number().int()), unpaidCount: z.number().int() }),
);
export const OrderDetailAnswer = envelope(OrderDetail);

/** Merchant calls. */
export const AdminOrderListBody = z.strictObject({
  ...pagination,
  status: status.optional(),
  payStatus: payStatus.optional(),
  deliveryStatus: deliveryStatus.optional(),
  q: z.string().trim().max(100).optional(),
});
export const ShipBody = z.strictObject({
  number: z.string().trim().min(1).max(40),
  expressName: z.string().trim().min(1).max(80),
  expressNumber: z.string().trim().min(1).max(80),
  lines: z.array(z.strictObject({ lineId: z.number().int().positive(), quantity: z.number().int().min(1).max(10_000) })).min(1).max(200),
});
export const CancellationDecisionBody = z.strictObject({ number: z.string().trim().min(1).max(40), accept: z.boolean(), reason: z.string().trim().max(500).optional() });
