/**
 * robots.txt and sitemap.xml. The sitemap is an index of pages of at most `pageSize` product URLs
 * each (config SITEMAP_PAGE_SIZE, the protocol's 50,000 by default; plus one page of categories and
 * content pages). A product page is streamed: its slugs are read READ_BATCH at a time from where
 * the page starts (a keyset over the id), and each batch is written to the reply as it comes, so a
 * page of 50,000 URLs never sits whole in memory.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../shared/routes.ts';
import type { Db } from '../platform/db/client.ts';
import { countPublishedProducts, publishedProductIdAt, publishedProductSlugs } from '../catalog/catalog.service.ts';
import { publishedPageSlugs } from '../content/content.service.ts';
import { alternates } from '../content/meta.ts';
import type { SiteService } from './site.service.ts';

/** Product slugs read per query while a sitemap page streams. */
const READ_BATCH = 2_000;
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function registerSitemap(app: FastifyInstance, deps: { db: Db; site: SiteService; publicUrl: string; pageSize: number }) {
  const { db, site, publicUrl, pageSize } = deps;

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
    const productPages = Math.max(1, Math.ceil(n / pageSize));
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
    const router = (await site.get()).config.router;
    const fromId = await publishedProductIdAt(db, (page - 1) * pageSize);
    if (fromId === undefined && page > 1) return reply.status(404).send();
    const toUrl = (slug: string) => urlEntry(publicUrl + buildPath({ type: 'product', slug }, '', router), publicUrl);
    reply.type('application/xml; charset=utf-8');
    return reply.send(Readable.from(productUrlset(db, fromId, pageSize, toUrl)));
  });
}

/** A product page's XML in pieces: the opening, each batch of URLs as it is read, the closing. */
async function* productUrlset(db: Db, fromId: number | undefined, pageSize: number, toUrl: (slug: string) => string): AsyncGenerator<string> {
  yield xml(URLSET_OPEN);
  let left = fromId === undefined ? 0 : pageSize;
  let next = fromId ?? 0;
  while (left > 0) {
    const rows = await publishedProductSlugs(db, { fromId: next, limit: Math.min(READ_BATCH, left) });
    if (rows.length === 0) break;
    yield rows.map((r) => toUrl(r.slug)).join('');
    left -= rows.length;
    next = rows[rows.length - 1].id + 1;
  }
  yield '</urlset>';
}

/** A URL with the same alternates as its page's head: the languages that have texts, and x-default. */
function urlEntry(loc: string, publicUrl: string): string {
  const links = alternates(publicUrl, loc.slice(publicUrl.length) || '/')
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`)
    .join('');
  return `<url><loc>${esc(loc)}</loc>${links}</url>`;
}

function urlset(urls: Array<{ loc: string }>, publicUrl: string): string {
  return `${URLSET_OPEN}${urls.map(({ loc }) => urlEntry(loc, publicUrl)).join('')}</urlset>`;
}
