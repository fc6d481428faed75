import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, creditsLine, CREDITS_PER_UNIT, priceOrder, type Coupon, type PricingLine, type Promotion, type ShippingMethod } from './pricing.ts';

const line = fc.record({
  key: fc.uuid(),
  productId: fc.integer({ min: 1, max: 5 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  weight: fc.integer({ min: 0, max: 5_000 }),
});
const promotion = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  kind: fc.constantFrom('buy_n' as const, 'over_x' as const),
  threshold: fc.integer({ min: 0, max: 100_000 }),
  discountType: fc.constantFrom('amount' as const, 'percent' as const),
  value: fc.integer({ min: 0, max: 200_000 }),
});
const coupon = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  code: fc.string({ minLength: 1, maxLength: 8 }),
  discountType: fc.constantFrom('amount' as const, 'percent' as const),
  value: fc.integer({ min: 0, max: 200_000 }),
  threshold: fc.integer({ min: 0, max: 100_000 }),
  productId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  stackable: fc.boolean(),
});
const shipping: fc.Arbitrary<ShippingMethod | null> = fc.option(
  fc.oneof(
    fc.record({ id: fc.constant(1), kind: fc.constant('flat' as const), rate: fc.integer({ min: 0, max: 5_000 }) }),
    fc.record({ id: fc.constant(2), kind: fc.constant('free_over' as const), rate: fc.integer({ min: 0, max: 5_000 }), freeOver: fc.integer({ min: 0, max: 50_000 }) }),
    fc.record({ id: fc.constant(3), kind: fc.constant('weight' as const), rate: fc.integer({ min: 0, max: 5_000 }), perKg: fc.integer({ min: 0, max: 2_000 }) }),
  ),
  { nil: null },
);
const order = fc.record({
  lines: fc.array(line, { maxLength: 6 }),
  promotions: fc.array(promotion, { maxLength: 4 }),
  coupons: fc.array(coupon, { maxLength: 4 }),
  shipping,
});

describe('priceOrder properties', () => {
  it('never totals below zero nor above the subtotal plus shipping', () => {
    fc.assert(
      fc.property(order, (input) => {
        const result = priceOrder(input);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeLessThanOrEqual(result.subtotal + result.shipping);
      }),
    );
  });

  it('records every discount on the lines, and no line goes below zero', () => {
    fc.assert(
      fc.property(order, (input) => {
        const result = priceOrder(input);
        const lineDiscounts = result.lines.reduce((a, l) => a + l.promotionDiscount + l.couponDiscount, 0);
        expect(lineDiscounts).toBe(result.discount);
        for (const l of result.lines) expect(l.total).toBeGreaterThanOrEqual(0);
        expect(result.lines.reduce((a, l) => a + l.total, 0) + result.shipping).toBe(result.total);
      }),
    );
  });

  it('never lowers an order-over-X discount when an item is added', () => {
    const overX = fc.array(
      promotion.map((p) => ({ ...p, kind: 'over_x' as const })),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), line, overX, (lines, extra, promotions) => {
        const before = priceOrder({ lines, promotions, coupons: [], shipping: null });
        const after = priceOrder({ lines: [...lines, extra], promotions, coupons: [], shipping: null });
        expect(after.promotion?.discount ?? 0).toBeGreaterThanOrEqual(before.promotion?.discount ?? 0);
      }),
    );
  });

  it('keeps an item coupon on that item lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), coupon, (lines, c) => {
        const itemCoupon: Coupon = { ...c, productId: lines[0].productId, stackable: true };
        const result = priceOrder({ lines, promotions: [], coupons: [itemCoupon], shipping: null });
        result.lines.forEach((l, i) => {
          if (lines[i].productId !== itemCoupon.productId) expect(l.couponDiscount).toBe(0);
        });
      }),
    );
  });

  it('allocates exactly and within each weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 8 }), (amount, weights) => {
        const shares = allocate(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(
          Math.min(
            amount,
            weights.reduce((a, b) => a + b, 0),
          ),
        );
        shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]));
      }),
    );
  });
});

