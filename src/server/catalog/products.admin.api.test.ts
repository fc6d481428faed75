import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { jobs } from '../platform/jobs/jobs.schema.ts';
import { createCategory, createProduct, createTag } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;
let categoryId: number;
let tagId: number;
let oldTeeId: number;

const signIn = async (account: string, password: string) => ({
  'x-auth': (await server.post('/api/admin/auth/signin', { account, password })).body.data.token as string,
});

beforeAll(async () => {
  server = await startTestServer();
  categoryId = (await createCategory(server.db, { slug: 'knitwear', name: { en: 'Knitwear', zh: '针织' } })).id;
  const existing = await createProduct(server.db, { slug: 'old-tee', variants: [{ sku: 'OLD-TEE-1', stock: 0 }] });
  tagId = (await createTag(server.db, { slug: 'sale', productIds: [existing.id], name: { en: 'Sale' } })).id;
  oldTeeId = existing.id;
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

const sweater = () => ({
  slug: 'merino-sweater',
  title: { en: 'Merino Sweater', zh: '美利奴毛衣' },
  description: { en: '<p>Soft <strong>merino</strong></p><script>alert(1)</script>' },
  status: 'active' as const,
  categoryId,
  tagIds: [tagId],
  options: {
    color: [
      { value: 'navy', name: { en: 'Navy', zh: '藏青' }, hex: '#1F2A44' },
      { value: 'cream', name: { en: 'Cream', zh: '奶油色' } },
    ],
  },
  variants: ['navy', 'cream'].flatMap((color) =>
    ['S', 'M', 'L'].map((size) => ({ sku: `MERINO-${color.toUpperCase()}-${size}`, color, size, price: 8900, stock: size === 'L' ? 0 : 4 })),
  ),
});

describe('the product editor calls', () => {
  let id: number;

  it('creates a product with its variant matrix that shoppers then find, in English and Chinese, at its price', async () => {
    const saved = await server.post('/api/admin/product/save', sweater(), owner);
    expect(saved.body.code).toBe(0);
    id = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ version: 1, status: 'active', categoryId, tagIds: [tagId], updatedBy: 'owner@shop.test' });
    expect(saved.body.data.variants).toHaveLength(6);
    expect(saved.body.data.description.en).toBe('<p>Soft <strong>merino</strong></p>');

    const en = await server.post('/api/web/product/list', { q: 'merino' });
    expect(en.body.data.list.map((p: { slug: string; price: number }) => [p.slug, p.price])).toEqual([['merino-sweater', 8900]]);
    const zh = await server.post('/api/web/product/list', { q: '美利奴' }, { 'x-lang': 'zh' });
    expect(zh.body.data.list.map((p: { title: string }) => p.title)).toEqual(['美利奴毛衣']);
    const bySku = await server.post('/api/admin/product/list', { q: 'merino-cream-m' }, owner);
    expect(bySku.body.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('keeps variant ids across saves, removes dropped ones, and refuses a save over a colleague’s', async () => {
    const loaded = (await server.post('/api/admin/product/get', { id }, owner)).body.data;
    const variants = loaded.variants.filter((v: { size: string }) => v.size !== 'L').map((v: { sku: string }) => ({ ...v, price: 9900, sku: v.sku }));
    const body = { ...sweater(), id, version: loaded.version, variants };
    const saved = await server.post('/api/admin/product/save', body, owner);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.version).toBe(2);
    expect(saved.body.data.variants.map((v: { id: number }) => v.id)).toEqual(variants.map((v: { id: number }) => v.id));

    const stale = await server.post('/api/admin/product/save', { ...body, title: { en: 'Overwritten' } }, owner);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('owner@shop.test');
    expect((await server.post('/api/admin/product/get', { id }, owner)).body.data.title.en).toBe('Merino Sweater');
    const card = (await server.post('/api/web/product/get', { slug: 'merino-sweater' })).body.data;
    expect(card.variants.map((v: { price: number }) => v.price)).toEqual([9900, 9900, 9900, 9900]);
  });

  it('names the field of a bad save and changes nothing', async () => {
    const taken = await server.post('/api/admin/product/save', { ...sweater(), slug: 'another', variants: [{ sku: 'OLD-TEE-1', price: 100, stock: 1 }] }, owner);
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ field: 'variants.0.sku' });
    const slug = await server.post('/api/admin/product/save', { ...sweater(), slug: 'old-tee', variants: [{ sku: 'NEW-1', price: 100, stock: 1 }] }, owner);
    expect(slug.body.data).toEqual({ field: 'slug' });
    const twins = await server.post(
      '/api/admin/product/save',
      {
        ...sweater(),
        slug: 'twins',
        variants: [
          { sku: 'A', price: 1, stock: 1 },
          { sku: 'a', price: 1, stock: 1 },
        ],
      },
      owner,
    );
    expect(twins.status).toBe(400);
    expect(twins.body.data.field).toBe('variants.1.sku');
    for (const bad of [{ price: -1 }, { price: 1.5 }, { stock: 2 ** 31 }, { sku: 'x'.repeat(65) }, { sku: 'a\u0000b' }]) {
      const res = await server.post('/api/admin/product/save', { ...sweater(), slug: 'bad', variants: [{ sku: 'BAD-1', price: 100, stock: 1, ...bad }] }, owner);
      expect(res.status).toBe(400);
    }
    const foreign = await server.post(
      '/api/admin/product/save',
      { ...sweater(), slug: 'foreign', categoryId: 999_999, variants: [{ sku: 'FOREIGN-1', price: 100, stock: 1 }] },
      owner,
    );
    expect(foreign.status).toBe(404);
    expect((await server.post('/api/admin/product/list', { q: 'bad' }, owner)).body.data.total).toBe(0);
    expect((await server.post('/api/admin/product/get', { id: 2_147_483_647 }, owner)).status).toBe(404);
  });

  it('lists with filters and applies bulk changes, each audited', async () => {
    const drafts = await server.post('/api/admin/product/bulk', { ids: [id], action: 'unpublish' }, owner);
    expect(drafts.body.data.changed).toBe(1);
    expect((await server.post('/api/web/product/get', { slug: 'merino-sweater' })).status).toBe(404);
    expect((await server.post('/api/admin/product/list', { status: 'draft' }, owner)).body.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
    await server.post('/api/admin/product/bulk', { ids: [id], action: 'publish' }, owner);
    const repriced = await server.post('/api/admin/product/bulk', { ids: [id], action: 'price', percent: -10 }, owner);
    expect(repriced.body.data.changed).toBe(1);
    const row = (await server.post('/api/admin/product/list', { q: 'merino' }, owner)).body.data.list[0];
    expect([row.priceMin, row.priceMax, row.missingLangs]).toEqual([8910, 8910, ['zh-HK', 'fil']]);
    expect((await server.post('/api/admin/product/list', { stock: 'out' }, owner)).body.data.list.map((p: { slug: string }) => p.slug)).toEqual(['old-tee']);
    expect((await server.post('/api/admin/product/bulk', { ids: [id], action: 'price' }, owner)).body.data).toEqual({ field: 'percent' });
    const actions = (await server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'product'))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['product.create', 'product.update', 'product.bulk.unpublish', 'product.bulk.publish', 'product.bulk.price']));
  });

  it('tells those waiting when a save brings a sold-out variant back, once', async () => {
    const loaded = (await server.post('/api/admin/product/get', { id: oldTeeId }, owner)).body.data;
    const variantId = loaded.variants[0].id;
    expect((await server.post('/api/web/stock-alert/add', { productId: oldTeeId, variantId, email: 'waiting@example.com' })).body.code).toBe(0);
    const told = () => readOutbox(server.config.dataDir).filter((m) => m.to === 'waiting@example.com' && m.text.includes('/product/old-tee'));
    const save = async (stock: number) => {
      const current = (await server.post('/api/admin/product/get', { id: oldTeeId }, owner)).body.data;
      const body = { ...current, variants: current.variants.map((v: object) => ({ ...v, stock })), updatedAt: undefined, updatedBy: undefined };
      expect((await server.post('/api/admin/product/save', body, owner)).body.code).toBe(0);
    };
    await save(0);
    await expect.poll(async () => (await server.db.select({ id: jobs.id }).from(jobs)).length).toBe(0);
    expect(told()).toEqual([]);
    await save(3);
    await expect.poll(() => told().length).toBe(1);
    await save(4);
    await expect.poll(async () => (await server.db.select({ id: jobs.id }).from(jobs)).length).toBe(0);
    expect(told()).toHaveLength(1);
  });

  it('refuses customers and roles without the catalogue', async () => {
    expect((await server.post('/api/admin/product/list', {}, customer)).status).toBe(403);
    expect((await server.post('/api/admin/product/list', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/product/save', sweater(), support)).status).toBe(403);
    expect((await server.post('/api/admin/catalog/refs', {}, owner)).body.data.categories).toEqual([{ id: categoryId, name: 'Knitwear', parentId: null }]);
  });
});
