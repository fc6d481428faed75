import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../shared/constants.ts';
import { CartUpdateBody } from '../../shared/contracts/cart.ts';
import { clampLineQuantity, lineMax, parseQuantity, stockWarning } from './cart-quantity.ts';

const CONTRACT_MAX = CartUpdateBody.shape.quantity.maxValue;

describe('cart line quantity', () => {
  it('uses the contract limit', () => {
    expect(MAX_LINE_QUANTITY).toBe(CONTRACT_MAX);
  });

  it('caps at the stock and at 99, never below 1', () => {
    expect(lineMax(5)).toBe(5);
    expect(lineMax(500)).toBe(99);
    expect(lineMax(0)).toBe(1);
    expect(lineMax(-3)).toBe(1);
  });

  it('clamps to whole numbers within the range', () => {
    expect(clampLineQuantity(3, 10)).toBe(3);
    expect(clampLineQuantity(2.7, 10)).toBe(2);
    expect(clampLineQuantity(0, 10)).toBe(1);
    expect(clampLineQuantity(-4, 10)).toBe(1);
    expect(clampLineQuantity(12, 10)).toBe(10);
    expect(clampLineQuantity(150, 1000)).toBe(99);
    expect(clampLineQuantity(Number.NaN, 10)).toBe(1);
    expect(clampLineQuantity(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });

  it('reads only digits as a typed quantity', () => {
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('1e3')).toBeNull();
  });

  it('names the stock warning of a line', () => {
    expect(stockWarning({ warning: null, stock: 9 })).toBeNull();
    expect(stockWarning({ warning: 'out_of_stock', stock: 0 })).toEqual({ key: 'errors.outOfStock' });
    expect(stockWarning({ warning: 'low_stock', stock: 2 })).toEqual({ key: 'product.onlyLeft', vars: { 0: 2 } });
  });
});
