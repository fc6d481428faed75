import { z } from 'zod';
import { defineCall } from './call.ts';

export const PromotionView = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['buy_n', 'over_x']),
  threshold: z.number().int(),
  discountType: z.enum(['amount', 'percent']),
  value: z.number().int(),
  endsAt: z.string().nullable(),
});
export type PromotionView = z.infer<typeof PromotionView>;

export const CouponView = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(['amount', 'percent']),
  value: z.number().int(),
  threshold: z.number().int(),
  /** Empty: every item; otherwise the items it is limited to. */
  productSlugs: z.array(z.string()),
  stackable: z.boolean(),
  gift: z.boolean(),
  expiresAt: z.string().nullable(),
  claimed: z.boolean(),
});
export type CouponView = z.infer<typeof CouponView>;
export const WalletCoupon = CouponView.extend({ state: z.enum(['available', 'used', 'expired']) });

export const ClaimBody = z.strictObject({ code: z.string().trim().min(1).max(40) });

const tags = ['marketing'];
export const promotionList = defineCall({ path: '/promotion/list', answer: z.object({ list: z.array(PromotionView) }), tags });
/** The coupons a shopper may claim, each marked when this customer already has. */
export const couponList = defineCall({ path: '/coupon/list', answer: z.object({ list: z.array(CouponView) }), tags });
export const couponClaim = defineCall({ path: '/coupon/claim', body: ClaimBody, answer: z.null(), tags });
export const couponWallet = defineCall({ path: '/coupon/wallet', answer: z.object({ list: z.array(WalletCoupon) }), tags });
