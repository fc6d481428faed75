import { catalogueFor } from '../../shared/i18n/i18n.ts';
import type { ProductImage } from './catalog.schema.ts';
import type { Localized } from '../platform/db/columns.ts';
import type { ImageRef } from '../../shared/contracts/catalog.ts';

/** The text in the language, else its catalogue language (zh-TW → zh-HK), else English. */
export function localize(text: Localized | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] || text[catalogueFor(lang)] || text.en || Object.values(text)[0] || '';
}

export function imageRef(image: ProductImage | undefined, lang: string, fallbackAlt: string): ImageRef | null {
  if (!image) return null;
  return { url: image.url, width: image.width, height: image.height, alt: localize(image.alt, lang) || fallbackAlt };
}
