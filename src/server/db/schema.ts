/**
 * The database schema (PostgreSQL dialect; PGlite embedded or PostgreSQL server).
 * Migrations in /drizzle are generated from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text translated per language: `{en: '…', zh: '…', 'zh-HK': '…', fil: '…'}`. */
export type Localized = Record<string, string>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: now(),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text(),
    mobile: text(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    nickname: text().notNull().default(''),
    avatar: text(),
    bio: text().notNull().default(''),
    birthday: date(),
    credits: integer().notNull().default(0),
    lang: text().notNull().default('en'),
    /** null for customers; 'owner' or 'staff' for the merchant's people. */
    staffRole: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    loginVerification: boolean().notNull().default(false),
    createdAt: now(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_mobile_key').on(t.mobile)],
);

/** Sign-in sessions: the token is stored only as its SHA-256 hash; one row is one device. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text().notNull().default(''),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    createdAt: now(),
    lastSeenAt: now(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const visitors = pgTable('visitors', {
  id: uuid().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: now(),
  lastSeenAt: now(),
});

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
  },
  (t) => [uniqueIndex('collections_slug_key').on(t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
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
    published: boolean().notNull().default(true),
    showSlideImage: boolean().notNull().default(true),
    showFavorite: boolean().notNull().default(true),
    showCart: boolean().notNull().default(true),
    /** Every language's text, with CJK runs split into bigrams (see catalog/search-text). */
    searchDoc: tsvector().notNull().default(sql`''::tsvector`),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId, t.rank),
    index('products_created_idx').on(t.createdAt),
    index('products_price_idx').on(t.priceMin),
    index('products_sold_idx').on(t.soldCount),
    index('products_rank_idx').on(t.rank, t.id),
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
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('product_variants_sku_key').on(t.sku), index('product_variants_product_idx').on(t.productId)],
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

export interface Section {
  type: string;
  settings: Record<string, unknown>;
  blocks?: Array<{ type: string; settings: Record<string, unknown> }>;
}

/** Merchant-built pages (home, page/{slug}, app, custom, root): a list of sections each. */
export const pages = pgTable(
  'pages',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    slug: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    sections: jsonb().$type<Section[]>().notNull().default([]),
    hideHead: boolean().notNull().default(false),
    hideFoot: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('pages_kind_slug_key').on(t.kind, t.slug)],
);

export const currencyRates = pgTable('currency_rates', {
  code: text().primaryKey(),
  /** Units of this currency for one unit of the base currency. */
  rate: doublePrecision().notNull(),
  updatedAt: now(),
});

/** Page views and time on page, aggregated per page per day (spec §7 tracking). */
export const viewStats = pgTable(
  'view_stats',
  {
    kind: text().notNull(),
    refId: text().notNull(),
    day: date().notNull(),
    views: integer().notNull().default(0),
    durationSeconds: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId, t.day] })],
);


export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: jsonb().$type<Localized>().notNull(),
    excerpt: jsonb().$type<Localized>().notNull().default({}),
    /** Sanitised HTML per language (content/rich-text.ts) — never stored unsanitised. */
    body: jsonb().$type<Localized>().notNull().default({}),
    thumbnail: text(),
    author: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    published: boolean().notNull().default(true),
    publishedAt: now(),
  },
  (t) => [uniqueIndex('articles_slug_key').on(t.slug), index('articles_published_idx').on(t.publishedAt)],
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

/** Favourites of a customer (userId) or of a visitor (visitorId) until they sign in. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('favorites_user_product_key').on(t.userId, t.productId),
    uniqueIndex('favorites_visitor_product_key').on(t.visitorId, t.productId),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    lang: text().notNull().default('en'),
    /** Hash of the confirmation token sent by e-mail (double opt-in). */
    tokenHash: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

/** Quote requests from the inquiry page. */
export const inquiries = pgTable('inquiries', {
  id: serial().primaryKey(),
  slug: text().notNull(),
  productId: integer().references(() => products.id, { onDelete: 'set null' }),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  email: text().notNull(),
  company: text().notNull().default(''),
  quantity: integer().notNull(),
  message: text().notNull(),
  lang: text().notNull(),
  createdAt: now(),
});
