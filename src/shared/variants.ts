/**
 * How a product variant is written for shoppers, the same everywhere: cart, checkout summary,
 * thank-you page, order list and detail, and the order e-mails. A variant is stored by its option
 * values (`sage`, `S`, `short-sleeve`); colours and styles have names per language, sizes are
 * written alike in every language.
 */
import { pickLocalized } from './i18n/i18n.ts';

export interface VariantOptions {
  color?: string | null;
  size?: string | null;
  style?: string | null;
}

/** A variant's values as shown, each one there or null. */
export type ShownVariant = { [K in keyof VariantOptions]-?: string | null };

/** The names per language of a variant's colour and style. */
export interface VariantNames {
  color?: Record<string, string>;
  style?: Record<string, string>;
}

/** The variant's values as shown in a language: each named value by its name there, the rest as stored. */
export function localizeVariant(values: VariantOptions, names: VariantNames, lang: string): ShownVariant {
  return {
    color: names.color ? pickLocalized(names.color, lang) : (values.color ?? null),
    size: values.size ?? null,
    style: names.style ? pickLocalized(names.style, lang) : (values.style ?? null),
  };
}

/** The variant in one line: "Sage Green / S / Short sleeve". */
export function variantText(options: VariantOptions): string {
  return [options.color, options.size, options.style].filter(Boolean).join(' / ');
}
