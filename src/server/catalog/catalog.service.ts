/**
 * Catalogue reads. A list page is one indexed `limit` query plus its total, and the total for a
 * set of filters is kept for a few seconds (counting every match is the expensive part on a large
 * catalogue), so a page costs at most two queries whatever the catalogue's size.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL, type Subquery } from 'drizzle-orm';
import { MAX_INT4, PRODUCT_COUNT_LIMIT } from '../../shared/constants.ts';
import type { ProductCard, ProductCardView, ProductDetail, ProductListQuery } from '../../shared/contracts/catalog.ts';
import type { Db } from '../platform/db/client.ts';
import { categories, collectionProducts, collections, products, productTags, productVariants, tags } from './catalog.schema.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { tagPage } from '../platform/page-tags.ts';
import { productTag } from '../platform/purge.ts';
import { buildTsQuery } from './search-text.ts';
import { imageRef, localize } from './localize.ts';

/** `products.id` written out: inside select columns drizzle leaves columns unqualified. */
const PRODUCT_ID = sql.raw('"products"."id"');
const PRICE_MIN = sql.raw('"products"."price_min"');
const CATEGORY_ID = sql.raw('"products"."category_id"');
const exists = (subquery: SQL) => sql`exists (${subquery})`;

type ListFilters = Omit<ProductListQuery, 'page' | 'pageSize' | 'sort'> & { categoryIds?: number[] };

/** The filters a shopper sets on a list (as opposed to what the page lists: a search, a category, a tag). */
export interface Selection {
  categoryIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  colors?: string[];
  sizes?: string[];
}

/** What a page lists before any filter is set: a search, a category (a page's subtree by ids, or a slug), a collection or a tag. */
export interface Scope {
  q?: string;
  category?: string;
  categoryIds?: number[];
  collection?: string;
  tag?: string;
}

const categoryIn = (ids: number[]): SQL => (ids.length ? inArray(products.categoryId, ids) : sql`false`);

/**
 * The product is in the collection: picked by hand for a manual one; for a rule-based one, every
 * rule matches (has the tag, its price in the range, filed under the category or one of its
 * subcategories). One condition of the list's query, so a collection page costs what any list does.
 * `which` picks the collection, written against the alias `co`.
 */
export function inCollection(which: SQL): SQL {
  return exists(sql`select 1 from ${collections} co where ${which} and case co.kind
    when 'manual' then exists (select 1 from ${collectionProducts} cp where cp.collection_id = co.id and cp.product_id = ${PRODUCT_ID})
    when 'rules' then jsonb_array_length(co.rules) > 0 and not exists (
      select 1 from jsonb_array_elements(co.rules) r where not coalesce(case r->>'type'
        when 'tag' then exists (select 1 from ${productTags} pt where pt.product_id = ${PRODUCT_ID} and pt.tag_id = (r->>'tagId')::int)
        when 'price' then ${PRICE_MIN} >= coalesce((r->>'min')::int, 0) and ${PRICE_MIN} <= coalesce((r->>'max')::int, ${MAX_INT4})
        when 'category' then ${CATEGORY_ID} in (
          with recursive tree as (select c.id from ${categories} c where c.id = (r->>'categoryId')::int
            union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
          select id from tree)
        end, false))
    else false end`);
}

/** Published products of the page's scope. */
export function scopeConditions(f: Scope): { conditions: SQL[]; tsQuery: string | null } {
  const conditions: SQL[] = [eq(products.published, true)];
  const tsQuery = f.q ? buildTsQuery(f.q) : null;
  if (f.q && !tsQuery) conditions.push(sql`false`);
  if (tsQuery) conditions.push(sql`${products.searchDoc} @@ to_tsquery('simple', ${tsQuery})`);
  if (f.categoryIds) conditions.push(categoryIn(f.categoryIds));
  else if (f.category) {
    conditions.push(sql`${products.categoryId} in (
      with recursive tree as (select id from ${categories} where slug = ${f.category}
        union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
      select id from tree)`);
  }
  if (f.collection) conditions.push(inCollection(sql`co.slug = ${f.collection}`));
  if (f.tag) {
    conditions.push(exists(sql`select 1 from ${productTags} pt join ${tags} t on t.id = pt.tag_id where pt.product_id = ${products.id} and t.slug = ${f.tag}`));
  }
  return { conditions, tsQuery };
}

