/** Favourites, newsletter subscribers, quote requests and feedback. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { articles } from '../content/content.schema.ts';

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
  (t) => [uniqueIndex('favorites_user_product_key').on(t.userId, t.productId), uniqueIndex('favorites_visitor_product_key').on(t.visitorId, t.productId)],
);

/** Articles a customer saved to read later (user/article): the favourite payload's `article` type. */
export const savedArticles = pgTable(
  'saved_articles',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('saved_articles_user_article_key').on(t.userId, t.articleId)],
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
    /** Set by the unsubscribe link; a new sign-up clears it and asks for confirmation again. */
    unsubscribedAt: timestamp({ withTimezone: true }),
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
  /** new → replied (the merchant answered by e-mail) → closed; the merchant may set any of them. */
  status: text({ enum: ['new', 'replied', 'closed'] })
    .notNull()
    .default('new'),
  createdAt: now(),
});

/** The merchant's answers to a quote request, each e-mailed to the shopper. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: now(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId)],
);

/**
 * "Tell me when it is back": a shopper's wish to hear when an out-of-stock variant (or, without
 * a variant, any variant of the product) is in stock again. Each is e-mailed once (`notifiedAt`).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    lang: text().notNull(),
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.productId, sql`coalesce(${t.variantId}, 0)`, sql`lower(${t.email})`)
      .where(sql`notified_at is null`),
    index('stock_alerts_variant_idx')
      .on(t.variantId)
      .where(sql`notified_at is null`),
  ],
);

/** What shoppers think, left after a quote request: by a customer (userId) or a visitor (visitorId). */
export const feedback = pgTable('feedback', {
  id: serial().primaryKey(),
  /** The inquiry page it was left on. */
  slug: text().notNull(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  visitorId: uuid(),
  message: text().notNull(),
  lang: text().notNull(),
  createdAt: now(),
});
