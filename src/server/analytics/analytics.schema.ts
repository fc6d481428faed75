/** Page views and time on page. */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
