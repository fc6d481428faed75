import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCategory, createProduct } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { productFacets } from './facets.ts';

/*
 * Four linen products under "women":
 *   dress-a  dresses  red S (in stock), blue M (sold out)   5000
 *   dress-b  dresses  blue S (in stock)                     7000
 *   top-a    tops     red M (sold out)                      3000
 *   top-b    tops     green M (in stock)                    2000
 */
let server: TestServer;
let womenIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const women = await createCategory(server.db, { slug: 'women', name: { en: 'Women' } });
  const dresses = await createCategory(server.db, { slug: 'dresses', name: { en: 'Dresses' }, parentId: women.id });
  const tops = await createCategory(server.db, { slug: 'tops', name: { en: 'Tops' }, parentId: women.id });
  womenIds = [women.id, dresses.id, tops.id];
  const redOption = { value: 'red', name: { en: 'Red', zh: '红色' }, hex: '#c00' };
  await createProduct(server.db, {
    slug: 'dress-a',
    title: { en: 'Linen Dress A' },
    categoryId: dresses.id,
    variants: [
      { color: 'red', size: 'S', price: 5000, stock: 2 },
      { color: 'blue', size: 'M', price: 5000, stock: 0 },
    ],
    options: { color: [redOption] },
  });
  await createProduct(server.db, {
    slug: 'dress-b',
    title: { en: 'Linen Dress B' },
    categoryId: dresses.id,
    variants: [{ color: 'blue', size: 'S', price: 7000, stock: 5 }],
  });
  await createProduct(server.db, { slug: 'top-a', title: { en: 'Linen Top A' }, categoryId: tops.id, variants: [{ color: 'red', size: 'M', price: 3000, stock: 0 }] });
  await createProduct(server.db, { slug: 'top-b', title: { en: 'Linen Top B' }, categoryId: tops.id, variants: [{ color: 'green', size: 'M', price: 2000, stock: 1 }] });
});
afterAll(() => server.close());

type Option = { value?: string; slug?: string; count: number };
interface Listing {
  products: Array<{ slug: string }>;
  facets: { categories: Option[]; colors: Option[]; sizes: Option[]; inStock: number; price: { min: number; max: number } | null };
}

/** The product-list (or search-results) section of a page payload. */
async function listing(path: string): Promise<Listing> {
  const res = await server.get(`${path}${path.includes('?') ? '&' : '?'}request=route`);
  const body = await res.json();
  PagePayload.parse(body);
  return body.pageBody.find((s: { type: string }) => s.type === 'product-list' || s.type === 'search-results').settings;
}
const counts = (options: Option[]) => Object.fromEntries(options.map((o) => [o.value ?? o.slug, o.count]));
const slugs = (list: Listing) => list.products.map((p) => p.slug).sort();

describe('filter counts', () => {
  it('counts every value of every facet when no filter is set', async () => {
    const { facets } = await listing('/category/women');
    expect(counts(facets.categories)).toEqual({ dresses: 2, tops: 2 });
    expect(counts(facets.colors)).toEqual({ red: 2, blue: 2, green: 1 });
    expect(counts(facets.sizes)).toEqual({ S: 2, M: 3 });
    expect(facets.inStock).toBe(3);
    expect(facets.price).toEqual({ min: 2000, max: 7000 });
  });

  it('counts categories, sizes, stock and price among the products of the selected colour', async () => {
    const list = await listing('/category/women?color=red');
    expect(slugs(list)).toEqual(['dress-a', 'top-a']);
    expect(counts(list.facets.categories)).toEqual({ dresses: 1, tops: 1 });
    expect(counts(list.facets.sizes)).toEqual({ S: 1, M: 1 });
    expect(list.facets.inStock).toBe(1);
    expect(list.facets.price).toEqual({ min: 3000, max: 5000 });
  });

  it('leaves a facet its own selection, so the other colours still count what they would add', async () => {
    const { facets } = await listing('/category/women?color=red');
    expect(counts(facets.colors)).toEqual({ red: 2, blue: 2, green: 1 });
    const priced = await listing('/category/women?minPrice=4000&maxPrice=6000');
    expect(slugs(priced)).toEqual(['dress-a']);
    expect(priced.facets.price).toEqual({ min: 2000, max: 7000 });
  });

  it('counts a colour with the selected size by variants of that colour in that size', async () => {
    const { facets } = await listing('/category/women?size=M');
    // dress-a is red and comes in M, but its M is blue: it is no red M.
    expect(counts(facets.colors)).toEqual({ red: 1, blue: 1, green: 1 });
    const both = await listing('/category/women?color=red&size=M');
    expect(slugs(both)).toEqual(['top-a']);
    expect(counts(both.facets.categories)).toEqual({ tops: 1 });
    expect(counts(both.facets.sizes)).toEqual({ S: 1, M: 1 });
    expect(both.facets.inStock).toBe(0);
  });

  it('counts colours and sizes among products in stock when "in stock" is set', async () => {
    const { facets } = await listing('/category/women?inStock=1');
    expect(counts(facets.colors)).toEqual({ red: 1, blue: 2, green: 1 });
    // Stock is the product's: dress-a is in stock (in red S), so its M counts too.
    expect(counts(facets.sizes)).toEqual({ S: 2, M: 2 });
    expect(counts(facets.categories)).toEqual({ dresses: 2, tops: 1 });
  });

  it('keeps a checked value listed with 0 when the other filters leave none of it', async () => {
    const list = await listing('/zh/category/women?color=red&size=M&inStock=1');
    expect(list.products).toEqual([]);
    expect(list.facets.colors).toContainEqual(expect.objectContaining({ value: 'red', count: 0, name: '红色' }));
  });

  it('on the search page counts every category with the other filters, not only the selected one', async () => {
    const list = await listing('/search?q=linen&category=dresses&color=red');
    expect(slugs(list)).toEqual(['dress-a']);
    expect(counts(list.facets.categories)).toEqual({ dresses: 1, tops: 1 });
    expect(counts(list.facets.colors)).toEqual({ red: 1, blue: 2 });
    expect(counts(list.facets.sizes)).toEqual({ S: 1 });
  });
});

describe('filter count cost', () => {
  it('takes one statement for all facets whatever the catalogue size, and none when kept', async () => {
    const query = (maxPrice: number) => ({ scope: { categoryIds: womenIds }, selected: { colors: ['red', 'blue'], sizes: ['M'], inStock: true, maxPrice } });
    let before = totalQueryCount();
    await productFacets(server.db, query(9000));
    expect(totalQueryCount() - before).toBe(1);
    for (let i = 0; i < 5; i++)
      await createProduct(server.db, {
        categoryId: womenIds[1],
        variants: [
          { color: 'red', size: 'M' },
          { color: 'blue', size: 'L' },
        ],
      });
    before = totalQueryCount();
    const facets = await productFacets(server.db, query(9001));
    expect(totalQueryCount() - before).toBe(1);
    expect(counts(facets.colors)).toEqual({ red: 5, blue: 1, green: 1 });
    // The same filters in another order are the same counts, answered from memory.
    before = totalQueryCount();
    await productFacets(server.db, { ...query(9001), selected: { ...query(9001).selected, colors: ['blue', 'red'] } });
    expect(totalQueryCount() - before).toBe(0);
  });
});
