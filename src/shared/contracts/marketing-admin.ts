/**
 * The merchant's marketing calls under /api/admin: coupons (list, one, save, disable, bulk codes
 * and their CSV, usage) and promotions (list, one, save, enable or disable, usage). Money is in
 * minor units of the base currency. Apart from the storefront's contracts so none of it reaches
 * the storefront's bundle.
 */
import { z } from 'zod';
import { MAX_INT4 } from '../constants.ts';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const PROMOTION_STATUSES = ['running', 'scheduled', 'ended', 'disabled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const MARKETING_LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
export const MAX_BULK_CODES = 10_000;
/** The most products one coupon or promotion can be limited to. */
export const MAX_SCOPE_PRODUCTS = 200;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const search = z.string().trim().max(120, msg('validation.tooLong')).optional();
const money = z.number(msg('validation.required')).int(msg('validation.notInteger')).min(0, msg('validation.outOfRange')).max(MAX_INT4, msg('validation.outOfRange'));
const limit = z.number().int(msg('validation.notInteger')).min(1, msg('validation.outOfRange')).max(1_000_000, msg('validation.outOfRange'));
const when = z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null);
/** A text in each language; the English one is required, empty others fall back to it. */
const title = z
  .partialRecord(z.enum(MARKETING_LANGS), z.string().trim().max(120, msg('validation.tooLong')))
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<Record<(typeof MARKETING_LANGS)[number], string>>)
  .refine((texts) => Boolean(texts.en), { message: 'validation.titleRequired', path: ['en'] });

/** The products a coupon or promotion is limited to; empty for every item. Each once, in id order. */
const productIds = z
  .array(id(), msg('validation.invalid'))
  .max(MAX_SCOPE_PRODUCTS, msg('validation.outOfRange'))
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
const ScopeProduct = z.object({ id: z.number().int(), title: z.string() });

const discount = {
  discountType: z.enum(['amount', 'percent'], msg('validation.invalid')),
  value: money,
  threshold: money,
};
type Discounted = { discountType: 'amount' | 'percent'; value: number; startsAt: string | null; endsAt?: string | null; expiresAt?: string | null };
/** A percentage is 1–100; an end comes after the start. */
function checkTerms(terms: Discounted, ctx: z.RefinementCtx) {
  if (terms.discountType === 'percent' && (terms.value < 1 || terms.value > 100)) ctx.addIssue({ code: 'custom', message: 'validation.percentRange', path: ['value'] });
  const end = terms.endsAt ?? terms.expiresAt ?? null;
  if (terms.startsAt && end && Date.parse(end) <= Date.parse(terms.startsAt))
    ctx.addIssue({ code: 'custom', message: 'validation.endBeforeStart', path: [terms.endsAt !== undefined ? 'endsAt' : 'expiresAt'] });
}

const couponTerms = {
  title,
  ...discount,
  /** Empty: every item; otherwise only these products' lines (spec §3: "specified items"). */
  productIds,
  stackable: z.boolean().default(false),
  gift: z.boolean().default(false),
  startsAt: when,
  expiresAt: when,
  usageLimit: limit.nullable().default(null),
  perCustomerLimit: limit.default(1),
};
const couponCode = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(40, msg('validation.tooLong'))
  .regex(COUPON_CODE_PATTERN, msg('validation.couponCodeInvalid'));

export const CouponSaveBody = z.strictObject({ id: id().optional(), code: couponCode, ...couponTerms }).superRefine(checkTerms);
export type CouponSaveInput = z.input<typeof CouponSaveBody>;
export type CouponSaveBody = z.infer<typeof CouponSaveBody>;

export const CouponBulkBody = z
  .strictObject({
    prefix: z
      .string()
      .trim()
      .max(20, msg('validation.tooLong'))
      .regex(/^[A-Za-z0-9_-]*$/, msg('validation.couponCodeInvalid'))
      .default(''),
    /** Random characters after the prefix. */
    randomLength: z.number().int().min(6, msg('validation.outOfRange')).max(16, msg('validation.outOfRange')).default(8),
    count: z.number(msg('validation.required')).int(msg('validation.notInteger')).min(1, msg('validation.outOfRange')).max(MAX_BULK_CODES, msg('validation.outOfRange')),
    ...couponTerms,
  })
  .superRefine(checkTerms);
export type CouponBulkBody = z.infer<typeof CouponBulkBody>;

export const CouponListBody = z.strictObject({ ...pagination, q: search, status: z.enum(COUPON_STATUSES).optional() });
export type CouponListBody = z.input<typeof CouponListBody>;
export const AdminCouponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  discountType: z.enum(['amount', 'percent']),
  value: z.number().int(),
  threshold: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  usedCount: z.number().int(),
  usageLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AdminCouponRow = z.infer<typeof AdminCouponRow>;
