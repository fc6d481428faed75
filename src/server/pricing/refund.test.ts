import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundForReturn, type RefundLine } from './pricing.ts';

const line = (key: string, quantity: number, total: number, alreadyRequested = 0, returning = 0): RefundLine => ({ key, quantity, total, alreadyRequested, returning });

describe('the refund of an after-sales request', () => {
  it("refunds a partial return's paid share of the line, without shipping", () => {
    // 3 units paid 2,999 after discounts: one unit refunds 999, the rest 2,000.
    const first = refundForReturn({ lines: [line('a', 3, 2999, 0, 1), line('b', 1, 1000)], shipping: 500 });
    expect(first).toEqual({
      lines: [
        { key: 'a', amount: 999 },
        { key: 'b', amount: 0 },
      ],
      shipping: 0,
      total: 999,
    });
  });

  it('refunds shipping with the request that brings the whole order back', () => {
    const whole = refundForReturn({ lines: [line('a', 3, 2999, 1, 2), line('b', 1, 1000, 0, 1)], shipping: 500 });
    expect(whole).toEqual({
      lines: [
        { key: 'a', amount: 2000 },
        { key: 'b', amount: 1000 },
      ],
      shipping: 500,
      total: 3500,
    });
  });

  it('refuses more units than are left', () => {
    expect(() => refundForReturn({ lines: [line('a', 2, 1000, 1, 2)], shipping: 0 })).toThrow(RangeError);
  });

  it('adds up, over any split of an order into requests, to exactly what was paid — never more', () => {
    const order = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 20 }), total: fc.integer({ min: 0, max: 1_000_000 }) }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 5000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (lines, shipping, picks) => {
        const requested = lines.map(() => 0);
        let refunded = 0;
        let shippingRefunds = 0;
        for (const pick of picks) {
          // Each request takes some units of one line (what `pick` chooses of what is left).
          const i = pick % lines.length;
          const left = lines[i].quantity - requested[i];
          if (left === 0) continue;
          const returning = (pick % left) + 1;
          const result = refundForReturn({
            lines: lines.map((l, j) => line(String(j), l.quantity, l.total, requested[j], j === i ? returning : 0)),
            shipping,
          });
          requested[i] += returning;
          for (const [j, l] of result.lines.entries()) {
            expect(l.amount).toBeGreaterThanOrEqual(0);
            expect(l.amount).toBeLessThanOrEqual(lines[j].total);
          }
          const whole = requested.every((q, j) => q === lines[j].quantity);
          expect(result.shipping).toBe(whole ? shipping : 0);
          if (result.shipping) shippingRefunds++;
          refunded += result.total;
        }
        const paid = lines.reduce((a, l) => a + l.total, 0) + shipping;
        expect(refunded).toBeLessThanOrEqual(paid);
        if (requested.every((q, j) => q === lines[j].quantity)) expect(refunded).toBe(paid);
        expect(shippingRefunds).toBeLessThanOrEqual(1);
      }),
    );
  });
});