/**
 * One condition per filter the shopper set (absent when not set), kept apart so that filter
 * counts can apply all of them but the one they count.
 */
export function selectionConditions(s: Selection): { category?: SQL; price?: SQL; stock?: SQL; variants?: SQL } {
  const price = and(s.minPrice !== undefined ? gte(products.priceMin, s.minPrice) : undefined, s.maxPrice !== undefined ? lte(products.priceMin, s.maxPrice) : undefined);
  return {
    category: s.categoryIds ? categoryIn(s.categoryIds) : undefined,
    price,
    stock: s.inStock ? sql`${products.stockTotal} > 0` : undefined,
    variants: variantsMatching(s.colors, s.sizes),
  };
}

/** A product matches colours and sizes through one variant: "red in M" needs a red M variant. */
function variantsMatching(colors: string[] | undefined, sizes: string[] | undefined): SQL | undefined {
  const variantFilters: SQL[] = [];
  if (colors?.length) variantFilters.push(inArray(productVariants.color, colors));
  if (sizes?.length) variantFilters.push(inArray(productVariants.size, sizes));
  if (variantFilters.length === 0) return undefined;
  return exists(sql`select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${and(...variantFilters)}`);
}

/** All conditions of a product list; the category ids count once, as part of the scope. */
export function filterConditions(f: ListFilters): { where: SQL | undefined; tsQuery: string | null } {
  const { conditions, tsQuery } = scopeConditions(f);
  const selected = selectionConditions({ ...f, categoryIds: undefined });
  return { where: and(...conditions, ...Object.values(selected)), tsQuery };
}

/** The column of each `<key>_<direction>` sort; ties fall back to the product id in the same direction. */
const SORT_COLUMNS = { price: products.priceMin, created: products.createdAt, sales: products.soldCount };
const KEYED_SORT = /^(price|created|sales)_(asc|desc)$/;

/**
 * One key of a list's order. The recommended order is `rank desc nulls last, id`, written as
 * `products_rank_idx` is built (rank is never null), so a page is read in index order: a plain
 * `rank desc` (nulls first) cannot use that index and sorted every product (1.2 s at a million).
 */
