import { pickLocalized } from '../../shared/i18n/i18n.ts';
import type { VariantNames } from '../../shared/variants.ts';
import type { ProductImage, ProductOptions } from './catalog.schema.ts';
import type { Localized } from '../platform/db/columns.ts';
import type { ImageRef } from '../../shared/contracts/catalog.ts';

/** The text in the language, else its catalogue language (zh-TW → zh-HK), else English. */
export function localize(text: Localized | null | undefined, lang: string): string {
  return pickLocalized(text, lang);
}

/** The names of a variant's colour and style from its product's options (what an order keeps of them). */
export function variantNames(options: ProductOptions, values: { color: string | null; style: string | null }): VariantNames {
  const color = options.color?.find((c) => c.value === values.color)?.name;
  const style = options.style?.find((s) => s.value === values.style)?.name;
  return { ...(color ? { color } : {}), ...(style ? { style } : {}) };
}

export function imageRef(image: ProductImage | undefined, lang: string, fallbackAlt: string): ImageRef | null {
  if (!image) return null;
  return { url: image.url, width: image.width, height: image.height, alt: localize(image.alt, lang) || fallbackAlt };
}
