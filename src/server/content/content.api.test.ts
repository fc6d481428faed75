import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { indexSearchTerms } from '../catalog/search-terms.ts';
import { articles, authors } from './content.schema.ts';
import { createArticle, createCategory, createCollection, createPage, createProduct, createTag, setSiteConfig } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const dresses = await createCategory(server.db, { slug: 'dresses', name: { en: 'Dresses', zh: '连衣裙' } });
  const red = await createProduct(server.db, {
    slug: 'red-dress',
    title: { en: 'Red Dress', zh: '红色连衣裙' },
    categoryId: dresses.id,
    variants: [
      { color: 'red', size: 'S', price: 5900 },
      { color: 'burgundy', size: 'M', price: 6100 },
    ],
    options: {
      color: [
        { value: 'red', name: { en: 'Red', zh: '红色' }, hex: '#c00' },
        { value: 'burgundy', name: { en: 'Burgundy', zh: '酒红色' } },
      ],
    },
  });
  const blue = await createProduct(server.db, {
    slug: 'blue-dress',
    title: { en: 'Blue Dress', zh: '蓝色连衣裙' },
    categoryId: dresses.id,
    variants: [{ color: 'blue', size: 'M', price: 4500 }],
  });
  await createCollection(server.db, { slug: 'summer', productIds: [blue.id], title: { en: 'Summer edit', zh: '夏日精选' } });
  await createTag(server.db, { slug: 'sale', productIds: [red.id, blue.id], name: { en: 'Sale', zh: '特价' } });
  await createTag(server.db, { slug: 'new', productIds: [blue.id], name: { en: 'New', zh: '新品' } });
  await createTag(server.db, { slug: 'linen-care', productIds: [], name: { en: 'Linen care', zh: '亚麻护理' } });
  await createTag(server.db, { slug: 'bestseller', productIds: [red.id], name: { en: 'Bestseller', zh: '热销' } });
  await createTag(server.db, { slug: 'clearance', productIds: [blue.id], name: { en: 'Clearance', zh: '清仓' } });
  await createArticle(server.db, {
    slug: 'care-guide',
    title: { en: 'How to care for linen', zh: '亚麻护理指南' },
    publishedAt: new Date('2026-10-01'),
    tags: ['linen-care', 'bestseller'],
  });
  await createArticle(server.db, { slug: 'style-notes', title: { en: 'Style notes', zh: '穿搭笔记' }, publishedAt: new Date('2026-11-01') });
  await createPage(server.db, {
    kind: 'app',
    slug: 'mobile',
    title: { en: 'Our app' },
    sections: [{ type: 'rich-text', settings: { html: { en: '<p>Get the app</p>' } } }],
  });
  await createPage(server.db, { kind: 'custom', slug: 'gift-cards', title: { en: 'Gift cards' } });
  await createPage(server.db, { kind: 'app', slug: 'landing', title: { en: 'Landing' }, hideHead: true, hideFoot: true });
  await createPage(server.db, {
    kind: 'page',
    slug: 'journal',
    title: { en: 'Journal' },
    sections: [{ type: 'article-list', settings: { title: { en: 'Latest' }, limit: 12 } }],
  });
  await indexSearchTerms(server.db, ['Red Dress', 'Blue Dress', 'Summer edit']);
});
afterAll(() => server.close());

const payload = async (path: string) => {
  const res = await server.get(`${path}${path.includes('?') ? '&' : '?'}request=route`);
  const body = await res.json();
  PagePayload.parse(body);
  return { status: res.status, body };
};
const section = (body: { pageBody: Array<{ type: string; settings: any }> }, type: string) => body.pageBody.find((s) => s.type === type)?.settings;

