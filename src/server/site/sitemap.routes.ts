/**
 * robots.txt and sitemap.xml. The sitemap is an index of pages of at most SITEMAP_PAGE_SIZE
 * product URLs each (plus one of categories and content pages), so it scales with the catalogue.
 */
import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../shared/routes.ts';
import type { Db } from '../platform/db/client.ts';
import { countPublishedProducts, publishedProductSlugs } from '../catalog/catalog.service.ts';
import { publishedPageSlugs } from '../content/content.service.ts';
import { alternates } from '../content/meta.ts';
import type { SiteService } from './site.service.ts';

export const SITEMAP_PAGE_SIZE = 10_000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function registerSitemap(app: FastifyInstance, deps: { db: Db; site: SiteService; publicUrl: string }) {
  const { db, site, publicUrl } = deps;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const { config } = await site.get();
    const user = config.router.userPath;
    reply.type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      `Disallow: /${user}/`,
      'Disallow: /*/auth/',
      'Disallow: /auth/',
      'Disallow: /search',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const n = await countPublishedProducts(db);
    const productPages = Math.max(1, Math.ceil(n / SITEMAP_PAGE_SIZE));
    const entries = [`${publicUrl}/sitemap-pages.xml`];
    for (let i = 1; i <= productPages; i++) entries.push(`${publicUrl}/sitemap-products-${i}.xml`);
    reply.type('application/xml; charset=utf-8');
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((e) => `<sitemap><loc>${e}</loc></sitemap>`).join('')}</sitemapindex>`);
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const state = await site.get();
    const router = state.config.router;
    const contentPages = await publishedPageSlugs(db);
    const paths = [
      buildPath({ type: 'home' }, '', router),
      ...state.categories.map((c) => buildPath({ type: 'category', slug: c.slug }, '', router)),
      ...contentPages.map((p) => buildPath({ type: 'page', slug: p.slug }, '', router)),
    ];
    reply.type('application/xml; charset=utf-8');
    return xml(
      urlset(
        paths.map((p) => ({ loc: publicUrl + p })),
        publicUrl,
      ),
    );
  });

  app.get<{ Params: { n: string } }>('/sitemap-products-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const page = Number(request.params.n);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) return reply.status(404).send();
    const state = await site.get();
    const rows = await publishedProductSlugs(db, { limit: SITEMAP_PAGE_SIZE, offset: (page - 1) * SITEMAP_PAGE_SIZE });
    if (rows.length === 0 && page > 1) return reply.status(404).send();
    reply.type('application/xml; charset=utf-8');
    const router = state.config.router;
    return xml(
      urlset(
        rows.map((r) => ({ loc: publicUrl + buildPath({ type: 'product', slug: r.slug }, '', router) })),
        publicUrl,
      ),
    );
  });
}

/** Each URL with the same alternates as its page's head: the languages that have texts, and x-default. */
function urlset(urls: Array<{ loc: string }>, publicUrl: string): string {
  const body = urls
    .map(({ loc }) => {
      const links = alternates(publicUrl, loc.slice(publicUrl.length) || '/')
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`)
        .join('');
      return `<url><loc>${esc(loc)}</loc>${links}</url>`;
    })
    .join('');
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`;
}
