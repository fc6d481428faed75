import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { createCategory, createCollection, createPage } from '../testing/factories.ts';
import { customerSession, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  await createCategory(server.db, { slug: 'knitwear', name: { en: 'Knitwear', zh: '针织' } });
  await createCollection(server.db, { slug: 'summer', productIds: [], title: { en: 'Summer edit' } });
  await createPage(server.db, { kind: 'page', slug: 'about', title: { en: 'About us' } });
  await createPage(server.db, {
    kind: 'layout',
    slug: 'head',
    title: { en: 'Head' },
    sections: [
      { type: 'announcement-bar', settings: { text: { en: 'Free shipping' } } },
      { type: 'header', settings: { menu: [{ label: { en: 'Old' }, target: { type: 'search' } }] } },
    ],
  });
  owner = await staffSession(server, 'owner@shop.test', 'owner');
  support = await staffSession(server, 'support@shop.test', 'support');
  customer = await customerSession(server);
});
afterAll(() => server.close());

const route = async (path: string) => (await server.get(`${path}${path.includes('?') ? '&' : '?'}request=route`)).json();
const headerMenu = async (path = '/') => (await route(path)).pageHead.find((s: { type: string }) => s.type === 'header').settings.menu;
const auditRows = (action: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)));

describe('navigation menus', () => {
  it('saves the header menu per language, nested one level, and the next storefront page shows it', async () => {
    expect(await headerMenu()).toEqual([{ label: 'Old', href: '/search' }]);
    const saved = await server.post(
      '/api/admin/menu/save',
      {
        menu: 'header',
        items: [
          {
            label: { en: 'Knitwear', zh: '针织衫' },
            link: { type: 'category', slug: 'knitwear' },
            children: [
              { label: { en: 'Summer', zh: '夏日' }, link: { type: 'collection', slug: 'summer' } },
              { label: { en: 'Help' }, link: { type: 'url', url: 'https://help.example.com/a?b=1' } },
            ],
          },
          { label: { en: 'About' }, link: { type: 'page', slug: 'about' } },
        ],
      },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Menu saved');
    expect(saved.body.data.items[0].children).toHaveLength(2);

    expect(await headerMenu()).toEqual([
      {
        label: 'Knitwear',
        href: '/category/knitwear',
        children: [
          { label: 'Summer', href: '/collection/summer' },
          { label: 'Help', href: 'https://help.example.com/a?b=1' },
        ],
      },
      { label: 'About', href: '/page/about' },
    ]);
    const zh = await headerMenu('/zh');
    expect(zh[0]).toMatchObject({ label: '针织衫', href: '/zh/category/knitwear' });
    // The region's other sections stay.
    expect((await route('/')).pageHead.map((s: { type: string }) => s.type)).toEqual(['announcement-bar', 'header']);

    const read = await server.post('/api/admin/menu/get', { menu: 'header' }, owner);
    expect(read.body.data.items[1]).toEqual({ label: { en: 'About' }, link: { type: 'page', slug: 'about' }, children: [] });
    const [row] = await auditRows('menu.save');
    expect(row).toMatchObject({ entity: 'menu', entityId: 'header' });
    expect(JSON.stringify(row.after)).toContain('knitwear');
  });

  it('creates the footer region when there is none, one column per entry', async () => {
    const saved = await server.post(
      '/api/admin/menu/save',
      { menu: 'footer', items: [{ label: { en: 'Shop', fil: 'Mamili' }, children: [{ label: { en: 'Knitwear' }, link: { type: 'category', slug: 'knitwear' } }] }] },
      owner,
    );
    expect(saved.status).toBe(200);
    const foot = (await route('/fil')).pageFoot.find((s: { type: string }) => s.type === 'footer').settings;
    expect(foot.menus).toEqual([{ title: 'Mamili', items: [{ label: 'Knitwear', href: '/fil/category/knitwear' }] }]);
  });

  it('refuses script addresses, missing targets and malformed items, in the caller’s language, changing nothing', async () => {
    const before = await headerMenu();
    const attempt = (items: unknown, headers = owner, menu = 'header') => server.post('/api/admin/menu/save', { menu, items }, headers);
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', '//evil.example', 'data:text/html,x', 'https://', 'http://a b']) {
      const res = await attempt([{ label: { en: 'X' }, link: { type: 'url', url } }]);
      expect(res.status, url).toBe(400);
    }
    const zh = await server.post(
      '/api/admin/menu/save',
      { menu: 'header', items: [{ label: { en: 'X' }, link: { type: 'url', url: 'javascript:alert(1)' } }] },
      { ...owner, 'x-lang': 'zh' },
    );
    expect(zh.body.msg).toContain('无效');

    const missing = await attempt([
      { label: { en: 'Gone' }, link: { type: 'category', slug: 'knitwear' }, children: [{ label: { en: 'No' }, link: { type: 'article', slug: 'nope' } }] },
    ]);
    expect(missing.status).toBe(409);
    expect(missing.body.msg).toContain('nope');
    expect(missing.body.data).toEqual({ field: 'items.0.children.0.link' });

    expect((await attempt([{ label: { en: '' }, link: { type: 'search' } }])).status).toBe(400);
    expect((await attempt([{ label: { en: 'X' } }])).status).toBe(400);
    expect((await attempt([{ label: { en: 'X' }, link: { type: 'search' }, children: [{ label: { en: 'Y' }, link: { type: 'search' }, children: [] }] }])).status).toBe(
      400,
    );
    expect((await attempt([{ label: { en: 'X' }, link: { type: 'product', slug: '../../etc' } }])).status).toBe(400);
    expect((await attempt(Array.from({ length: 31 }, () => ({ label: { en: 'X' }, link: { type: 'home' } })))).status).toBe(400);
    expect((await attempt([{ label: { en: 'Col' }, link: { type: 'home' } }], owner, 'footer')).status).toBe(400);
    expect((await attempt([{ label: { en: '<b>x</b>' }, link: { type: 'home' } }], owner, 'sidebar')).status).toBe(400);
    expect(await headerMenu()).toEqual(before);
  });

  it('answers 403 to customers and to roles without content rights', async () => {
    const body = { menu: 'header', items: [] };
    expect((await server.post('/api/admin/menu/save', body, customer)).status).toBe(403);
    expect((await server.post('/api/admin/menu/save', body, support)).status).toBe(403);
    expect((await server.post('/api/admin/menu/get', { menu: 'header' }, support)).status).toBe(403);
    expect((await server.post('/api/admin/menu/save', body)).status).toBe(401);
    expect((await headerMenu()).length).toBeGreaterThan(0);
  });

  it('lists what an item may link to', async () => {
    const list = (await server.post('/api/admin/menu/targets', {}, owner)).body.data.list;
    expect(list).toEqual(
      expect.arrayContaining([
        { type: 'category', slug: 'knitwear', name: { en: 'Knitwear', zh: '针织' } },
        { type: 'collection', slug: 'summer', name: { en: 'Summer edit' } },
        { type: 'page', slug: 'about', name: { en: 'About us' } },
      ]),
    );
  });
});

