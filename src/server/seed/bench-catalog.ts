/**
 * A large generated catalogue for benchmarks: N products with 3–6 variants each, English and
 * Chinese titles from word lists (so CJK search is exercised), seeded-random prices, stock, sales
 * and dates, all sharing eight pre-rendered images. Rows go in set-based, one statement per table
 * for each batch of products (default 1,000; the bench uses 10,000 on PostgreSQL) in one
 * transaction, which also adds the batch's words
 * (titles, category and colour names) to the search-term list; repeated calls append more products.
 */
import { sql } from 'drizzle-orm';
import { buildSearchText } from '../catalog/search-text.ts';
import { indexSearchTerms } from '../catalog/search-terms.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { categories, productVariants, tags, type ProductImage } from '../catalog/catalog.schema.ts';
import type { Storage } from '../platform/media/storage.ts';
import { BENCH_ADJECTIVES, BENCH_CATEGORIES, BENCH_COLORS, BENCH_IMAGES, BENCH_MATERIALS, BENCH_SIZES, BENCH_TAGS } from './demo-data.ts';
import { PRODUCT_IMAGE_WIDTH, seededRandom, storeProductImage } from './product-images.ts';

export interface GenerateCatalogOptions {
  products: number;
  /** Where the eight shared images are stored; without it generated products have no images. */
  storage?: Storage;
  log?: (m: string) => void;
  /** Products per multi-row insert (default 1,000). */
  batchSize?: number;
  /** Seed of the random generator (default 1). */
  seed?: number;
}

const DAY_MS = 86_400_000;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function sharedImages(storage: Storage | undefined): Promise<ProductImage[]> {
  if (!storage) return [];
  return Promise.all(
    BENCH_IMAGES.map(async ({ motif, hex }, i) => {
      const url = await storeProductImage(storage, { key: `bench/shared-${i + 1}`, motif, hex, seed: `bench-${i + 1}` });
      return { url, width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_WIDTH };
    }),
  );
}

/** Ensures the bench categories and tags exist and returns their ids by slug. */
async function ensureTaxonomy(db: Db) {
  await db
    .insert(categories)
    .values(BENCH_CATEGORIES.map((c, i) => ({ slug: c.slug, position: 100 + i, name: { en: c.name[0], zh: c.name[1] }, description: {} })))
    .onConflictDoNothing();
  await db
    .insert(tags)
    .values(BENCH_TAGS.map((t) => ({ slug: t.slug, name: { en: t.name[0], zh: t.name[1] } })))
    .onConflictDoNothing();
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const tagRows = await db.select({ id: tags.id, slug: tags.slug }).from(tags);
  return { categoryIds: new Map(categoryRows.map((r) => [r.slug, r.id])), tagIds: new Map(tagRows.map((r) => [r.slug, r.id])) };
}

interface GeneratedProduct {
  row: {
    slug: string;
    categoryId: number;
    title: { en: string; zh: string };
    description: { en: string; zh: string };
    images: ProductImage[];
    priceMin: number;
    priceMax: number;
    stockTotal: number;
    soldCount: number;
    ratingAvg: number;
    ratingCount: number;
    rank: number;
    searchText: string;
    createdAt: string;
  };
  variants: Array<{
    sku: string;
    color: string;
    colorName: readonly string[];
    size: string | null;
    price: number;
    compareAtPrice: number | null;
    stock: number;
    soldCount: number;
    position: number;
  }>;
  tagSlugs: string[];
}

/**
 * Writes one batch set-based: each table gets a single `insert … select … from
 * jsonb_to_recordset(…)` with the whole batch as one JSON parameter, so PostgreSQL parses one
 * statement per table instead of thousands of value tuples (a million products load in minutes).
 * Variants and tag links find their product by its unique slug.
 */
async function writeBatch(tx: Executor, batch: GeneratedProduct[], tagIds: Map<string, number>): Promise<void> {
  const productJson = JSON.stringify(batch.map((b) => b.row));
  await tx.execute(sql`
    insert into products (slug, category_id, title, description, images, price_min, price_max, stock_total, sold_count,
      rating_avg, rating_count, rank, search_doc, created_at)
    select slug, "categoryId", title, description, images, "priceMin", "priceMax", "stockTotal", "soldCount",
      "ratingAvg", "ratingCount", rank, to_tsvector('simple', "searchText"), "createdAt"
    from jsonb_to_recordset(${productJson}::jsonb) as x(slug text, "categoryId" int, title jsonb, description jsonb, images jsonb,
      "priceMin" int, "priceMax" int, "stockTotal" int, "soldCount" int, "ratingAvg" float8, "ratingCount" int, rank int,
      "searchText" text, "createdAt" timestamptz)`);
  const variantJson = JSON.stringify(batch.flatMap((b) => b.variants.map(({ colorName: _name, ...v }) => ({ ...v, slug: b.row.slug }))));
  await tx.execute(sql`
    insert into product_variants (product_id, sku, color, size, price, compare_at_price, stock, sold_count, position)
    select p.id, v.sku, v.color, v.size, v.price, v."compareAtPrice", v.stock, v."soldCount", v.position
    from jsonb_to_recordset(${variantJson}::jsonb) as v(slug text, sku text, color text, size text, price int, "compareAtPrice" int,
      stock int, "soldCount" int, position int)
    join products p on p.slug = v.slug`);
  const tagJson = JSON.stringify(batch.flatMap((b) => b.tagSlugs.map((slug) => ({ slug: b.row.slug, tagId: tagIds.get(slug)! }))));
  await tx.execute(sql`
    insert into product_tags (product_id, tag_id)
    select p.id, t."tagId" from jsonb_to_recordset(${tagJson}::jsonb) as t(slug text, "tagId" int)
    join products p on p.slug = t.slug`);
}

