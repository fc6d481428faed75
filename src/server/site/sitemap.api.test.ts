import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../catalog/catalog.schema.ts';
import { createProduct } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  // Two product URLs per sitemap page, so five published products need three pages.
  server = await startTestServer({ PUBLIC_URL: 'http://shop.test', SITEMAP_PAGE_SIZE: '2' });
  for (const slug of ['alpha', 'bravo', 'hidden', 'charlie', 'delta', 'echo']) {
    const product = await createProduct(server.db, { slug });
    if (slug === 'hidden') await server.db.update(products).set({ published: false, status: 'draft' }).where(eq(products.id, product.id));
  }
});
afterAll(() => server.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap pages', () => {
  it('lists one sitemap page per page size of published products', async () => {
    const index = await server.get('/sitemap.xml');
    expect(locs(await index.text())).toEqual([
      'http://shop.test/sitemap-pages.xml',
      'http://shop.test/sitemap-products-1.xml',
      'http://shop.test/sitemap-products-2.xml',
      'http://shop.test/sitemap-products-3.xml',
    ]);
  });

  it('splits the published products over the pages in order, each a complete urlset, and leaves drafts out', async () => {
    const pages: string[][] = [];
    for (const n of [1, 2, 3]) {
      const res = await server.get(`/sitemap-products-${n}.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const text = await res.text();
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
      expect(text.endsWith('</urlset>')).toBe(true);
      pages.push(locs(text));
    }
    expect(pages).toEqual([
      ['http://shop.test/product/alpha', 'http://shop.test/product/bravo'],
      ['http://shop.test/product/charlie', 'http://shop.test/product/delta'],
      ['http://shop.test/product/echo'],
    ]);
  });

  it('answers 404 past the last page', async () => {
    expect((await server.get('/sitemap-products-4.xml')).status).toBe(404);
  });
});
