import { describe, expect, it } from 'vitest';
import { convertMinor, CURRENCIES, formatMoney } from './money.ts';

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
});
