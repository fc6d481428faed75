/** Money is integer minor units plus an ISO currency code (DESIGN §3). */
export const CURRENCIES = {
  CNY: { symbol: '¥', decimals: 2 },
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  GBP: { symbol: '£', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  AUD: { symbol: 'A$', decimals: 2 },
  CAD: { symbol: 'C$', decimals: 2 },
  PHP: { symbol: '₱', decimals: 2 },
  INR: { symbol: '₹', decimals: 2 },
  RUB: { symbol: '₽', decimals: 2 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export function isCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

/**
 * Converts an amount in the base currency's minor units into another currency's minor units.
 * `rate` is units of the target currency for one unit of the base currency.
 */
export function convertMinor(amount: number, from: CurrencyCode, to: CurrencyCode, rate: number): number {
  if (from === to) return amount;
  const major = amount / 10 ** CURRENCIES[from].decimals;
  return Math.round(major * rate * 10 ** CURRENCIES[to].decimals);
}

/** Number formats by locale and decimals: building one costs far more than using it. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format;
}

/**
 * The locales the shop formats in (site.ts) all write a number the same way: Latin digits,
 * groups of three split by a comma, a point before the decimals. For them the number is written
 * here: building the first Intl.NumberFormat of a page loads the locale's data and cost about
 * 50 ms of the storefront's hydration on a slow phone. Other locales go through Intl.
 */
const PLAIN_LOCALES = new Set(['en-US', 'zh-CN', 'zh-HK', 'fil-PH']);

function plainNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const point = fixed.indexOf('.');
  const whole = point < 0 ? fixed : fixed.slice(0, point);
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) grouped = whole.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  return point < 0 ? grouped : grouped + fixed.slice(point);
}

/** Formats minor units with the currency's own symbol and decimals, e.g. `$12.50`, `¥1,250`. */
export function formatMoney(amount: number, currency: CurrencyCode, locale = 'en-US'): string {
  const { symbol, decimals } = CURRENCIES[currency];
  const value = amount / 10 ** decimals;
  const abs = Math.abs(value);
  // toFixed writes exponents from 1e21 on; Intl rounds half away from zero, toFixed from the binary value.
  const text = PLAIN_LOCALES.has(locale) && abs < 1e15 ? plainNumber(roundHalfAway(abs, decimals), decimals) : numberFormat(locale, decimals).format(abs);
  return `${value < 0 ? '-' : ''}${symbol}${text}`;
}

/** Rounds to `decimals` places, a half away from zero, as Intl.NumberFormat does with the decimal value written. */
function roundHalfAway(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number(`${value}e${decimals}`)) / scale;
}

/**
 * Minor units as a plain decimal number string with the currency's own decimals, for machines
 * (structured data, feeds): `1250` USD is `12.50`, `1250` JPY is `1250`.
 */
export function decimalAmount(amount: number, currency: CurrencyCode): string {
  const { decimals } = CURRENCIES[currency] ?? { decimals: 2 };
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount))).padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