export async function generateCatalog(db: Db, opts: GenerateCatalogOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const batchSize = Math.max(1, opts.batchSize ?? 1_000);
  const started = Date.now();
  const images = await sharedImages(opts.storage);
  const { categoryIds, tagIds } = await ensureTaxonomy(db);
  // Numbering continues after earlier runs so slugs and SKUs stay unique.
  const [last] = await db
    .select({ n: sql<number>`coalesce(max((regexp_match(${productVariants.sku}, '^GEN(\\d+)-'))[1]::int), 0)` })
    .from(productVariants)
    .where(sql`${productVariants.sku} like 'GEN%'`);
  const offset = Number(last.n);
  const rand = seededRandom((opts.seed ?? 1) * 7919 + offset);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const now = Date.now();

  for (let done = 0; done < opts.products;) {
    const count = Math.min(batchSize, opts.products - done);
    const batch = Array.from({ length: count }, (_, i): GeneratedProduct & { categoryName: readonly string[] } => {
      const n = offset + done + i + 1;
      const category = BENCH_CATEGORIES[n % BENCH_CATEGORIES.length];
      const [adj, material, noun] = [pick(BENCH_ADJECTIVES), pick(BENCH_MATERIALS), pick(category.nouns)];
      const title = { en: `${adj[0]} ${material[0]} ${noun[0]}`, zh: `${adj[1]}${material[1]}${noun[1]}` };
      const description = {
        en: `A ${adj[0].toLowerCase()} ${noun[0].toLowerCase()} in ${material[0].toLowerCase()}, made for everyday use and built to last. Model ${n}.`,
        zh: `${adj[1]}${material[1]}${noun[1]}，日常实用，经久耐用。型号 ${n}。`,
      };
      const basePrice = 100 * Math.round(5 + Math.pow(rand(), 2) * 495) - 1;
      const sale = rand() < 0.2;
      const colorStart = Math.floor(rand() * BENCH_COLORS.length);
      const withSizes = rand() < 0.6;
      const variants = Array.from({ length: 3 + Math.floor(rand() * 4) }, (_, k) => {
        const color = BENCH_COLORS[(colorStart + (withSizes ? Math.floor(k / 2) : k)) % BENCH_COLORS.length];
        const size = withSizes ? BENCH_SIZES[1 + (k % 2) + (k === 5 ? 1 : 0)] : null;
        const r = rand();
        const price = basePrice + (size === 'XL' ? 200 : 0);
        return {
          sku: `GEN${n}-${k + 1}`,
          color: color.value,
          colorName: color.name,
          size,
          price,
          compareAtPrice: sale ? Math.round(price * 1.25) : null,
          stock: r < 0.06 ? 0 : r < 0.12 ? 1 + Math.floor(rand() * 4) : Math.floor(rand() * 200),
          soldCount: Math.floor(Math.pow(rand(), 3) * 2_000),
          position: k,
        };
      });
      const productTagSlugs = BENCH_TAGS.filter(() => rand() < 0.15).map((t) => t.slug);
      if (sale && !productTagSlugs.includes('sale')) productTagSlugs.push('sale');
      const sold = variants.reduce((s, v) => s + v.soldCount, 0);
      const imageStart = Math.floor(rand() * Math.max(1, images.length));
      return {
        categoryName: category.name,
        row: {
          slug: `${slugify(title.en)}-${n}`,
          categoryId: categoryIds.get(category.slug)!,
          title,
          description,
          images: images.length ? [images[imageStart], images[(imageStart + 1) % images.length]] : [],
          priceMin: Math.min(...variants.map((v) => v.price)),
          priceMax: Math.max(...variants.map((v) => v.price)),
          stockTotal: variants.reduce((s, v) => s + v.stock, 0),
          soldCount: sold,
          ratingAvg: sold ? Math.round((3 + rand() * 2) * 10) / 10 : 0,
          ratingCount: Math.floor(sold * rand() * 0.1),
          rank: Math.floor(rand() * 100),
          searchText: buildSearchText([
            title.en,
            title.zh,
            description.en,
            description.zh,
            category.name[0],
            category.name[1],
            ...productTagSlugs.flatMap((slug) => BENCH_TAGS.find((t) => t.slug === slug)!.name),
            ...[...new Set(variants.map((v) => v.colorName.join(' ')))],
            ...variants.map((v) => v.sku),
          ]),
          createdAt: new Date(now - Math.floor(rand() * 730 * DAY_MS)).toISOString(),
        },
        variants,
        tagSlugs: productTagSlugs,
      };
    });

    await db.transaction(async (tx) => {
      await writeBatch(tx, batch, tagIds);
      const categoryNames = new Set(batch.flatMap((b) => b.categoryName));
      const colorNames = new Set(batch.flatMap((b) => b.variants.flatMap((v) => v.colorName)));
      await indexSearchTerms(tx, [...batch.flatMap((b) => [b.row.title.en, b.row.title.zh]), ...categoryNames, ...colorNames]);
    });

    const before = done;
    done += count;
    if (Math.floor(done / 10_000) > Math.floor(before / 10_000) || done === opts.products) {
      log(`generated ${done}/${opts.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}
