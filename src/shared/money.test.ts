import { describe, expect, it } from 'vitest';
import { convertMinor, CURRENCIES, CURRENCY_CODES, decimalAmount, formatMoney } from './money.ts';

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

describe('formatMoney without Intl for the shop’s locales', () => {
  it('writes what Intl.NumberFormat writes, for every currency and the four locales', () => {
    const values = [0, 1, 5, 9, 99, 100, 101, 999, 1000, 1005, 12_345, 99_999, 100_000, 123_456_789, 999_999_999_999, -1, -1250, 0.5, 1.5, 2.5, 12.345, 0.125, 4.005];
    for (let i = 0; i < 2000; i++) values.push(Math.floor(((i * 7919) % 10_007) * 10 ** (i % 10)) * (i % 7 === 0 ? -1 : 1));
    for (const locale of ['en-US', 'zh-CN', 'zh-HK', 'fil-PH']) {
      for (const code of CURRENCY_CODES) {
        const { symbol, decimals } = CURRENCIES[code];
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        for (const amount of values) {
          const value = amount / 10 ** decimals;
          expect(formatMoney(amount, code, locale)).toBe(`${value < 0 ? '-' : ''}${symbol}${intl.format(Math.abs(value))}`);
        }
      }
    }
  });
});
