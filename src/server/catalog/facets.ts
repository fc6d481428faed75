/**
 * Filter counts for a product list (categories, colours, sizes, in stock, price range), in one
 * statement whatever the catalogue's size. Each facet counts with every *other* filter the shopper
 * set applied but not its own, so the values of one facet stay choosable and show what they add
 * ("Red (3)" while Blue is checked counts red products, not red-and-blue ones).
 * Counts for a given scope and selection are kept for 30 s: they steer the shopper, so a few
 * seconds' lag is fine, and a busy category page costs no extra query. (The cache is per
 * process; filter counts may differ between processes for up to 30 s.)
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { scopeConditions, selectionConditions, type Scope, type Selection } from './catalog.service.ts';

export interface Facets {
  categories: Array<{ id: number; count: number }>;
  colors: Array<{ value: string; count: number; name?: Record<string, string>; hex?: string }>;
  sizes: Array<{ value: string; count: number }>;
  /** How many products are in stock. */
  inStock: number;
  price: { min: number; max: number } | null;
}

export interface FacetQuery {
  /** What the page lists: its search, category subtree, collection or tag. Every count applies it. */
  scope: Scope;
  /** The filters the shopper set. */
  selected: Selection;
}

const cache = ttlCache<Facets>({ name: 'facets', ttlMs: 30_000, maxEntries: 500, maxBytes: 8 * 2 ** 20 });

/**
 * Each selected filter as a boolean column of the scoped products (true when not set), so one
 * pass over them serves every facet: a facet's rows are those where all flags but its own hold.
 */
const FLAGS = { category: 'in_category', price: 'in_price', stock: 'stock_ok', variants: 'in_variants' } as const;
type Flag = keyof typeof FLAGS;

function allFlagsBut(own: Flag, alias = ''): SQL {
  const names = (Object.keys(FLAGS) as Flag[]).filter((flag) => flag !== own).map((flag) => `${alias}${FLAGS[flag]}`);
  return sql.raw(names.join(' and '));
}

/** Colour (or size) values count variants that also match the selected sizes (or colours). */
function variantAlso(column: 'color' | 'size', values: string[] | undefined): SQL {
  return values?.length ? sql` and v.${sql.raw(column)} in ${values}` : sql``;
}

type Row = { kind: string; value: string | null; n: string; lo: string | null; hi: string | null };

async function queryFacets(db: Db, { scope, selected }: FacetQuery): Promise<Row[]> {
  const scoped = and(...scopeConditions(scope).conditions);
  const flags = selectionConditions(selected);
  const flag = (name: Flag) => sql`${flags[name] ?? sql`true`} as ${sql.raw(FLAGS[name])}`;
  // Both drivers answer `{rows}`; the shared Db type leaves the result untyped.
  const result = (await db.execute(sql`
    with base as (
      select products.id, products.category_id, products.price_min, products.stock_total > 0 as in_stock,
        ${flag('category')}, ${flag('price')}, ${flag('stock')}, ${flag('variants')}
      from products where ${scoped})
    select 'category' as kind, category_id::text as value, count(*) as n, null as lo, null as hi
      from base where ${allFlagsBut('category')} group by category_id
    union all
    select 'color', v.color, count(distinct v.product_id), null, null from product_variants v join base b on b.id = v.product_id
      where v.color is not null and ${allFlagsBut('variants', 'b.')}${variantAlso('size', selected.sizes)} group by v.color
    union all
    select 'size', v.size, count(distinct v.product_id), null, null from product_variants v join base b on b.id = v.product_id
      where v.size is not null and ${allFlagsBut('variants', 'b.')}${variantAlso('color', selected.colors)} group by v.size
    union all
    select 'summary', null, count(*) filter (where in_stock and ${allFlagsBut('stock')}),
      (min(price_min) filter (where ${allFlagsBut('price')}))::text, (max(price_min) filter (where ${allFlagsBut('price')}))::text
      from base
    union all
    select 'colorName', value, 0, name, hex from (
      select distinct on (c->>'value') c->>'value' as value, (c->'name')::text as name, c->>'hex' as hex
      from base join products pr on pr.id = base.id
      cross join lateral jsonb_array_elements(case when jsonb_typeof(pr.options->'color') = 'array' then pr.options->'color' else '[]'::jsonb end) c
    ) names`)) as unknown as { rows: Row[] };
  return result.rows;
}

function toFacets(rows: Row[], selected: Selection): Facets {
  const facets: Facets = { categories: [], colors: [], sizes: [], inStock: 0, price: null };
  const names = new Map<string, { name?: Record<string, string>; hex?: string }>();
  for (const row of rows) {
    const count = Number(row.n);
    if (row.kind === 'category' && row.value) facets.categories.push({ id: Number(row.value), count });
    if (row.kind === 'color' && row.value) facets.colors.push({ value: row.value, count });
    if (row.kind === 'size' && row.value) facets.sizes.push({ value: row.value, count });
    if (row.kind === 'summary') {
      facets.inStock = count;
      if (row.lo !== null && row.hi !== null) facets.price = { min: Number(row.lo), max: Number(row.hi) };
    }
    if (row.kind === 'colorName' && row.value) names.set(row.value, { name: row.lo ? JSON.parse(row.lo) : undefined, hex: row.hi ?? undefined });
  }
  keepSelected(facets.colors, selected.colors);
  keepSelected(facets.sizes, selected.sizes);
  for (const color of facets.colors) Object.assign(color, names.get(color.value));
  facets.colors.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  facets.sizes.sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value) || a.value.localeCompare(b.value, undefined, { numeric: true }));
  return facets;
}

/** A checked value stays listed (with 0) when the other filters leave none of it, so it can be unchecked. */
function keepSelected(options: Array<{ value: string; count: number }>, selected: string[] | undefined) {
  for (const value of selected ?? []) if (!options.some((o) => o.value === value)) options.push({ value, count: 0 });
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
function sizeOrder(size: string): number {
  const i = SIZE_ORDER.indexOf(size.toUpperCase());
  return i === -1 ? SIZE_ORDER.length : i;
}

/** The cache key: every filter that changes a count, with list values in one order. */
function cacheKey({ scope, selected }: FacetQuery): string {
  const sorted = (values: string[] | undefined) => (values?.length ? [...new Set(values)].sort() : undefined);
  return JSON.stringify({ scope, selected: { ...selected, colors: sorted(selected.colors), sizes: sorted(selected.sizes) } });
}

export function productFacets(db: Db, query: FacetQuery): Promise<Facets> {
  return cache.get(cacheKey(query), async () => toFacets(await queryFacets(db, query), query.selected));
}
