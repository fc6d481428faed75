/**
 * The merchant's stock calls under /api/admin: the variants' stock list, an adjustment with its
 * reason, and a variant's stock history. Apart from the storefront's contracts so none of it
 * reaches the storefront's bundle.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

/** Why a variant's stock changed; the first five are the merchant's own adjustments. */
export const STOCK_REASONS = ['received', 'correction', 'damaged', 'returned', 'other', 'order', 'cancelled_order', 'return_received', 'editor', 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const ADJUST_REASONS = ['received', 'correction', 'damaged', 'returned', 'other'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];
export const STOCK_LIST_FILTERS = ['low', 'out'] as const;
export const MAX_STOCK = 1_000_000;

export const StockListBody = z.strictObject({
  ...pagination,
  q: z.string().trim().max(120, msg('validation.tooLong')).optional(),
  filter: z.enum(STOCK_LIST_FILTERS).optional(),
});
export type StockListBody = z.infer<typeof StockListBody>;
export const StockRow = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  productSlug: z.string(),
  title: z.string(),
  sku: z.string(),
  options: z.array(z.string()),
  stock: z.number().int(),
  threshold: z.number().int(),
  low: z.boolean(),
});
export type StockRow = z.infer<typeof StockRow>;
export const StockList = z.object({ list: z.array(StockRow), total: z.number().int(), threshold: z.number().int() });
export type StockList = z.infer<typeof StockList>;

/** Either `delta` (units in or out) or `set` (the counted stock); never below 0. */
export const StockAdjustBody = z
  .strictObject({
    variantId: id(),
    mode: z.enum(['delta', 'set']),
    quantity: z.number(msg('validation.required')).int().min(-MAX_STOCK).max(MAX_STOCK),
    reason: z.enum(ADJUST_REASONS, msg('validation.required')),
    note: z.string().trim().max(500, msg('validation.tooLong')).default(''),
  })
  .refine((b) => b.mode === 'delta' || b.quantity >= 0, { message: 'stock.belowZero', path: ['quantity'] })
  .refine((b) => b.mode === 'set' || b.quantity !== 0, { message: 'validation.required', path: ['quantity'] });
export type StockAdjustBody = z.input<typeof StockAdjustBody>;
export const StockAdjusted = z.object({ variantId: z.number().int(), before: z.number().int(), stock: z.number().int() });

export const StockHistoryBody = z.strictObject({ ...pagination, variantId: id() });
export const StockMovement = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  staffEmail: z.string(),
  /** The order's or return's number, when one moved the units. */
  reference: z.string(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;
export const StockHistory = z.object({ list: z.array(StockMovement), total: z.number().int(), sku: z.string(), title: z.string(), stock: z.number().int() });
export type StockHistory = z.infer<typeof StockHistory>;

const admin = { base: '/api/admin', tags: ['admin', 'inventory'] } as const;
export const adminStockList = defineCall({ path: '/stock/list', body: StockListBody, answer: StockList, ...admin });
export const adminStockAdjust = defineCall({ path: '/stock/adjust', body: StockAdjustBody, answer: StockAdjusted, ...admin });
export const adminStockHistory = defineCall({ path: '/stock/history', body: StockHistoryBody, answer: StockHistory, ...admin });