describe('articles and authors', () => {
  let authorId: number;
  let articleId: number;

  it('creates an author, then a draft article the storefront does not show until it is published', async () => {
    const author = await server.post('/api/admin/author/save', { name: 'Mara Reyes', bio: { en: 'Writes about linen.', fil: 'Sumusulat tungkol sa linen.' } }, owner);
    expect(author.status).toBe(200);
    authorId = author.body.data.id;

    const created = await server.post(
      '/api/admin/article/save',
      {
        slug: 'linen-care',
        title: { en: 'Caring for linen', zh: '亚麻护理' },
        summary: { en: 'Wash cool.', zh: '低温洗涤。' },
        body: { en: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>', zh: '<p>你好</p>' },
        authorId,
        tags: ['care'],
        seoTitle: { en: 'Linen care guide' },
      },
      owner,
    );
    expect(created.status).toBe(200);
    articleId = created.body.data.id;
    expect(created.body.data).toMatchObject({ published: false, author: 'Mara Reyes', path: '/article/linen-care' });
    expect(created.body.data.body.en).not.toMatch(/script|javascript|onerror/);
    expect((await server.get('/article/linen-care?request=route')).status).toBe(404);

    const published = await server.post('/api/admin/article/publish', { id: articleId, published: true }, owner);
    expect(published.body.msg).toBe('Article published');
    const page = await route('/zh/article/linen-care');
    const detail = page.pageBody.find((s: { type: string }) => s.type === 'article-detail').settings.article;
    expect(detail).toMatchObject({ title: '亚麻护理', body: '<p>你好</p>', author: 'Mara Reyes' });
    const en = await server.get('/article/linen-care');
    expect(await en.text()).toContain('<title>Linen care guide');
  });

  it('shows an edit and an author’s new name on the next storefront page', async () => {
    const current = (await server.post('/api/admin/article/get', { id: articleId }, owner)).body.data;
    const { id, slug, title, summary, body, cover, tags, seoTitle, seoDescription } = current;
    await server.post(
      '/api/admin/article/save',
      { id, slug, title: { ...title, en: 'Linen, cared for' }, summary, body, cover, authorId, tags, seoTitle, seoDescription },
      owner,
    );
    await server.post('/api/admin/author/save', { id: authorId, name: 'Mara R. Reyes' }, owner);
    const detail = (await route('/article/linen-care')).pageBody.find((s: { type: string }) => s.type === 'article-detail').settings.article;
    expect(detail).toMatchObject({ title: 'Linen, cared for', author: 'Mara R. Reyes' });
    const list = (await server.post('/api/admin/article/list', { search: 'cared' }, owner)).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ slug: 'linen-care', published: true });
    expect(await auditRows('article.update')).toHaveLength(1);
    expect(await auditRows('author.update')).toHaveLength(1);
  });

  it('refuses a taken address, a missing author, a bad cover and deleting an author who still signs articles', async () => {
    const taken = await server.post('/api/admin/article/save', { slug: 'linen-care', title: { en: 'Copy' } }, owner);
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ field: 'slug' });
    expect((await server.post('/api/admin/article/save', { slug: 'other', title: { en: 'X' }, authorId: 999_999 }, owner)).status).toBe(409);
    expect((await server.post('/api/admin/article/save', { slug: 'other', title: { en: 'X' }, cover: 'javascript:alert(1)' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/article/save', { slug: 'Bad Slug', title: { en: 'X' } }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/article/save', { slug: 'other', title: { zh: '只有中文' } }, owner)).status).toBe(400);
    const inUse = await server.post('/api/admin/author/delete', { id: authorId }, owner);
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toContain('1');
    const list = (await server.post('/api/admin/article/list', {}, owner)).body.data;
    expect(list.total).toBe(1);
  });

  it('answers 403 to customers and roles without content rights', async () => {
    for (const headers of [customer, support]) {
      expect((await server.post('/api/admin/article/save', { slug: 'x', title: { en: 'X' } }, headers)).status).toBe(403);
      expect((await server.post('/api/admin/article/publish', { id: articleId, published: false }, headers)).status).toBe(403);
      expect((await server.post('/api/admin/article/delete', { id: articleId }, headers)).status).toBe(403);
      expect((await server.post('/api/admin/author/save', { name: 'X' }, headers)).status).toBe(403);
      expect((await server.post('/api/admin/article/list', {}, headers)).status).toBe(403);
    }
    expect((await route('/article/linen-care')).pageBody.some((s: { type: string }) => s.type === 'article-detail')).toBe(true);
  });

  it('unpublishes and deletes: the storefront page is gone, then the author can go', async () => {
    await server.post('/api/admin/article/publish', { id: articleId, published: false }, owner);
    expect((await server.get('/article/linen-care?request=route')).status).toBe(404);
    const deleted = await server.post('/api/admin/article/delete', { id: articleId }, owner);
    expect(deleted.body.msg).toBe('Article deleted');
    expect((await server.post('/api/admin/article/get', { id: articleId }, owner)).status).toBe(404);
    expect((await server.post('/api/admin/author/delete', { id: authorId }, owner)).status).toBe(200);
    expect(await auditRows('article.delete')).toHaveLength(1);
    expect(await auditRows('author.delete')).toHaveLength(1);
  });
});
