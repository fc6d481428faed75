/**
 * Search-engine meta: the canonical address and hreflang alternates of a page (the breadcrumb
 * JSON-LD is in platform/page-context.ts). A page exists once per language that has texts (the
 * four catalogues); the other route prefixes serve one of those and point their canonical at it.
 */
import type { PageMeta } from '../../shared/contracts/page.ts';
import { catalogueLangs } from '../../shared/i18n/i18n.ts';
import { switchLanguage, type RouteLang } from '../../shared/routes.ts';

export function alternates(publicUrl: string, path: string): PageMeta['alternates'] {
  const list: PageMeta['alternates'] = catalogueLangs.map((lang) => ({ hreflang: lang, href: publicUrl + switchLanguage(path, lang) }));
  list.push({ hreflang: 'x-default', href: publicUrl + switchLanguage(path, '') });
  return list;
}

/**
 * The path a page is canonical at: its own, when the language of its prefix (or the default
 * language, without one) is the language it is served in; else the same page under the served
 * language's prefix (`/de/x` and `/zh-TW/x` → `/en/x` and `/zh-HK/x`).
 */
export function canonicalPath(path: string, route: { langPrefix: string; lang: RouteLang }, defaultLang: string): string {
  const asked = route.langPrefix || defaultLang;
  const target = asked === route.lang ? route.langPrefix : route.lang;
  return switchLanguage(path, target as RouteLang | '').replace(/\/+$/, '') || '/';
}

/** How long a meta description may be, in the width units of `textWidth` (about what search results show). */
export const META_DESCRIPTION_WIDTH = 160;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Columns a text takes: Chinese, Japanese and Korean characters count two, like their width on screen. */
const textWidth = (text: string) => Array.from(text).reduce((n, c) => n + (WIDE.test(c) || c.codePointAt(0)! > 0x1ffff ? 2 : 1), 0);

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * A page's text as its meta description: on one line, and when too long cut after the last whole
 * word that fits (in Chinese, the word segmenter's words) with an ellipsis, never inside a word.
 */
export function metaDescription(text: string, maxWidth = META_DESCRIPTION_WIDTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (textWidth(plain) <= maxWidth) return plain;
  let cut = '';
  let width = 0;
  for (const { segment } of words.segment(plain)) {
    width += textWidth(segment);
    if (width > maxWidth - 1) break;
    cut += segment;
  }
  cut = cut.replace(/[\s\p{P}]+$/u, '');
  // A first "word" longer than the whole description (a long link) is cut between characters.
  if (!cut) {
    for (const c of plain) {
      if (textWidth(cut + c) > maxWidth - 1) break;
      cut += c;
    }
  }
  return `${cut}…`;
}
