/** Search-engine and sharing meta: canonical, hreflang alternates, JSON-LD. */
import type { PageMeta } from '../../shared/contracts/page.ts';
import { ROUTE_LANGS, switchLanguage } from '../../shared/routes.ts';

export function alternates(publicUrl: string, path: string): PageMeta['alternates'] {
  const list: PageMeta['alternates'] = ROUTE_LANGS.map((lang) => ({ hreflang: lang, href: publicUrl + switchLanguage(path, lang) }));
  list.push({ hreflang: 'x-default', href: publicUrl + switchLanguage(path, '') });
  return list;
}

export function breadcrumbLd(publicUrl: string, items: Array<{ name: string; href: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: publicUrl + item.href })),
  };
}
