/** Texts of promotions and coupons, and the wallet's state tabs. */
import type { z } from 'zod';
import type { CouponView, PromotionView, WalletCoupon as WalletCouponSchema } from '../../../shared/contracts/marketing.ts';

export type { CouponView, PromotionView };
export type WalletCoupon = z.infer<typeof WalletCouponSchema>;
export const COUPON_STATES = ['available', 'used', 'expired'] as const;
export type CouponState = WalletCoupon['state'];

type T = (key: string, vars?: Record<string, unknown>) => string;
type Money = (amount: number) => string;

/** "Buy 3 or more, get 10% off", "Orders over $50.00: $5.00 off". */
export function promotionRule(p: Pick<PromotionView, 'kind' | 'threshold' | 'discountType' | 'value'>, t: T, money: Money): string {
  const off = p.discountType === 'percent' ? { percent: p.value } : { amount: money(p.value) };
  if (p.kind === 'buy_n') return t(p.discountType === 'percent' ? 'promotion.buyNPercent' : 'promotion.buyNOff', { count: p.threshold, ...off });
  return t(p.discountType === 'percent' ? 'promotion.overXPercent' : 'promotion.overXOff', { threshold: money(p.threshold), ...off });
}

/** "$5.00 off" or "10% off". */
export function couponValue(c: Pick<CouponView, 'discountType' | 'value'>, t: T, money: Money): string {
  return c.discountType === 'percent' ? t('coupon.percentOff', { percent: c.value }) : t('coupon.off', { amount: money(c.value) });
}

export function couponThreshold(c: Pick<CouponView, 'threshold'>, t: T, money: Money): string {
  return c.threshold > 0 ? t('coupon.threshold', { amount: money(c.threshold) }) : t('coupon.noThreshold');
}

/** Wallet coupons under one state tab, and how many each tab holds. */
export function byState(list: WalletCoupon[]): Record<CouponState, WalletCoupon[]> {
  return Object.fromEntries(COUPON_STATES.map((s) => [s, list.filter((c) => c.state === s)])) as Record<CouponState, WalletCoupon[]>;
}

/** Where a signed-out shopper goes to claim: sign-in, then back to this page. */
export function signInHref(signInPath: string, current: string): string {
  return `${signInPath}?redirect=${encodeURIComponent(current)}`;
}
