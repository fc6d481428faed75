import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCategory, createProduct } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const dresses = await createCategory(server.db, { slug: 'dresses' });
  const shoes = await createCategory(server.db, { slug: 'shoes' });
  const day = 86_400_000;
  await createProduct(server.db, {
    slug: 'red-dress',
    title: { en: 'Red Dress', zh: '红色连衣裙', 'zh-HK': '紅色連衣裙', fil: 'Pulang Damit' },
    categoryId: dresses.id,
    variants: [
      { color: 'red', size: 'S', price: 5900, stock: 3 },
      { color: 'red', size: 'M', price: 6100, stock: 0 },
    ],
    soldCount: 40,
    createdAt: new Date(Date.now() - 3 * day),
  });
  await createProduct(server.db, {
    slug: 'blue-dress',
    title: { en: 'Blue Summer Dress', zh: '蓝色夏日连衣裙', 'zh-HK': '藍色夏日連衣裙', fil: 'Asul na Damit' },
    categoryId: dresses.id,
    variants: [{ color: 'blue', size: 'M', price: 4500, stock: 8 }],
    soldCount: 10,
    createdAt: new Date(Date.now() - 1 * day),
  });
  await createProduct(server.db, {
    slug: 'trail-shoe',
    title: { en: 'Trail Shoe', zh: '越野跑鞋', 'zh-HK': '越野跑鞋', fil: 'Sapatos' },
    categoryId: shoes.id,
    variants: [{ size: '42', price: 12900, stock: 0 }],
    soldCount: 99,
    createdAt: new Date(Date.now() - 2 * day),
  });
});
afterAll(() => server.close());

const list = (body: Record<string, unknown>, lang = 'en') => server.post<any>('/api/web/product/list', body, { 'x-lang': lang });
const slugs = (res: Awaited<ReturnType<typeof list>>) => res.body.data.list.map((p: { slug: string }) => p.slug);

describe('product list', () => {
  it('sorts by price, creation and sales in both directions', async () => {
    expect(slugs(await list({ sort: 'price_asc' }))).toEqual(['blue-dress', 'red-dress', 'trail-shoe']);
    expect(slugs(await list({ sort: 'price_desc' }))).toEqual(['trail-shoe', 'red-dress', 'blue-dress']);
    expect(slugs(await list({ sort: 'created_desc' }))).toEqual(['blue-dress', 'trail-shoe', 'red-dress']);
    expect(slugs(await list({ sort: 'created_asc' }))).toEqual(['red-dress', 'trail-shoe', 'blue-dress']);
    expect(slugs(await list({ sort: 'sales_desc' }))).toEqual(['trail-shoe', 'red-dress', 'blue-dress']);
    expect(slugs(await list({ sort: 'sales_asc' }))).toEqual(['blue-dress', 'red-dress', 'trail-shoe']);
  });

  it('filters by category, price, colour, size and stock, and counts the same way', async () => {
    expect(slugs(await list({ category: 'dresses', sort: 'price_asc' }))).toEqual(['blue-dress', 'red-dress']);
    expect(slugs(await list({ minPrice: 5000, maxPrice: 10000 }))).toEqual(['red-dress']);
    expect(slugs(await list({ colors: ['blue'] }))).toEqual(['blue-dress']);
    expect(slugs(await list({ sizes: ['42'] }))).toEqual(['trail-shoe']);
    expect(slugs(await list({ inStock: true, sort: 'price_asc' }))).toEqual(['blue-dress', 'red-dress']);
    const count = await server.post('/api/web/product/count', { category: 'dresses', inStock: true });
    expect(count.body.data.total).toBe(2);
  });

  it('paginates with a total and bounds the page size', async () => {
    const page2 = await list({ sort: 'price_asc', page: 2, pageSize: 2 });
    expect(page2.body.data).toMatchObject({ total: 3 });
    expect(slugs(page2)).toEqual(['trail-shoe']);
    const beyond = await list({ page: 50, pageSize: 2 });
    expect(beyond.body.data).toEqual({ list: [], total: 3 });
    for (const bad of [{ pageSize: 101 }, { page: 0 }, { page: 1.5 }, { sort: 'cheapest' }, { minPrice: -1 }, { colors: 'red' }]) {
      const res = await list(bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(41);
    }
  });

  it('finds products in Chinese and English alike', async () => {
    expect(slugs(await list({ q: '连衣裙', sort: 'price_asc' }, 'zh'))).toEqual(['blue-dress', 'red-dress']);
    expect(slugs(await list({ q: '裙', sort: 'price_asc' }, 'zh'))).toEqual(['blue-dress', 'red-dress']);
    expect(slugs(await list({ q: 'dress', sort: 'price_asc' }))).toEqual(['blue-dress', 'red-dress']);
    expect(slugs(await list({ q: 'dre' }))).toHaveLength(2);
    expect(slugs(await list({ q: 'TRAIL-SHOE-1' }))).toEqual(['trail-shoe']);
    expect(slugs(await list({ q: "'; drop table products; --" }))).toEqual([]);
  });

  it('answers titles in the request language', async () => {
    const zh = await list({ q: 'red dress' }, 'zh');
    expect(zh.body.data.list[0].title).toBe('红色连衣裙');
    const hk = await list({ q: 'red dress' }, 'zh-TW');
    expect(hk.body.data.list[0].title).toBe('紅色連衣裙');
  });

  it('costs one query whatever the page size', async () => {
    await list({});
    for (const pageSize of [1, 3]) {
      const before = totalQueryCount();
      await list({ pageSize });
      expect(totalQueryCount() - before).toBe(1);
    }
    // The same call again within seconds is answered from memory.
    const before = totalQueryCount();
    await list({ pageSize: 3 });
    expect(totalQueryCount() - before).toBe(0);
  });
});

describe('product get', () => {
  it('answers the product with its variants, and 404 for unknown ones', async () => {
    const res = await server.post('/api/web/product/get', { slug: 'red-dress' });
    expect(res.body.data.variants.map((v: { sku: string }) => v.sku)).toEqual(['RED-DRESS-1', 'RED-DRESS-2']);
    const missing = await server.post('/api/web/product/get', { slug: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(40);
  });
});
