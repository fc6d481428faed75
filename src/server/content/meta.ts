/** Search-engine meta: the hreflang alternates of a page (the breadcrumb JSON-LD is in platform/page-context.ts). */
import type { PageMeta } from '../../shared/contracts/page.ts';
import { ROUTE_LANGS, switchLanguage } from '../../shared/routes.ts';

export function alternates(publicUrl: string, path: string): PageMeta['alternates'] {
  const list: PageMeta['alternates'] = ROUTE_LANGS.map((lang) => ({ hreflang: lang, href: publicUrl + switchLanguage(path, lang) }));
  list.push({ hreflang: 'x-default', href: publicUrl + switchLanguage(path, '') });
  return list;
}
