/** Product reviews (one per order line), their replies, and what shoppers reported. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';

export interface ReviewImage {
  url: string;
  width: number;
  height: number;
}

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order line reviewed: one review per line. Null for reviews brought in with the demo data. */
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name shown, as it was when the review was written ("Ana C."). */
    authorName: text().notNull(),
    rating: integer().notNull(),
    content: text().notNull(),
    images: jsonb().$type<ReviewImage[]>().notNull().default([]),
    lang: text().notNull().default('en'),
    /** Written by a customer who received the product from this shop. */
    verified: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    reportCount: integer().notNull().default(0),
    createdAt: now(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_order_line_key').on(t.orderLineId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The merchant's reply, shown as the shop's. */
    fromShop: boolean().notNull().default(false),
    authorName: text().notNull(),
    content: text().notNull(),
    hidden: boolean().notNull().default(false),
    reportCount: integer().notNull().default(0),
    createdAt: now(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId, t.createdAt)],
);

/** One report per shopper per review or reply; the count on the review or reply says how many. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** 0 for the review itself, else the reply reported. */
    replyId: integer().notNull().default(0),
    /** `u:<user id>` or `v:<visitor id>`. */
    reporter: text().notNull(),
    createdAt: now(),
  },
  (t) => [uniqueIndex('review_reports_key').on(t.reviewId, t.replyId, t.reporter)],
);