interface SortKey {
  expr: SQL;
  dir: 'asc' | 'desc' | 'desc nulls last';
}
const ordered = (keys: SortKey[]): SQL[] => keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)}`);
const RECOMMENDED: SortKey[] = [
  { expr: sql`${products.rank}`, dir: 'desc nulls last' },
  { expr: sql`${products.id}`, dir: 'asc' },
];

function orderFor(sort: ProductListQuery['sort'], tsQuery: string | null): SortKey[] {
  const keyed = KEYED_SORT.exec(sort ?? '');
  if (keyed) {
    const dir = keyed[2] as 'asc' | 'desc';
    return [
      { expr: sql`${SORT_COLUMNS[keyed[1] as keyof typeof SORT_COLUMNS]}`, dir },
      { expr: sql`${products.id}`, dir },
    ];
  }
  return tsQuery ? [{ expr: sql`ts_rank(${products.searchDoc}, to_tsquery('simple', ${tsQuery}))`, dir: 'desc' }, ...RECOMMENDED] : RECOMMENDED;
}

/**
 * A search that matches more products than `exactUpTo` (its capped total says "more than 10,000")
 * is ranked by relevance among candidates: its matches among the first `windowRows` products in
 * the recommended order, and at least its first `candidates` matches (two pages of 24). The
 * further matches follow in the recommended order. Ranking every match of a common word read
 * all of them (62,000 rows, 0.3–0.5 s at a million products); the candidates are read through
 * the recommended order's index. The window is `candidates` × catalogue ÷ `exactUpTo` products
 * (4,800 at a million, from the table's statistics; `windowRows` overrides it), as many rows as
 * finding 48 of just over 10,000 matches takes, so a more common word gets more candidates for
 * the same reading. Fewer matches are ranked exactly, all of them. The candidates come in the
 * order that breaks relevance ties, so whenever the best relevance tier fills the requested page
 * among them, the page is the one exact ranking would give.
 */
export const SEARCH_RANKING: { exactUpTo: number; candidates: number; windowRows?: number } = { exactUpTo: PRODUCT_COUNT_LIMIT, candidates: 48 };

const catalogueSize = ttlCache<number>({ name: 'catalogueSize', ttlMs: 600_000, maxEntries: 1, maxBytes: 1_024 });

/** How many products the table holds, from its statistics (0 before any analyze); kept 10 minutes. */
function estimatedProducts(db: Db): Promise<number> {
  return catalogueSize.get('products', async () => {
    const [row] = await db
      .select({ n: sql<number>`greatest(reltuples, 0)::bigint` })
      .from(sql`pg_class`)
      .where(sql`oid = 'products'::regclass`);
    return Number(row?.n ?? 0);
  });
}

/** How many candidates a search with many matches ranks: its matches in the window, at least `candidates`. */
async function candidateCount(db: Db, query: ListFilters, tsQuery: string): Promise<number> {
  const { candidates, exactUpTo } = SEARCH_RANKING;
  const windowRows = SEARCH_RANKING.windowRows ?? Math.ceil((candidates * (await estimatedProducts(db))) / exactUpTo);
  if (windowRows <= candidates) return candidates;
  const scope = filterConditions({ ...query, q: undefined }).where;
  const window = db
    .select({ hit: sql<boolean>`${products.searchDoc} @@ to_tsquery('simple', ${tsQuery})`.as('hit') })
    .from(products)
    .where(scope)
    .orderBy(...ordered(RECOMMENDED))
    .limit(windowRows)
    .as('window');
  const [row] = await db.select({ hits: sql<number>`count(*) filter (where ${window.hit})` }).from(window);
  return Math.max(candidates, Number(row.hits));
}

const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  image: sql<ProductImageJson>`${products.images}->0`,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  compareAt: sql<number | null>`(select min(v.compare_at_price) from ${productVariants} v where v.product_id = ${PRODUCT_ID} and v.compare_at_price > v.price)`,
  stockTotal: products.stockTotal,
  soldCount: products.soldCount,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
};
type ProductImageJson = { url: string; width: number; height: number; alt?: Record<string, string> } | null;
type CardRow = { [K in keyof typeof cardColumns]: unknown } & {
  id: number;
  slug: string;
  title: Record<string, string>;
  image: ProductImageJson;
  priceMin: number;
  priceMax: number;
  compareAt: number | null;
  stockTotal: number;
  soldCount: number;
  ratingAvg: number;
  ratingCount: number;
};

export function toCard(row: CardRow, lang: string): ProductCard {
  const title = localize(row.title, lang);
  return {
    id: row.id,
    slug: row.slug,
    title,
    image: imageRef(row.image ?? undefined, lang, title),
    price: row.priceMin,
    priceMax: row.priceMax,
    compareAtPrice: row.compareAt === null ? null : Number(row.compareAt),
    stock: row.stockTotal,
    soldCount: row.soldCount,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
  };
}

/** A card as list pages send it: only what the card shows, without the values it assumes. */
export function cardView({ id, soldCount: _soldCount, priceMax, compareAtPrice, ratingAvg, ratingCount, ...shown }: ProductCard): ProductCardView {
  tagPage(productTag(id));
  return {
    ...shown,
    ...(priceMax > shown.price ? { priceMax } : {}),
    ...(compareAtPrice !== null ? { compareAtPrice } : {}),
    ...(ratingCount > 0 ? { ratingAvg, ratingCount } : {}),
  };
}

export async function listProducts(db: Db, query: ProductListQuery & { categoryIds?: number[] }, lang: string): Promise<{ list: ProductCard[]; total: number }> {
  const { where, tsQuery } = filterConditions(query);
  const offset = (query.page - 1) * query.pageSize;
  const relevance = tsQuery !== null && !KEYED_SORT.test(query.sort ?? '');
  // A search in relevance order needs its total first: many matches are ranked among candidates.
  const total = relevance ? await countProducts(db, query) : undefined;
  const keys = orderFor(query.sort, tsQuery);
  const candidates = relevance && total! > SEARCH_RANKING.exactUpTo ? await candidateCount(db, query, tsQuery!) : 0;
  const [rows, counted] = await Promise.all([
    candidates
      ? cardsOf(db, candidatePage(db, where, tsQuery!, candidates, offset, query.pageSize), CANDIDATE_DIRS)
      : cardsOf(
          db,
          db
            .select({ pageId: sql<number>`${PRODUCT_ID}`.as('page_id'), ...keyColumns(keys) })
            .from(products)
            .where(where)
            .orderBy(...ordered(keys))
            .limit(query.pageSize)
            .offset(offset)
            .as('page'),
          keys.map((k) => k.dir),
        ),
    total ?? countProducts(db, query),
  ]);
  return { list: rows.map((r) => toCard(r as CardRow, lang)), total: counted };
}

const PRODUCT_ID_AS_ID = sql<number>`${PRODUCT_ID}`.as('id');
const keyColumns = (keys: SortKey[]) => Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.expr}`.as(`k${i}`)]));
const CANDIDATE_DIRS: SortKey['dir'][] = ['asc', 'asc', 'asc'];

