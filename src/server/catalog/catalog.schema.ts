/** The catalogue: categories, collections, tags, products and their variants, and the words of
 * the catalogue for search suggestions. */
import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CollectionKind, CollectionRule } from '../../shared/contracts/taxonomy-admin.ts';
import { now, type Localized } from '../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    parentId: integer(),
    position: integer().notNull().default(0),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    image: text(),
    seoTitle: jsonb().$type<Localized>().notNull().default({}),
    seoDescription: jsonb().$type<Localized>().notNull().default({}),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const collections = pgTable(
  'collections',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    image: text(),
    position: integer().notNull().default(0),
    /** `manual` lists its collection_products; `rules` lists the published products every rule matches. */
    kind: text().$type<CollectionKind>().notNull().default('manual'),
    rules: jsonb().$type<CollectionRule[]>().notNull().default([]),
    seoTitle: jsonb().$type<Localized>().notNull().default({}),
    seoDescription: jsonb().$type<Localized>().notNull().default({}),
  },
  (t) => [uniqueIndex('collections_slug_key').on(t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    seoTitle: jsonb().$type<Localized>().notNull().default({}),
    seoDescription: jsonb().$type<Localized>().notNull().default({}),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug)],
);

export interface ProductImage {
  url: string;
  /** Responsive widths available as `url?w=` siblings, see media. */
  width: number;
  height: number;
  alt?: Localized;
}

/** Display names of a product's option values: `{color: [{value: 'red', name: {...}, hex}], style: [...]}`. */
export interface ProductOptions {
  color?: Array<{ value: string; name: Localized; hex?: string }>;
  style?: Array<{ value: string; name: Localized }>;
}

export interface ProductSpec {
  name: Localized;
  value: Localized;
}

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    images: jsonb().$type<ProductImage[]>().notNull().default([]),
    options: jsonb().$type<ProductOptions>().notNull().default({}),
    specs: jsonb().$type<ProductSpec[]>().notNull().default([]),
    /** Denormalised from the variants for sorting and filtering. */
    priceMin: integer().notNull().default(0),
    priceMax: integer().notNull().default(0),
    stockTotal: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    ratingAvg: doublePrecision().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Hand-set ordering weight for the "recommended" sort. */
    rank: integer().notNull().default(0),
    /** What the storefront shows: `status = 'active'` (kept in step by the editor; drafts and archived products are hidden). */
    published: boolean().notNull().default(true),
    /** draft, active or archived (contracts/products-admin.ts). */
    status: text().notNull().default('active'),
    seoTitle: jsonb().$type<Localized>().notNull().default({}),
    seoDescription: jsonb().$type<Localized>().notNull().default({}),
    /** Raised by every save from the editor, so a save over someone else's is noticed. */
    version: integer().notNull().default(1),
    updatedAt: now(),
    /** Who saved it last (staff e-mail), for the conflict warning. */
    updatedBy: text(),
    showSlideImage: boolean().notNull().default(true),
    showFavorite: boolean().notNull().default(true),
    showCart: boolean().notNull().default(true),
    /** Every language's text, with CJK runs split into bigrams (see catalog/search-text). */
    searchDoc: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId, t.rank),
    // Each list sort with its id tie-break, so a page is read in index order at any catalogue size.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.priceMin, t.id),
    index('products_sold_idx').on(t.soldCount, t.id),
    index('products_rank_idx').on(t.rank.desc(), t.id),
    // The console's list sorts by stock and by English title too.
    index('products_stock_idx').on(t.stockTotal, t.id),
    index('products_title_en_idx').on(sql`(${t.title}->>'en')`, t.id),
    // The console's product search (substring of slug or any title), by trigram.
    index('products_slug_trgm_idx').using('gin', sql`${t.slug} gin_trgm_ops`),
    index('products_title_trgm_idx').using('gin', sql`(${t.title}::text) gin_trgm_ops`),
    index('products_category_price_idx').on(t.categoryId, t.priceMin, t.id),
    // Published products in id order: where a sitemap page starts, read from the index alone.
    index('products_published_id_idx')
      .on(t.id)
      .where(sql`${t.published}`),
    index('products_status_idx').on(t.status, t.createdAt),
    index('products_search_idx').using('gin', t.searchDoc),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    color: text(),
    size: text(),
    style: text(),
    /** Minor units of the shop's base currency. */
    price: integer().notNull(),
    compareAtPrice: integer(),
    stock: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    imageIndex: integer(),
    /** Grams, for shipping by weight; none counts as 0. */
    weight: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
    index('product_variants_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    // The dashboard's low-stock count reads the few variants with little stock from here, never the whole table.
    index('product_variants_in_stock_idx')
      .on(t.stock)
      .where(sql`${t.stock} > 0`),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_product_idx').on(t.productId)],
);

/** Words of the catalogue, for typo-tolerant suggestions (trigram similarity). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text().primaryKey(),
    weight: integer().notNull().default(1),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
