import { describe, expect, it } from 'vitest';
import { amountMinor, amountStep, amountText, currencyDecimals } from './format.ts';

describe('amounts in the base currency', () => {
  it('knows the decimals of each currency: none for yen, two for dollars', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('XXX')).toBe(2);
  });

  it('shows minor units with the currency’s decimals, and reads them back', () => {
    expect(amountText(1250, 2)).toBe('12.50');
    expect(amountText(1250, 0)).toBe('1250');
    expect(amountText(null, 0)).toBe('');
    expect(amountMinor('12.5', 2)).toBe(1250);
    expect(amountMinor('12,50', 2)).toBe(1250);
    // Yen: 800 typed is 800 yen, not 80,000; a fraction rounds to a whole yen.
    expect(amountMinor('800', 0)).toBe(800);
    expect(amountMinor('800.4', 0)).toBe(800);
    expect(amountMinor(' ', 0)).toBeNull();
    expect(amountMinor('abc', 2)).toBeNaN();
    for (const minor of [0, 1, 99, 1250, 123_456]) for (const d of [0, 2]) expect(amountMinor(amountText(minor, d), d)).toBe(minor);
  });

  it('steps number fields by the smallest amount the currency has', () => {
    expect(amountStep(0)).toBe('1');
    expect(amountStep(2)).toBe('0.01');
  });
});