/**
 * The page's cards: the page's ids with their sort keys (`k0`, `k1`, … in `dirs`) are chosen
 * first, then only those rows are read whole, so the per-card subquery (compare-at price) runs
 * for the page, not for the rows an offset skips.
 */
function cardsOf(db: Db, page: Subquery, dirs: SortKey['dir'][]) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(page, sql`"page"."page_id" = ${PRODUCT_ID}`)
    .orderBy(...dirs.map((dir, i) => sql`${sql.raw(`"page"."k${i}"`)} ${sql.raw(dir)}`));
}

/**
 * The page of a search with many matches: its first `candidates` matches in the recommended
 * order, by relevance (ties in that order), then the further matches in the recommended order.
 * `k0` is false for candidates, so each page's key sorts ascending.
 */
function candidatePage(db: Db, where: SQL | undefined, tsQuery: string, candidates: number, offset: number, size: number) {
  const firstMatches = db
    .select({ id: PRODUCT_ID_AS_ID, rank: products.rank, score: sql<number>`ts_rank(${products.searchDoc}, to_tsquery('simple', ${tsQuery}))`.as('score') })
    .from(products)
    .where(where)
    .orderBy(...ordered(RECOMMENDED))
    .limit(Math.max(candidates, offset + size))
    .as('first_matches');
  const numbered = db
    .select({
      id: firstMatches.id,
      rank: firstMatches.rank,
      score: firstMatches.score,
      n: sql<number>`row_number() over (order by ${firstMatches.rank} desc nulls last, ${firstMatches.id})`.as('n'),
    })
    .from(firstMatches)
    .as('numbered');
  const candidate = sql`${numbered.n} <= ${candidates}`;
  return db
    .select({
      pageId: sql<number>`${numbered.id}`.as('page_id'),
      k0: sql<boolean>`not (${candidate})`.as('k0'),
      k1: sql<number>`case when ${candidate} then -${numbered.score} end`.as('k1'),
      k2: sql<number>`${numbered.n}`.as('k2'),
    })
    .from(numbered)
    .orderBy(sql`not (${candidate})`, sql`case when ${candidate} then -${numbered.score} end`, numbered.n)
    .limit(size)
    .offset(offset)
    .as('page');
}

const totals = ttlCache<number>({ name: 'listTotals', ttlMs: 10_000, maxEntries: 1000, maxBytes: 2 ** 20, sizeOf: () => 64 });

/** How many products match the filters, up to PRODUCT_COUNT_LIMIT + 1 (kept 10 s per set of filters, per process). */
export function countProducts(db: Db, query: ListFilters): Promise<number> {
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = query as ProductListQuery;
  return totals.get(JSON.stringify(filters), async () => {
    const { where } = filterConditions(query);
    // Counting stops past the limit: an exact count of a million matches is the slow part of a page.
    const capped = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(PRODUCT_COUNT_LIMIT + 1)
      .as('capped');
    const [row] = await db.select({ total: sql<number>`count(*)` }).from(capped);
    return Number(row.total);
  });
}

