import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { createCategory, createProduct, createTag } from '../testing/factories.ts';
import { jpegWithExif, upload } from '../testing/images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;
let clothing: number;
let knitwear: number;
let shoes: number;
let saleTag: number;

const signIn = async (account: string, password: string) => ({
  'x-auth': (await server.post('/api/admin/auth/signin', { account, password })).body.data.token as string,
});
const slugs = (list: Array<{ slug: string }>) => list.map((p) => p.slug).sort();

beforeAll(async () => {
  server = await startTestServer();
  clothing = (await createCategory(server.db, { slug: 'clothing', name: { en: 'Clothing', zh: '服装' } })).id;
  knitwear = (await createCategory(server.db, { slug: 'knitwear', parentId: clothing, name: { en: 'Knitwear' } })).id;
  shoes = (await createCategory(server.db, { slug: 'shoes', name: { en: 'Shoes' } })).id;
  const scarf = await createProduct(server.db, { slug: 'scarf', categoryId: knitwear, variants: [{ price: 2500 }] });
  const sweater = await createProduct(server.db, { slug: 'sweater', categoryId: knitwear, variants: [{ price: 8900 }] });
  await createProduct(server.db, { slug: 'socks', categoryId: clothing, variants: [{ price: 900 }] });
  const boots = await createProduct(server.db, { slug: 'boots', categoryId: shoes, variants: [{ price: 4000 }] });
  saleTag = (await createTag(server.db, { slug: 'sale', productIds: [scarf.id, sweater.id, boots.id], name: { en: 'Sale' } })).id;
  await createUser(server.db, { email: 'owner@shop.test', password: 'owner-pass', staffRole: 'owner' });
  await createUser(server.db, { email: 'support@shop.test', password: 'support-pass', staffRole: 'support' });
  owner = await signIn('owner@shop.test', 'owner-pass');
  support = await signIn('support@shop.test', 'support-pass');
  const signedUp = await server.post('/api/web/auth/signup', {
    email: 'c@shop.test',
    password: 'secret-pass',
    firstName: 'Ana',
    lastName: 'Cruz',
    birthday: '1990-05-17',
    agree: true,
  });
  customer = { 'x-auth': signedUp.body.data.token };
});
afterAll(() => server.close());

const tree = async () =>
  (await server.post('/api/admin/category/tree', {}, owner)).body.data.list as Array<{ id: number; slug: string; parentId: number | null; position: number }>;