describe('priceOrder examples', () => {
  const lines: PricingLine[] = [
    { key: 'a', productId: 1, unitPrice: 3000, quantity: 2 },
    { key: 'b', productId: 2, unitPrice: 4000, quantity: 1 },
  ];

  it('picks the best promotion, then checks coupon thresholds after it', () => {
    const promotions: Promotion[] = [
      { id: 1, kind: 'buy_n', threshold: 3, discountType: 'percent', value: 10 },
      { id: 2, kind: 'over_x', threshold: 10_000, discountType: 'amount', value: 1500 },
    ];
    const coupons: Coupon[] = [{ id: 7, code: 'SAVE5', discountType: 'amount', value: 500, threshold: 8600, productId: null, stackable: true }];
    const result = priceOrder({ lines, promotions, coupons, shipping: { id: 1, kind: 'flat', rate: 800 } });
    expect(result.subtotal).toBe(10_000);
    expect(result.promotion).toEqual({ id: 2, discount: 1500 });
    expect(result.coupons).toEqual([]);
    expect(result.rejectedCoupons).toEqual([{ code: 'SAVE5', reason: 'COUPON_THRESHOLD' }]);
    expect(result.total).toBe(10_000 - 1500 + 800);
  });

  it('lets a non-stackable coupon stand alone when it is worth more', () => {
    const coupons: Coupon[] = [
      { id: 1, code: 'A', discountType: 'amount', value: 300, threshold: 0, productId: null, stackable: true },
      { id: 2, code: 'B', discountType: 'amount', value: 400, threshold: 0, productId: null, stackable: true },
      { id: 3, code: 'BIG', discountType: 'percent', value: 20, threshold: 0, productId: null, stackable: false },
    ];
    const result = priceOrder({ lines, promotions: [], coupons, shipping: null });
    expect(result.coupons).toEqual([{ id: 3, code: 'BIG', discount: 2000 }]);
    expect(result.rejectedCoupons.map((r) => r.code).sort()).toEqual(['A', 'B']);
  });

  it('makes shipping free over the threshold, after discounts', () => {
    const method: ShippingMethod = { id: 2, kind: 'free_over', rate: 900, freeOver: 9_000 };
    expect(priceOrder({ lines, promotions: [], coupons: [], shipping: method }).shipping).toBe(0);
    const coupon: Coupon = { id: 1, code: 'X', discountType: 'amount', value: 2000, threshold: 0, productId: null, stackable: true };
    expect(priceOrder({ lines, promotions: [], coupons: [coupon], shipping: method }).shipping).toBe(900);
  });
});

const minorPerUnit = fc.constantFrom(1, 100, 1000);
const withCredits = fc.record({
  lines: fc.array(line, { maxLength: 6 }),
  promotions: fc.array(promotion, { maxLength: 4 }),
  coupons: fc.array(coupon, { maxLength: 4 }),
  shipping,
  credits: fc.record({ requested: fc.integer({ min: 0, max: 5_000_000 }), minorPerUnit }),
});

describe('the credits line', () => {
  it('spends at most the credits asked for, worth exactly what it takes off (100 credits = 1 unit), never more than the goods', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), minorPerUnit, (requested, goods, perUnit) => {
        const { used, discount } = creditsLine(requested, goods, perUnit);
        expect(used).toBeGreaterThanOrEqual(0);
        expect(used).toBeLessThanOrEqual(requested);
        expect(discount).toBeLessThanOrEqual(goods);
        expect(discount * CREDITS_PER_UNIT).toBe(used * perUnit);
      }),
    );
  });

  it('spends as much as it can: what is left of the goods or of the credits is less than one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), minorPerUnit, (requested, goods, perUnit) => {
        const { used, discount } = creditsLine(requested, goods, perUnit);
        // More credits and more goods never spend fewer credits.
        const more = creditsLine(requested + CREDITS_PER_UNIT, goods + perUnit, perUnit);
        expect(more.used).toBeGreaterThanOrEqual(used);
        // One more step of credits would exceed either the credits asked for or the goods.
        expect(requested - used < CREDITS_PER_UNIT || goods - discount < perUnit).toBe(true);
      }),
    );
  });

  it('takes the credits off the goods after discounts, shares them over the lines, and leaves shipping alone', () => {
    fc.assert(
      fc.property(withCredits, (input) => {
        const plain = priceOrder({ ...input, credits: undefined });
        const result = priceOrder(input);
        expect(result.discount).toBe(plain.discount);
        expect(result.shipping).toBe(plain.shipping);
        expect(result.total).toBe(plain.total - result.credits.discount);
        expect(result.total).toBeGreaterThanOrEqual(result.shipping);
        expect(result.lines.reduce((a, l) => a + l.creditDiscount, 0)).toBe(result.credits.discount);
        for (const [i, l] of result.lines.entries()) {
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(l.total).toBe(plain.lines[i].total - l.creditDiscount);
        }
        expect(result.credits.used).toBeLessThanOrEqual(input.credits.requested);
      }),
    );
  });

  it('in dollars, 250 credits take 2.50 off; in yen only whole hundreds of credits are spent', () => {
    expect(creditsLine(250, 10_000, 100)).toEqual({ used: 250, discount: 250 });
    expect(creditsLine(250, 10_000, 1)).toEqual({ used: 200, discount: 2 });
    expect(creditsLine(5_000, 1_999, 100)).toEqual({ used: 1_999, discount: 1_999 });
    expect(creditsLine(-5, 1_000, 100)).toEqual({ used: 0, discount: 0 });
  });
});
