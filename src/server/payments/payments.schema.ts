/** Payments' own records: provider webhooks already applied. An order's charges and refunds are in orders.schema.ts. */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';

/** Webhook events already applied, so a replay changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