describe('the category tree', () => {
  it('creates a subcategory, moves it under another in one save, and refuses a cycle', async () => {
    const created = await server.post(
      '/api/admin/category/save',
      { slug: 'hats', name: { en: 'Hats', zh: '帽子' }, parentId: clothing, seoTitle: { en: 'Warm hats' } },
      owner,
    );
    expect(created.body.code).toBe(0);
    const hats = created.body.data.id;
    expect(created.body.data).toMatchObject({ parentId: clothing, seoTitle: { en: 'Warm hats' } });

    const moved = await server.post('/api/admin/category/arrange', { items: [{ id: hats, parentId: shoes, position: 0 }] }, owner);
    expect(moved.body.code).toBe(0);
    expect((await tree()).map((c) => [c.slug, c.parentId])).toEqual([
      ['clothing', null],
      ['knitwear', clothing],
      ['shoes', null],
      ['hats', shoes],
    ]);

    const cycle = await server.post('/api/admin/category/arrange', { items: [{ id: clothing, parentId: knitwear, position: 0 }] }, owner);
    expect(cycle.status).toBe(409);
    expect(cycle.body.msg).toContain('under itself');
    expect((await tree()).find((c) => c.id === clothing)?.parentId).toBeNull();

    const reordered = await server.post('/api/admin/category/arrange', { items: [{ id: shoes, parentId: null, position: 0 }] }, owner);
    expect(reordered.body.data.list.map((c: { slug: string }) => c.slug)).toEqual(['shoes', 'hats', 'clothing', 'knitwear']);
    const storefront = await (await server.get('/category/shoes?request=route')).json();
    const listed = storefront.pageBody.find((s: { type: string }) => s.type === 'product-list').settings;
    expect(listed.subcategories.map((c: { name: string }) => c.name)).toEqual(['Hats']);
  });

  it("shows the category's uploaded picture above its products on the storefront", async () => {
    const uploaded = await upload(server, { bytes: await jpegWithExif(1200, 300), name: 'shoes.jpg', type: 'image/jpeg' }, owner, '/api/admin');
    expect(uploaded.body.code).toBe(0);
    const category = (await tree()).find((c) => c.slug === 'shoes') as unknown as { id: number; name: Record<string, string> };
    const saved = await server.post('/api/admin/category/save', { id: category.id, slug: 'shoes', name: category.name, image: uploaded.body.data.url }, owner);
    expect(saved.body.data.image).toBe(uploaded.body.data.url);
    const page = await (await server.get('/category/shoes?request=route')).json();
    expect(page.pageBody.find((s: { type: string }) => s.type === 'product-list').settings.image).toBe(uploaded.body.data.url);
  });

  it('refuses to delete a category that still holds products or subcategories, and deletes an empty one', async () => {
    const full = await server.post('/api/admin/category/delete', { id: knitwear }, owner);
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('This category still holds 2 products and 0 subcategories; move them first');
    const parent = await server.post('/api/admin/category/delete', { id: shoes }, owner);
    expect(parent.status).toBe(409);
    const empty = (await tree()).find((c) => c.slug === 'hats')!;
    expect((await server.post('/api/admin/category/delete', { id: empty.id }, owner)).body.code).toBe(0);
    expect((await tree()).map((c) => c.slug)).not.toContain('hats');
    const rows = await server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'category'));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['category.create', 'category.arrange', 'category.delete']));
  });
});

describe('collections', () => {
  it('lists the products every rule matches on the storefront, paged, in English and Chinese', async () => {
    const saved = await server.post(
      '/api/admin/collection/save',
      {
        slug: 'under-50',
        title: { en: 'Under 50', zh: '50元以下' },
        kind: 'rules',
        rules: [{ type: 'price', max: 5000 }],
        seoTitle: { en: 'Bargains under 50' },
      },
      owner,
    );
    expect(saved.body.code).toBe(0);
    const list = await server.post('/api/web/product/list', { collection: 'under-50' });
    expect(slugs(list.body.data.list)).toEqual(['boots', 'scarf', 'socks']);
    const paged = await server.post('/api/web/product/list', { collection: 'under-50', pageSize: 2, page: 2, sort: 'price_asc' });
    expect([paged.body.data.total, paged.body.data.list.length]).toEqual([3, 1]);

    await server.post(
      '/api/admin/collection/save',
      {
        slug: 'knit-sale',
        title: { en: 'Knit sale' },
        kind: 'rules',
        rules: [
          { type: 'tag', tagId: saleTag },
          { type: 'category', categoryId: clothing },
        ],
      },
      owner,
    );
    expect(slugs((await server.post('/api/web/product/list', { collection: 'knit-sale' })).body.data.list)).toEqual(['scarf', 'sweater']);

    const zh = await (await server.get('/zh/collection/under-50?request=route')).json();
    expect(zh.meta.title).toContain('50元以下');
    const en = await (await server.get('/collection/under-50?request=route')).json();
    expect(en.meta.title).toContain('Bargains under 50');
    expect(en.pageBody.find((s: { type: string }) => s.type === 'product-list').settings.title).toBe('Under 50');
    const rows = (await server.post('/api/admin/collection/list', {}, owner)).body.data.list;
    expect(rows.map((r: { slug: string; productCount: number }) => [r.slug, r.productCount])).toEqual([
      ['under-50', 3],
      ['knit-sale', 2],
    ]);
  });

  it('keeps a manual collection’s products in their order and refuses rules that name nothing', async () => {
    const bySlug = await server.post('/api/admin/product/list', {}, owner);
    const id = (slug: string) => bySlug.body.data.list.find((p: { slug: string }) => p.slug === slug).id as number;
    const saved = await server.post('/api/admin/collection/save', { slug: 'picks', title: { en: 'Picks' }, productIds: [id('socks'), id('boots')] }, owner);
    expect(saved.body.data.productIds).toEqual([id('socks'), id('boots')]);
    expect(slugs((await server.post('/api/web/product/list', { collection: 'picks' })).body.data.list)).toEqual(['boots', 'socks']);
    const unknown = await server.post(
      '/api/admin/collection/save',
      { slug: 'bad', title: { en: 'Bad' }, kind: 'rules', rules: [{ type: 'tag', tagId: 999_999 }] },
      owner,
    );
    expect([unknown.status, unknown.body.data]).toEqual([404, { field: 'rules.0' }]);
    const empty = await server.post('/api/admin/collection/save', { slug: 'bad', title: { en: 'Bad' }, kind: 'rules', rules: [] }, owner);
    expect(empty.status).toBe(400);
  });
});

