import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCategory, createProduct } from '../testing/factories.ts';
import { SEARCH_RANKING } from './catalog.service.ts';
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

describe('search with many matches', () => {
  // Eight lamps (more than `exactUpTo`): relevance ranks the candidates (the first `candidates`
  // matches in the recommended order, or every match among its first `windowRows` products);
  // the further matches follow in that order.
  const lamps = [
    { slug: 'lamp-a', title: 'Lamp', rank: 90 },
    { slug: 'lamp-b', title: 'Lamp lamp lamp', rank: 80 },
    { slug: 'lamp-c', title: 'Lamp', rank: 70 },
    { slug: 'lamp-d', title: 'Lamp lamp', rank: 60 },
    { slug: 'lamp-e', title: 'Lamp', rank: 50 },
    { slug: 'lamp-f', title: 'Lamp lamp lamp lamp', rank: 40 },
    { slug: 'lamp-g', title: 'Lamp', rank: 30 },
    { slug: 'lamp-h', title: 'Lamp', rank: 20 },
  ];
  const exact = ['lamp-f', 'lamp-b', 'lamp-d', 'lamp-a', 'lamp-c', 'lamp-e', 'lamp-g', 'lamp-h'];
  const bounded = ['lamp-b', 'lamp-d', 'lamp-a', 'lamp-c', 'lamp-e', 'lamp-f', 'lamp-g', 'lamp-h'];
  const saved = { ...SEARCH_RANKING };
  beforeAll(async () => {
    for (const l of lamps) await createProduct(server.db, { slug: l.slug, title: { en: l.title }, rank: l.rank, variants: [{ price: 1000, stock: 1 }] });
  });
  afterAll(() => {
    delete SEARCH_RANKING.windowRows;
    Object.assign(SEARCH_RANKING, saved);
  });
  const pages = async (q: string, pageSize: number) => {
    const all: string[] = [];
    for (let page = 1; page <= Math.ceil(lamps.length / pageSize); page++) {
      const res = await list({ q, page, pageSize });
      expect(res.body.data.total).toBe(lamps.length);
      all.push(...slugs(res));
    }
    return all;
  };

  it('ranks every match when they are few', async () => {
    Object.assign(SEARCH_RANKING, { exactUpTo: 10, candidates: 4 });
    expect(await pages('lamp', 8)).toEqual(exact);
  });

  it('ranks the first candidates in the recommended order by relevance, the rest after them', async () => {
    Object.assign(SEARCH_RANKING, { exactUpTo: 5, candidates: 5, windowRows: 3 });
    // The best of the candidates comes first, on every page size; pages neither repeat nor skip.
    expect(await pages('LAMP', 8)).toEqual(bounded);
    expect(await pages('Lamp', 3)).toEqual(bounded);
    expect(await pages('lAmp', 2)).toEqual(bounded);
  });

  it('ranks every match among the first products of the recommended order when they are more', async () => {
    // The first six products in the recommended order are lamps a–f: six candidates, not five.
    Object.assign(SEARCH_RANKING, { exactUpTo: 5, candidates: 5, windowRows: 6 });
    const windowed = ['lamp-f', 'lamp-b', 'lamp-d', 'lamp-a', 'lamp-c', 'lamp-e', 'lamp-g', 'lamp-h'];
    expect(await pages('lamp!', 8)).toEqual(windowed);
    expect(await pages('lamp?', 3)).toEqual(windowed);
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
