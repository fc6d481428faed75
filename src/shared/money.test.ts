import { describe, expect, it } from 'vitest';
import { convertMinor, CURRENCIES, decimalAmount, formatMoney } from './money.ts';

describe('money', () => {
  it('converts with the rate and the target currency decimals', () => {
    expect(convertMinor(1250, 'USD', 'JPY', 150.4)).toBe(1880);
    expect(convertMinor(1000, 'USD', 'EUR', 0.92)).toBe(920);
    expect(convertMinor(999, 'USD', 'USD', 3)).toBe(999);
  });

  it('formats with each currency own symbol and decimals', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1880, 'JPY')).toBe('¥1,880');
    expect(formatMoney(500, 'PHP')).toBe('₱5.00');
    expect(formatMoney(-250, 'GBP')).toBe('-£2.50');
    expect(Object.keys(CURRENCIES)).toEqual(['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'PHP', 'INR', 'RUB']);
  });

  it("writes amounts for machines with the currency's own decimals", () => {
    expect(decimalAmount(1250, 'USD')).toBe('12.50');
    expect(decimalAmount(5, 'USD')).toBe('0.05');
    expect(decimalAmount(0, 'EUR')).toBe('0.00');
    expect(decimalAmount(-1999, 'GBP')).toBe('-19.99');
    expect(decimalAmount(1250, 'JPY')).toBe('1250');
    expect(decimalAmount(0, 'JPY')).toBe('0');
  });
});
