/** Merchant content: pages built from sections, and articles. */
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { now, type Localized } from '../platform/db/columns.ts';

export interface Section {
  type: string;
  settings: Record<string, unknown>;
  blocks?: Array<{ type: string; settings: Record<string, unknown> }>;
}

/** What a page shows, as its draft and each published version keep it. */
export interface StoredPageContent {
  title: Localized;
  description: Localized;
  sections: Section[];
  hideHead: boolean;
  hideFoot: boolean;
}

/**
 * Merchant-built pages (home, page/{slug}, app, custom, root): a list of sections each. The
 * columns are the live page; `draft` is the merchant's unpublished edit (staff see it with
 * `?preview=true`), `version` the number of the published version the live columns hold.
 */
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
    draft: jsonb().$type<StoredPageContent>(),
    version: integer().notNull().default(0),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('pages_kind_slug_key').on(t.kind, t.slug)],
);

/** Every published version of a page, kept so the merchant can go back to one. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    content: jsonb().$type<StoredPageContent>().notNull(),
    byEmail: text().notNull().default(''),
    createdAt: now(),
  },
  (t) => [uniqueIndex('page_versions_page_version_key').on(t.pageId, t.version)],
);

/** Who writes the journal: a name, a short bio per language and a portrait. */
export const authors = pgTable('authors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  bio: jsonb().$type<Localized>().notNull().default({}),
  avatar: text(),
  createdAt: now(),
});

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
    /** The author's name as the storefront shows it; kept in step with `authors.name`. */
    author: text().notNull().default(''),
    authorId: integer().references(() => authors.id, { onDelete: 'restrict' }),
    seoTitle: jsonb().$type<Localized>().notNull().default({}),
    seoDescription: jsonb().$type<Localized>().notNull().default({}),
    tags: jsonb().$type<string[]>().notNull().default([]),
    published: boolean().notNull().default(true),
    publishedAt: now(),
    updatedAt: now(),
  },
  (t) => [index('articles_author_idx').on(t.authorId), uniqueIndex('articles_slug_key').on(t.slug), index('articles_published_idx').on(t.publishedAt)],
);
