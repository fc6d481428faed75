/** Every accepted upload: who sent it, where its file is, and whether anything uses it yet. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { now } from '../db/columns.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: serial().primaryKey(),
    /** The user who sent it (a customer or staff); no foreign key, as the platform knows no domain's tables. */
    userId: integer(),
    /** The storage key: content-hashed, so the same bytes always land on the same name. */
    key: text().notNull(),
    url: text().notNull(),
    bytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: now(),
    /** Set when something (a review, an avatar) stores the URL; unused uploads are removed after a while. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_url_idx').on(t.url),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`used_at is null`),
  ],
);
