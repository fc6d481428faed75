import { CURRENCIES, formatMoney, isCurrency } from '../shared/money.ts';
import type { ConsoleLang } from './messages.ts';

const LOCALES: Record<ConsoleLang, string> = { en: 'en-US', zh: 'zh-CN', 'zh-HK': 'zh-HK', fil: 'fil-PH' };
export const localeOf = (lang: ConsoleLang) => LOCALES[lang];

/** An amount in minor units of the shop's base currency. */
export function money(amount: number, lang: ConsoleLang, currency = window.__CONSOLE__.baseCurrency): string {
  return isCurrency(currency) ? formatMoney(amount, currency, LOCALES[lang]) : `${(amount / 100).toFixed(2)} ${currency}`;
}

/** The base currency's decimals (JPY 0, USD 2); an unknown code is taken as 2. */
export function currencyDecimals(currency: string = window.__CONSOLE__.baseCurrency): number {
  return isCurrency(currency) ? CURRENCIES[currency].decimals : 2;
}

/** Minor units as an amount field shows them, with the currency's decimals ("12.50", "1200"); null is an empty field. */
export const amountText = (minor: number | null, decimals: number) => (minor === null ? '' : (minor / 10 ** decimals).toFixed(decimals));

/**
 * An amount field's text in minor units: "12.5" is 1250 with 2 decimals and 13 with 0 (rounded to
 * what the currency can hold); empty is null; NaN when it is not a number (the server then names the field).
 */
export const amountMinor = (text: string, decimals: number) => (text.trim() === '' ? null : Math.round(Number(text.trim().replace(',', '.')) * 10 ** decimals));

/** The `step` of a number field for amounts in a currency with `decimals`: "1" for JPY, "0.01" for USD. */
export const amountStep = (decimals: number) => (decimals === 0 ? '1' : (1 / 10 ** decimals).toFixed(decimals));

export function dateTime(iso: string, lang: ConsoleLang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
