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
