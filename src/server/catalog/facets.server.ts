/**
 * Filter counts for a product list (categories, colours, sizes, price range), in one statement
 * over the filtered set. Counts for a given set of filters are kept for FACET_TTL_MS: they steer
 * the shopper, so a few seconds' lag is fine, and a busy category page costs no extra query.
 * (The cache is per process; filter counts may differ between processes for up to 30 s.)
 */
import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../shared/contracts/catalog.ts';
import type { Db } from '../db/client.server.ts';
import { ttlCache } from '../ttl-cache.ts';
import { filterConditions } from './service.ts';


export interface Facets {
  categories: Array<{ id: number; count: number }>;
  colors: Array<{ value: string; count: number; name?: Record<string, string>; hex?: string }>;
  sizes: Array<{ value: string; count: number }>;
  price: { min: number; max: number } | null;
}

type FacetFilters = Omit<ProductListQuery, 'page' | 'pageSize' | 'sort'> & { categoryIds?: number[] };

const cache = ttlCache<Facets>({ ttlMs: 30_000, maxEntries: 500 });

async function computeFacets(db: Db, filters: FacetFilters): Promise<Facets> {
  // Colour and size counts ignore their own selection, so the shopper can widen it.
  const { where } = filterConditions({ ...filters, colors: undefined, sizes: undefined });
  type Row = { kind: string; value: string | null; n: string; lo: string | null; hi: string | null };
  // Both drivers answer `{rows}`; the shared Db type leaves the result untyped.
  const result = (await db.execute(sql`
    with base as (select products.id, products.category_id, products.price_min from products where ${where})
    select 'category' as kind, category_id::text as value, count(*) as n, null as lo, null as hi from base group by category_id
    union all
    select 'color', v.color, count(distinct v.product_id), null, null from product_variants v join base on base.id = v.product_id where v.color is not null group by v.color
    union all
    select 'size', v.size, count(distinct v.product_id), null, null from product_variants v join base on base.id = v.product_id where v.size is not null group by v.size
    union all
    select 'price', null, count(*), min(price_min)::text, max(price_min)::text from base
    union all
    select 'colorName', value, 0, name, hex from (
      select distinct on (c->>'value') c->>'value' as value, (c->'name')::text as name, c->>'hex' as hex
      from base join products pr on pr.id = base.id
      cross join lateral jsonb_array_elements(case when jsonb_typeof(pr.options->'color') = 'array' then pr.options->'color' else '[]'::jsonb end) c
    ) names`)) as unknown as { rows: Row[] };
  const facets: Facets = { categories: [], colors: [], sizes: [], price: null };
  const names = new Map<string, { name?: Record<string, string>; hex?: string }>();
  for (const row of result.rows) {
    const count = Number(row.n);
    if (row.kind === 'category' && row.value) facets.categories.push({ id: Number(row.value), count });
    if (row.kind === 'color' && row.value) facets.colors.push({ value: row.value, count });
    if (row.kind === 'size' && row.value) facets.sizes.push({ value: row.value, count });
    if (row.kind === 'price' && count > 0) facets.price = { min: Number(row.lo), max: Number(row.hi) };
    if (row.kind === 'colorName' && row.value) names.set(row.value, { name: row.lo ? JSON.parse(row.lo) : undefined, hex: row.hi ?? undefined });
  }
  for (const color of facets.colors) Object.assign(color, names.get(color.value));
  facets.colors.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  facets.sizes.sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value) || a.value.localeCompare(b.value, undefined, { numeric: true }));
  return facets;
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
function sizeOrder(size: string): number {
  const i = SIZE_ORDER.indexOf(size.toUpperCase());
  return i === -1 ? SIZE_ORDER.length : i;
}

export function productFacets(db: Db, filters: FacetFilters): Promise<Facets> {
  return cache.get(JSON.stringify(filters), () => computeFacets(db, filters));
}