describe('catalogue pages', () => {
  it('lists a collection with its products and filter counts', async () => {
    const { status, body } = await payload('/zh/collection/summer');
    expect(status).toBe(200);
    const list = section(body, 'product-list');
    expect(list.title).toBe('夏日精选');
    expect(list.products.map((p: { slug: string }) => p.slug)).toEqual(['blue-dress']);
    expect(list.facets.colors).toEqual([expect.objectContaining({ value: 'blue', count: 1 })]);
  });

  it('counts colours with their names, and filters keep counts for the other colours', async () => {
    const { body } = await payload('/zh/category/dresses?color=red');
    const list = section(body, 'product-list');
    expect(list.products.map((p: { slug: string }) => p.slug)).toEqual(['red-dress']);
    const colors = Object.fromEntries(list.facets.colors.map((c: { value: string; count: number; name: string }) => [c.value, [c.count, c.name]]));
    expect(colors).toEqual({ red: [1, '红色'], burgundy: [1, '酒红色'], blue: [1, 'blue'] });
    // The other facets count red products only: red-dress is red in S (its M is burgundy).
    expect(list.facets.sizes.map((s: { value: string }) => s.value)).toEqual(['S']);
    expect(list.facets.price).toEqual({ min: 5900, max: 5900 });
  });

  it('sends each listed product with only what its card shows, and categories by slug', async () => {
    const list = section((await payload('/category/dresses?sort=price_asc')).body, 'product-list');
    // One price, no compare-at price and no reviews are what a card assumes when they are absent.
    expect(list.products[0]).toEqual({
      slug: 'blue-dress',
      title: 'Blue Dress',
      image: { url: '/uploads/products/blue-dress-1.webp', width: 800, height: 800, alt: 'Blue Dress' },
      price: 4500,
      stock: 10,
    });
    expect(list.products[1]).toMatchObject({ slug: 'red-dress', price: 5900, priceMax: 6100 });
    expect(list.facets.categories).toEqual([{ slug: 'dresses', name: 'Dresses', count: 2 }]);
  });

  it('lists tags with counts and a tag page with its products', async () => {
    const tags = section((await payload('/tag')).body, 'tag-list');
    expect(tags.tags).toEqual([
      expect.objectContaining({ name: 'Sale', count: 2, href: '/tag/sale' }),
      expect.objectContaining({ name: 'Bestseller', count: 1 }),
      expect.objectContaining({ name: 'Clearance', count: 1 }),
      expect.objectContaining({ name: 'New', count: 1 }),
      expect.objectContaining({ name: 'Linen care', count: 0 }),
    ]);
    const sale = section((await payload('/tag/sale?sort=price_asc')).body, 'product-list');
    expect(sale.products.map((p: { slug: string }) => p.slug)).toEqual(['blue-dress', 'red-dress']);
    expect((await payload('/tag/nope')).status).toBe(404);
  });

  it('shows option names in the product detail', async () => {
    const detail = section((await payload('/zh/product/red-dress')).body, 'product-detail');
    expect(detail.product.options.color).toEqual([
      { value: 'red', name: '红色', hex: '#c00' },
      { value: 'burgundy', name: '酒红色', hex: null },
    ]);
  });

  it('suggests products while typing and corrects typos', async () => {
    const typing = await server.post('/api/web/product/suggest', { q: 'dre' });
    expect(typing.body.data.products.map((p: { slug: string }) => p.slug).sort()).toEqual(['blue-dress', 'red-dress']);
    const typo = await server.post('/api/web/product/suggest', { q: 'red dresss' });
    expect(typo.body.data.products).toEqual([]);
    expect(typo.body.data.didYouMean[0]).toBe('red dress');
    const chinese = await server.post('/api/web/product/suggest', { q: '连衣' }, { 'x-lang': 'zh' });
    expect(chinese.body.data.products.map((p: { title: string }) => p.title).sort()).toEqual(['红色连衣裙', '蓝色连衣裙']);
    expect((await server.post('/api/web/product/suggest', { q: '' })).body.code).toBe(41);
  });
});

