/** Marketing sections: promotions, coupons to claim and the customer's coupon wallet. */
import { z } from 'zod';
import { ProductCard } from '../catalog.ts';
import { CouponView, PromotionView, WalletCoupon } from '../marketing.ts';

export const PromotionListSettings = z.object({ list: z.array(PromotionView) });

/** The promotion and the products to shop it with. */
export const PromotionDetailSettings = z.object({ promotion: PromotionView, products: z.array(ProductCard) });

export const CouponListSettings = z.object({ list: z.array(CouponView) });

export const CouponDetailSettings = z.object({
  coupon: CouponView,
  /** The sign-in page a signed-out shopper goes to before claiming. */
  signInHref: z.string(),
});

export const CouponWalletSettings = z.object({ list: z.array(WalletCoupon) });