export const AdminCouponList = z.object({ list: z.array(AdminCouponRow), total: z.number().int() });
export const AdminCoupon = AdminCouponRow.extend({
  titles: z.record(z.string(), z.string()),
  products: z.array(ScopeProduct),
  stackable: z.boolean(),
  gift: z.boolean(),
  perCustomerLimit: z.number().int(),
  batch: z.string().nullable(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** The orders behind a coupon or a promotion; cancelled orders gave their coupons back and are left out. */
export const MarketingUsage = z.object({
  orderCount: z.number().int(),
  customerCount: z.number().int(),
  discountTotal: z.number().int(),
  orders: z.array(z.object({ number: z.string(), email: z.string(), discount: z.number().int(), total: z.number().int(), submittedAt: z.string() })),
});
export type MarketingUsage = z.infer<typeof MarketingUsage>;

export const PromotionSaveBody = z
  .strictObject({
    id: id().optional(),
    title,
    kind: z.enum(['buy_n', 'over_x'], msg('validation.invalid')),
    ...discount,
    /** Empty: the whole order; otherwise only these products' lines count and are discounted. */
    productIds,
    startsAt: when,
    /** null: valid permanently (spec §3). */
    endsAt: when,
  })
  .superRefine((p, ctx) => {
    checkTerms(p, ctx);
    if (p.kind === 'buy_n' && p.threshold < 1) ctx.addIssue({ code: 'custom', message: 'validation.itemsRequired', path: ['threshold'] });
  });
export type PromotionSaveInput = z.input<typeof PromotionSaveBody>;
export type PromotionSaveBody = z.infer<typeof PromotionSaveBody>;
export const PromotionListBody = z.strictObject({ ...pagination, q: search, status: z.enum(PROMOTION_STATUSES).optional() });
export const AdminPromotionRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['buy_n', 'over_x']),
  threshold: z.number().int(),
  discountType: z.enum(['amount', 'percent']),
  value: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  orderCount: z.number().int(),
  discountTotal: z.number().int(),
});
export type AdminPromotionRow = z.infer<typeof AdminPromotionRow>;
export const AdminPromotionList = z.object({ list: z.array(AdminPromotionRow), total: z.number().int() });
export const AdminPromotion = AdminPromotionRow.extend({ titles: z.record(z.string(), z.string()), products: z.array(ScopeProduct) });
export type AdminPromotion = z.infer<typeof AdminPromotion>;

const IdBody = z.strictObject({ id: id() });
const admin = { base: '/api/admin', tags: ['admin', 'marketing'] } as const;
export const adminCouponList = defineCall({ path: '/coupon/list', body: CouponListBody, answer: AdminCouponList, ...admin });
export const adminCouponGet = defineCall({ path: '/coupon/get', body: IdBody, answer: AdminCoupon, ...admin });
/** Creates (no id) or edits a coupon; orders that used it keep the discount they were given. */
export const adminCouponSave = defineCall({ path: '/coupon/save', body: CouponSaveBody, answer: AdminCoupon, ...admin });
export const adminCouponDisable = defineCall({ path: '/coupon/disable', body: IdBody, answer: AdminCoupon, ...admin });
/** N coupons with the same terms and unique codes, in one transaction; the batch names them for the CSV. */
export const adminCouponBulk = defineCall({ path: '/coupon/bulk', body: CouponBulkBody, answer: z.object({ batch: z.string(), count: z.number().int() }), ...admin });
/** A batch's codes as a download (a GET the console links to): `?batch=…`. */
export const COUPON_EXPORT_PATH = '/api/admin/coupon/export.csv';
export const CouponExportQuery = z.strictObject({ batch: z.string().trim().min(1).max(40) });
export const adminCouponUsage = defineCall({ path: '/coupon/usage', body: IdBody, answer: MarketingUsage, ...admin });

export const adminPromotionList = defineCall({ path: '/promotion/list', body: PromotionListBody, answer: AdminPromotionList, ...admin });
export const adminPromotionGet = defineCall({ path: '/promotion/get', body: IdBody, answer: AdminPromotion, ...admin });
export const adminPromotionSave = defineCall({ path: '/promotion/save', body: PromotionSaveBody, answer: AdminPromotion, ...admin });
export const adminPromotionActive = defineCall({
  path: '/promotion/active',
  body: z.strictObject({ id: id(), active: z.boolean() }),
  answer: AdminPromotion,
  ...admin,
});
export const adminPromotionUsage = defineCall({ path: '/promotion/usage', body: IdBody, answer: MarketingUsage, ...admin });
