import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/i18n.ts';
import { byState, couponThreshold, couponValue, promotionRule, signInHref, type WalletCoupon } from './marketing.ts';

const { t } = createTranslator('en');
const money = (n: number) => `$${(n / 100).toFixed(2)}`;

describe('promotion and coupon texts', () => {
  it('describes each kind of promotion', () => {
    expect(promotionRule({ kind: 'buy_n', threshold: 3, discountType: 'percent', value: 10 }, t, money)).toBe('Buy 3 or more, get 10% off');
    expect(promotionRule({ kind: 'buy_n', threshold: 2, discountType: 'amount', value: 500 }, t, money)).toBe('Buy 2 or more, get $5.00 off');
    expect(promotionRule({ kind: 'over_x', threshold: 5000, discountType: 'amount', value: 500 }, t, money)).toBe('Orders over $50.00: $5.00 off');
    expect(promotionRule({ kind: 'over_x', threshold: 5000, discountType: 'percent', value: 15 }, t, money)).toBe('Orders over $50.00: 15% off');
  });

  it('describes a coupon value and threshold', () => {
    expect(couponValue({ discountType: 'amount', value: 1000 }, t, money)).toBe('$10.00 off');
    expect(couponValue({ discountType: 'percent', value: 20 }, t, money)).toBe('20% off');
    expect(couponThreshold({ threshold: 0 }, t, money)).toBe('No minimum spend');
    expect(couponThreshold({ threshold: 3000 }, t, money)).toBe('Orders over $30.00');
  });

  it('splits the wallet by state', () => {
    const c = (code: string, state: WalletCoupon['state']) => ({ code, state }) as WalletCoupon;
    const tabs = byState([c('A', 'used'), c('B', 'available'), c('C', 'available')]);
    expect(tabs.available.map((x) => x.code)).toEqual(['B', 'C']);
    expect(tabs.used).toHaveLength(1);
    expect(tabs.expired).toEqual([]);
  });

  it('sends a signed-out shopper to sign in and back', () => {
    expect(signInHref('/zh/auth/signin', '/zh/coupon?x=1')).toBe('/zh/auth/signin?redirect=%2Fzh%2Fcoupon%3Fx%3D1');
  });
});
