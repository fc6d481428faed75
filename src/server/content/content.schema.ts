/** Merchant content: pages built from sections, and articles. */
import { boolean, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { now, type Localized } from '../platform/db/columns.ts';

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
