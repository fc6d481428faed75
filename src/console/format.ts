import { formatMoney, isCurrency } from '../shared/money.ts';
import type { ConsoleLang } from './messages.ts';

const LOCALES: Record<ConsoleLang, string> = { en: 'en-US', zh: 'zh-CN', 'zh-HK': 'zh-HK', fil: 'fil-PH' };
export const localeOf = (lang: ConsoleLang) => LOCALES[lang];

/** An amount in minor units of the shop's base currency. */
export function money(amount: number, lang: ConsoleLang, currency = window.__CONSOLE__.baseCurrency): string {
  return isCurrency(currency) ? formatMoney(amount, currency, LOCALES[lang]) : `${(amount / 100).toFixed(2)} ${currency}`;
}

export function dateTime(iso: string, lang: ConsoleLang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