describe('content pages', () => {
  it('renders an article with Article JSON-LD and related articles', async () => {
    const { status, body } = await payload('/zh/article/care-guide');
    expect(status).toBe(200);
    expect(section(body, 'article-detail').article).toMatchObject({ title: '亚麻护理指南', author: 'Ana Writer' });
    expect(body.meta.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: '亚麻护理指南' });
    expect(section(body, 'article-list').articles.map((a: { href: string }) => a.href)).toEqual(['/zh/article/style-notes']);
  });

  it("shows an article's tags by their names in the page's language, linking to their pages", async () => {
    await server.db
      .update(articles)
      .set({ tags: ['new', 'linen', 'sale'] })
      .where(eq(articles.slug, 'style-notes'));
    const zh = section((await payload('/zh/article/style-notes')).body, 'article-detail');
    // "linen" is no tag of the shop: it keeps its slug and links nowhere.
    expect(zh.article.tags).toEqual([
      { name: '新品', href: '/zh/tag/new' },
      { name: 'linen', href: null },
      { name: '特价', href: '/zh/tag/sale' },
    ]);
    const en = section((await payload('/article/style-notes')).body, 'article-detail');
    expect(en.article.tags.map((t: { name: string }) => t.name)).toEqual(['New', 'linen', 'Sale']);
    const html = await (await server.get('/zh/article/style-notes')).text();
    expect(html).toMatch(/<a href="\/zh\/tag\/new"[^>]*>新品<\/a>/);
  });

  it("lists a tag's articles below its products, and an articles-only tag without an empty grid", async () => {
    const bestseller = (await payload('/tag/bestseller')).body;
    expect(section(bestseller, 'product-list').total).toBe(1);
    expect(section(bestseller, 'article-list').articles.map((a: { slug: string; href: string }) => [a.slug, a.href])).toEqual([['care-guide', '/article/care-guide']]);
    const linen = (await payload('/zh/tag/linen-care')).body;
    expect(linen.pageBody.map((s: { type: string }) => s.type)).toEqual(['breadcrumbs', 'page-title', 'article-list']);
    expect(section(linen, 'page-title').title).toBe('亚麻护理');
    expect(section(linen, 'article-list').articles.map((a: { href: string }) => a.href)).toEqual(['/zh/article/care-guide']);
    // A tag without articles stays a plain product listing.
    expect((await payload('/tag/clearance')).body.pageBody.map((s: { type: string }) => s.type)).toEqual(['breadcrumbs', 'product-list']);
  });

  it('lists articles newest first in an article-list section', async () => {
    const list = section((await payload('/page/journal')).body, 'article-list');
    expect(list.articles.map((a: { slug: string }) => a.slug)).toEqual(['style-notes', 'care-guide']);
  });

  it('serves app, custom and inquiry pages, and honours hideHead / hideFoot', async () => {
    expect((await payload('/app/mobile')).status).toBe(200);
    expect((await payload('/custom/gift-cards')).status).toBe(200);
    expect((await payload('/app/gift-cards')).status).toBe(404);
    const landing = (await payload('/app/landing')).body;
    expect(landing.theme).toEqual({ hideHead: true, hideFoot: true });
    const inquiry = (await payload('/inquiry/red-dress')).body;
    expect(section(inquiry, 'inquiry-form').product).toMatchObject({ slug: 'red-dress' });
    expect((await payload('/inquiry/nothing-here')).status).toBe(404);
  });

  it('adds the merchant injects to the page and allows their origins', async () => {
    await setSiteConfig(server.db, {
      name: 'Shop',
      injects: [
        { type: 'js', url: 'https://cdn.example.com/widget.js' },
        { type: 'css', url: 'https://fonts.example.com/a.css' },
      ],
    });
    server.app.site.invalidate();
    try {
      const res = await server.get('/');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example\.com/);
      expect(csp).toMatch(/style-src [^;]*https:\/\/fonts\.example\.com/);
      const html = await res.text();
      expect(html).toContain('<script src="https://cdn.example.com/widget.js" defer');
      expect(html).toContain('<link rel="stylesheet" href="https://fonts.example.com/a.css">');
    } finally {
      await setSiteConfig(server.db, { name: 'Shop' });
      server.app.site.invalidate();
    }
  });

  it("shows the author's portrait and bio under an article, in English and in Chinese", async () => {
    const [mei] = await server.db
      .insert(authors)
      .values({ name: 'Mei Lin', bio: { en: 'Mei weaves linen in Fujian.', zh: '梅在福建织亚麻。' }, avatar: '/uploads/mei.webp' })
      .returning();
    const article = await createArticle(server.db, { slug: 'meet-the-maker', title: { en: 'Meet the maker', zh: '认识织造者' }, author: 'Mei Lin' });
    await server.db.update(articles).set({ authorId: mei.id }).where(eq(articles.id, article.id));

    const zh = section((await payload('/zh/article/meet-the-maker')).body, 'article-detail');
    expect(zh.article.authorProfile).toEqual({ bio: '梅在福建织亚麻。', avatar: '/uploads/mei.webp' });
    const zhHtml = await (await server.get('/zh/article/meet-the-maker')).text();
    expect(zhHtml).toContain('关于Mei Lin');
    expect(zhHtml).toContain('梅在福建织亚麻。');
    expect(zhHtml).toContain('src="/uploads/mei.webp"');
    const enHtml = await (await server.get('/article/meet-the-maker')).text();
    expect(enHtml).toContain('About Mei Lin');
    expect(enHtml).toContain('Mei weaves linen in Fujian.');

    // An article whose author is only a name shows the name alone.
    const bare = await (await server.get('/article/care-guide')).text();
    expect(bare).toContain('By Ana Writer');
    expect(bare).not.toContain('About Ana Writer');
  });
});
