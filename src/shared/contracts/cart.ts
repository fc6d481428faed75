import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg } from './common.ts';
import { MAX_LINE_QUANTITY } from '../constants.ts';
import { ImageRef } from './catalog.ts';

const quantity = z
  .number(msg('validation.required'))
  .int(msg('validation.notInteger'))
  .min(1, msg('validation.invalid'))
  .max(MAX_LINE_QUANTITY, msg('validation.invalid'));

export const CartAddBody = z.strictObject({ sku: z.string().trim().min(1).max(80), quantity });
export const CartUpdateBody = z.strictObject({ variantId: id(), quantity });
export const CartRemoveBody = z.strictObject({ variantId: id() });
export const CouponCodeBody = z.strictObject({ code: z.string().trim().min(1, msg('validation.required')).max(40, msg('validation.tooLong')) });
/** The cart priced for shipping to `country`: by the method chosen at checkout, else by the country's cheapest. */
export const CartEstimateBody = z.strictObject({
  country: z.string().trim().length(2).optional(),
  shippingMethodId: id().optional(),
  /** Credits the signed-in customer means to spend (100 = 1 unit of the base currency); at most what the order can use. */
  credits: z.number().int().nonnegative().max(2_000_000_000).optional(),
});

export const CartLine = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  productSlug: z.string(),
  title: z.string(),
  options: z.object({ color: z.string().nullable(), size: z.string().nullable(), style: z.string().nullable() }),
  image: ImageRef.nullable(),
  unitPrice: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** 'out_of_stock' or 'low_stock' (only {0} units left) or null. */
  warning: z.enum(['out_of_stock', 'low_stock']).nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type CartLine = z.infer<typeof CartLine>;

/** A coupon code that does not apply, why, and (COUPON_THRESHOLD) the subtotal it needs. */
export const CouponRejection = z.object({ code: z.string(), reason: z.string(), message: z.string(), threshold: z.number().int().optional() });
export type CouponRejection = z.infer<typeof CouponRejection>;

export const Cart = z.object({
  count: z.number().int(),
  lines: z.array(CartLine),
  subtotal: z.number().int(),
  promotion: z.object({ id: z.number().int(), title: z.string(), discount: z.number().int() }).nullable(),
  coupons: z.array(z.object({ code: z.string(), discount: z.number().int() })),
  rejectedCoupons: z.array(CouponRejection),
  discount: z.number().int(),
  shippingEstimate: z.number().int().nullable(),
  total: z.number().int(),
  /** All amounts are minor units of this (the shop's base) currency. */
  currency: z.string(),
  /**
   * The signed-in customer's credits, in an estimate: the balance, the most this order can use,
   * and what is used of the credits asked for and the discount they give (already in `total`).
   */
  credits: z.object({ balance: z.number().int(), usable: z.number().int(), used: z.number().int(), discount: z.number().int() }).optional(),
});
export type Cart = z.infer<typeof Cart>;

const tags = ['cart'];
/** Every cart call answers the shopper's whole cart. */
export const cartGet = defineCall({ path: '/cart/get', answer: Cart, tags });
export const cartAdd = defineCall({ path: '/cart/add', body: CartAddBody, answer: Cart, tags });
export const cartUpdate = defineCall({ path: '/cart/update', body: CartUpdateBody, answer: Cart, tags });
export const cartRemove = defineCall({ path: '/cart/remove', body: CartRemoveBody, answer: Cart, tags });
export const cartCouponApply = defineCall({ path: '/cart/coupon/apply', body: CouponCodeBody, answer: Cart, tags });
export const cartCouponRemove = defineCall({ path: '/cart/coupon/remove', body: CouponCodeBody, answer: Cart, tags });
export const cartEstimate = defineCall({ path: '/cart/estimate', body: CartEstimateBody, answer: Cart, tags });
