import { z } from 'zod';
import { envelope } from './common.ts';
import { AddressInput } from './checkout.ts';

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
  productSlug: z.string().nullable(),
  stackable: z.boolean(),
  gift: z.boolean(),
  expiresAt: z.string().nullable(),
  claimed: z.boolean(),
});
export type CouponView = z.infer<typeof CouponView>;
export const WalletCoupon = CouponView.extend({ state: z.enum(['available', 'used', 'expired']) });

export const PromotionListAnswer = envelope(z.object({ list: z.array(PromotionView) }));
export const CouponListAnswer = envelope(z.object({ list: z.array(CouponView) }));
export const WalletAnswer = envelope(z.object({ list: z.array(WalletCoupon) }));
export const ClaimBody = z.strictObject({ code: z.string().trim().min(1).max(40) });

export const AddressView = AddressInput.extend({ id: z.number().int(), isDefault: z.boolean() });
export const AddressSaveBody = AddressInput.extend({ id: z.number().int().positive().optional(), isDefault: z.boolean().optional() });
export const AddressIdBody = z.strictObject({ id: z.number().int().positive() });
export const AddressListAnswer = envelope(z.object({ list: z.array(AddressView) }));
