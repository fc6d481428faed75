/** Price filters are typed in the displayed currency and sent in the base currency's minor units. */
import { CURRENCIES, convertMinor, type CurrencyCode } from '../../../shared/money.ts';

/** Base minor units → the displayed currency's major units, as an input value. */
export function toDisplayAmount(minor: number | undefined, base: CurrencyCode, shown: CurrencyCode, rate: number): string {
  if (minor === undefined) return '';
  return String(convertMinor(minor, base, shown, rate) / 10 ** CURRENCIES[shown].decimals);
}

/** An input value in the displayed currency → base minor units; null when empty or invalid. */
export function toBaseMinor(value: string, base: CurrencyCode, shown: CurrencyCode, rate: number): number | null {
  const major = Number(value.replace(',', '.'));
  if (!value.trim() || !Number.isFinite(major) || major < 0 || !rate) return null;
  return convertMinor(Math.round(major * 10 ** CURRENCIES[shown].decimals), shown, base, 1 / rate);
}

/** A list's price range (base minor units) in the displayed currency's whole units, widened to whole numbers. */
export function displayRange(range: { min: number; max: number }, base: CurrencyCode, shown: CurrencyCode, rate: number): { min: string; max: string } {
  const major = (minor: number) => convertMinor(minor, base, shown, rate) / 10 ** CURRENCIES[shown].decimals;
  return { min: String(Math.floor(major(range.min))), max: String(Math.ceil(major(range.max))) };
}