describe('tags', () => {
  it('renames, merges and deletes tags, refusing one a rule uses', async () => {
    const created = await server.post('/api/admin/tag/save', { slug: 'clearance', name: { en: 'Clearance', fil: 'Baratilyo' } }, owner);
    const clearance = created.body.data.id;
    const renamed = await server.post('/api/admin/tag/save', { id: clearance, slug: 'clearance', name: { en: 'Last pieces', zh: '最后几件' } }, owner);
    expect(renamed.body.data.name).toEqual({ en: 'Last pieces', zh: '最后几件' });
    const inRule = await server.post('/api/admin/tag/delete', { id: saleTag }, owner);
    expect(inRule.status).toBe(409);
    const merged = await server.post('/api/admin/tag/merge', { from: saleTag, into: clearance }, owner);
    expect(merged.body.data.productCount).toBe(3);
    expect(slugs((await server.post('/api/web/product/list', { collection: 'knit-sale' })).body.data.list)).toEqual(['scarf', 'sweater']);
    const names = (await server.post('/api/admin/tag/list', {}, owner)).body.data.list.map((t: { slug: string }) => t.slug);
    expect(names).toEqual(['clearance']);
    const audited = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tag'), eq(auditLog.action, 'tag.merge')));
    expect(audited).toHaveLength(1);
  });
});

describe('who may arrange the catalogue', () => {
  it('refuses customers and roles without the catalogue, and hostile input', async () => {
    expect((await server.post('/api/admin/category/tree', {}, customer)).status).toBe(403);
    expect((await server.post('/api/admin/category/tree', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/tag/save', { slug: 'x', name: { en: 'X' } }, support)).status).toBe(403);
    for (const bad of [
      { slug: 'Bad Slug', name: { en: 'X' } },
      { slug: 'x', name: { en: 'x'.repeat(121) } },
      { slug: 'x', name: { zh: '只有中文' } },
      { slug: 'x', name: { en: 'X' }, parentId: 2 ** 31 },
      { slug: 'x', name: { en: 'X' }, image: 'javascript:alert(1)' },
      { slug: 'x', name: { en: 'X' }, extra: 1 },
    ]) {
      expect((await server.post('/api/admin/category/save', bad, owner)).status).toBe(400);
    }
    const price = await server.post('/api/admin/collection/save', { slug: 'x', title: { en: 'X' }, kind: 'rules', rules: [{ type: 'price', min: 50, max: 10 }] }, owner);
    expect(price.status).toBe(400);
    const sqlish = await server.post(
      '/api/admin/collection/save',
      { slug: 'x', title: { en: 'X' }, kind: 'rules', rules: [{ type: 'tag', tagId: "1'; drop table tags;--" }] },
      owner,
    );
    expect(sqlish.status).toBe(400);
  });
});
