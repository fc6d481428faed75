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
  productIds: fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 })),
});
const coupon = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  code: fc.string({ minLength: 1, maxLength: 8 }),
  discountType: fc.constantFrom('amount' as const, 'percent' as const),
  value: fc.integer({ min: 0, max: 200_000 }),
  threshold: fc.integer({ min: 0, max: 100_000 }),
  productIds: fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 })),
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

  it('keeps a coupon for specified items on those items lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), coupon, fc.integer({ min: 1, max: 5 }), (lines, c, other) => {
        const itemCoupon: Coupon = { ...c, productIds: [...new Set([lines[0].productId, other])], stackable: true };
        const result = priceOrder({ lines, promotions: [], coupons: [itemCoupon], shipping: null });
        result.lines.forEach((l, i) => {
          if (!itemCoupon.productIds.includes(lines[i].productId)) expect(l.couponDiscount).toBe(0);
        });
      }),
    );
  });

  it('refuses a coupon for specified items when no line is one of them', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), coupon, (lines, c) => {
        const elsewhere: Coupon = { ...c, threshold: 0, productIds: [99, 100] };
        const result = priceOrder({ lines, promotions: [], coupons: [elsewhere], shipping: null });
        expect(result.coupons).toEqual([]);
        expect(result.rejectedCoupons).toEqual([{ code: c.code, reason: 'COUPON_NOT_APPLICABLE' }]);
      }),
    );
  });

  it('keeps a scoped promotion on its products lines, and counts only them towards its threshold', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), promotion, fc.array(line, { maxLength: 4 }), (lines, p, others) => {
        const scoped: Promotion = { ...p, productIds: p.productIds.length ? p.productIds : [1] };
        // Lines of products outside the scope change nothing about the promotion.
        const outside = others.map((o) => ({ ...o, productId: o.productId + 10 }));
        const alone = priceOrder({ lines, promotions: [scoped], coupons: [], shipping: null });
        const mixed = priceOrder({ lines: [...lines, ...outside], promotions: [scoped], coupons: [], shipping: null });
        expect(mixed.promotion).toEqual(alone.promotion);
        mixed.lines.forEach((l, i) => {
          if (!scoped.productIds.includes((i < lines.length ? lines[i] : outside[i - lines.length]).productId)) expect(l.promotionDiscount).toBe(0);
        });
        const covered = lines.filter((l) => scoped.productIds.includes(l.productId)).reduce((a, l) => a + l.unitPrice * l.quantity, 0);
        expect(mixed.promotion?.discount ?? 0).toBeLessThanOrEqual(covered);
      }),
    );
  });

  it('prices an unscoped promotion on the whole order', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), promotion, (lines, p) => {
        const all = priceOrder({ lines, promotions: [{ ...p, productIds: [] }], coupons: [], shipping: null });
        const everyProduct = priceOrder({ lines, promotions: [{ ...p, productIds: [1, 2, 3, 4, 5] }], coupons: [], shipping: null });
        expect(everyProduct.promotion).toEqual(all.promotion);
        expect(everyProduct.lines).toEqual(all.lines);
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
      { id: 1, kind: 'buy_n', threshold: 3, discountType: 'percent', value: 10, productIds: [] },
      { id: 2, kind: 'over_x', threshold: 10_000, discountType: 'amount', value: 1500, productIds: [] },
    ];
    const coupons: Coupon[] = [{ id: 7, code: 'SAVE5', discountType: 'amount', value: 500, threshold: 8600, productIds: [], stackable: true }];
    const result = priceOrder({ lines, promotions, coupons, shipping: { id: 1, kind: 'flat', rate: 800 } });
    expect(result.subtotal).toBe(10_000);
    expect(result.promotion).toEqual({ id: 2, discount: 1500 });
    expect(result.coupons).toEqual([]);
    expect(result.rejectedCoupons).toEqual([{ code: 'SAVE5', reason: 'COUPON_THRESHOLD' }]);
    expect(result.total).toBe(10_000 - 1500 + 800);
  });

  it('applies a promotion scoped to products only to their lines', () => {
    // Buy 2 of product 1 for 10 % off: product 2 neither counts nor is discounted.
    const promotions: Promotion[] = [{ id: 3, kind: 'buy_n', threshold: 2, discountType: 'percent', value: 10, productIds: [1] }];
    const result = priceOrder({ lines, promotions, coupons: [], shipping: null });
    expect(result.promotion).toEqual({ id: 3, discount: 600 });
    expect(result.lines.map((l) => l.promotionDiscount)).toEqual([600, 0]);
    // Scoped to product 2, the same promotion needs 2 of it: one is not enough.
    expect(priceOrder({ lines, promotions: [{ ...promotions[0], productIds: [2] }], coupons: [], shipping: null }).promotion).toBeNull();
  });

  it('discounts only the lines of a coupon for several products', () => {
    const three: PricingLine[] = [...lines, { key: 'c', productId: 3, unitPrice: 1000, quantity: 1 }];
    const coupons: Coupon[] = [{ id: 4, code: 'PAIR', discountType: 'percent', value: 50, threshold: 0, productIds: [2, 3], stackable: false }];
    const result = priceOrder({ lines: three, promotions: [], coupons, shipping: null });
    expect(result.coupons).toEqual([{ id: 4, code: 'PAIR', discount: 2500 }]);
    expect(result.lines.map((l) => l.couponDiscount)).toEqual([0, 2000, 500]);
  });

  it('lets a non-stackable coupon stand alone when it is worth more', () => {
    const coupons: Coupon[] = [
      { id: 1, code: 'A', discountType: 'amount', value: 300, threshold: 0, productIds: [], stackable: true },
      { id: 2, code: 'B', discountType: 'amount', value: 400, threshold: 0, productIds: [], stackable: true },
      { id: 3, code: 'BIG', discountType: 'percent', value: 20, threshold: 0, productIds: [], stackable: false },
    ];
    const result = priceOrder({ lines, promotions: [], coupons, shipping: null });
    expect(result.coupons).toEqual([{ id: 3, code: 'BIG', discount: 2000 }]);
    expect(result.rejectedCoupons.map((r) => r.code).sort()).toEqual(['A', 'B']);
  });

  it('makes shipping free over the threshold, after discounts', () => {
    const method: ShippingMethod = { id: 2, kind: 'free_over', rate: 900, freeOver: 9_000 };
    expect(priceOrder({ lines, promotions: [], coupons: [], shipping: method }).shipping).toBe(0);
    const coupon: Coupon = { id: 1, code: 'X', discountType: 'amount', value: 2000, threshold: 0, productIds: [], stackable: true };
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