/** Product cards by slug, in the given order (hand-picked grids). */
export async function productsBySlugs(db: Db, slugs: string[], lang: string): Promise<ProductCard[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.slug, slugs), eq(products.published, true)));
  const bySlug = new Map(rows.map((r) => [r.slug, toCard(r as CardRow, lang)]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
}

export async function getProduct(db: Db, by: { slug?: string; id?: number }, lang: string): Promise<ProductDetail | null> {
  const key = by.slug !== undefined ? eq(products.slug, by.slug) : by.id !== undefined ? eq(products.id, by.id) : null;
  if (!key) return null;
  const [row] = await db
    .select({
      product: products,
      categorySlug: categories.slug,
      categoryName: categories.name,
      variants: sql<VariantJson[]>`coalesce((select json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'color', v.color, 'size', v.size, 'style', v.style, 'price', v.price,
          'compareAtPrice', v.compare_at_price, 'stock', v.stock, 'imageIndex', v.image_index) order by v.position, v.id)
        from ${productVariants} v where v.product_id = ${PRODUCT_ID}), '[]'::json)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(key, eq(products.published, true)))
    .limit(1);
  if (!row) return null;
  const p = row.product;
  const title = localize(p.title, lang);
  return {
    id: p.id,
    slug: p.slug,
    title,
    description: localize(p.description, lang),
    images: p.images.map((img, i) => imageRef(img, lang, `${title} ${i + 1}`)!),
    category: row.categorySlug ? { slug: row.categorySlug, name: localize(row.categoryName, lang) } : null,
    variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants,
    options: {
      color: (p.options.color ?? []).map((c) => ({ value: c.value, name: localize(c.name, lang) || c.value, hex: c.hex ?? null })),
      style: (p.options.style ?? []).map((s) => ({ value: s.value, name: localize(s.name, lang) || s.value })),
    },
    specs: p.specs.map((s) => ({ name: localize(s.name, lang), value: localize(s.value, lang) })),
    soldCount: p.soldCount,
    ratingAvg: p.ratingAvg,
    ratingCount: p.ratingCount,
    showSlideImage: p.showSlideImage,
    showFavorite: p.showFavorite,
    showCart: p.showCart,
  };
}
type VariantJson = ProductDetail['variants'][number];

/** A product's id by slug, published or not (a quote request names the product it is about). */
export async function productBySlug(db: Db, slug: string): Promise<{ id: number } | undefined> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return product;
}

/** Whether the product exists and is published. */
export async function isPublished(db: Db, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  return Boolean(product);
}

export async function findCollection(db: Db, slug: string) {
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug)).limit(1);
  return collection;
}

export async function findTag(db: Db, slug: string) {
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  return tag;
}

/** Every tag with how many products carry it, the most used first. */
export function tagsByProductCount(db: Db) {
  const productCount = sql<number>`count(${productTags.productId})`;
  return db
    .select({ slug: tags.slug, name: tags.name, n: productCount })
    .from(tags)
    .leftJoin(productTags, eq(productTags.tagId, tags.id))
    .groupBy(tags.id)
    .orderBy(desc(productCount), asc(tags.slug));
}

/** How many products are published (the sitemap's size). */
export async function countPublishedProducts(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.published, true));
  return n;
}

/** The id of the published product at `offset` in id order (where a sitemap page starts), if there is one. */
export async function publishedProductIdAt(db: Db, offset: number): Promise<number | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)).limit(1).offset(offset);
  return row?.id;
}

/** Published products' slugs in id order from `fromId` on, a batch at a time (a sitemap page streams them). */
export function publishedProductSlugs(db: Db, batch: { fromId: number; limit: number }) {
  return db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .where(and(eq(products.published, true), gte(products.id, batch.fromId)))
    .orderBy(asc(products.id))
    .limit(batch.limit);
}

export interface CategoryNode {
  id: number;
  slug: string;
  parentId: number | null;
  name: Record<string, string>;
  description: Record<string, string>;
  /** The merchant's picture of it (an upload's address), shown above its products. */
  image: string | null;
  seoTitle: Record<string, string>;
  seoDescription: Record<string, string>;
}

export async function loadCategories(db: Db): Promise<CategoryNode[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      name: categories.name,
      description: categories.description,
      image: categories.image,
      seoTitle: categories.seoTitle,
      seoDescription: categories.seoDescription,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The ids of a category and all its descendants. */
export function categorySubtree(all: CategoryNode[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  return ids;
}
