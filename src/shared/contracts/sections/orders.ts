/** Order sections: the thank-you page and the customer's order list and order. */
import { z } from 'zod';
import { ORDER_TABS, OrderDetail, OrderSummary } from '../orders.ts';

export const ThankYouSettings = z.object({
  /** Null when the order is unknown or not this shopper's. */
  order: OrderDetail.nullable(),
  /** The shop's bank details, for an unpaid bank transfer when the merchant has set them. */
  paymentInstructions: z.string().nullable(),
});

export const OrderListSettings = z.object({
  tab: z.enum(ORDER_TABS),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(OrderSummary),
  total: z.number().int(),
  counts: z.record(z.enum(ORDER_TABS), z.number().int()),
  unpaidCount: z.number().int(),
});

export const OrderDetailSettings = z.object({ order: OrderDetail });
