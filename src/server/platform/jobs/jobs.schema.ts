/**
 * Durable jobs: work that must happen after a change commits (e-mails, derived figures), written
 * in the change's own transaction so a crash between the commit and the work loses nothing.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { now } from '../db/columns.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Which handler runs it (`order.confirmation`, `product.figures`, …). */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Not run before this time: the next attempt after a failure waits longer each time. */
    runAt: now(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A runner that claimed the job holds it until then; past it, another runner may take it over. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** Set when the job ran out of attempts: it stays for the merchant to see, and is not run again. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`failed_at is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
