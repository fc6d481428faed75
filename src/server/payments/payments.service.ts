/** What the payments domain records itself: the provider webhooks already applied. */
import type { Executor } from '../platform/db/client.ts';
import { webhookEvents } from './payments.schema.ts';

/**
 * Records a provider's event id; false when it was recorded before (a replay, to be ignored). Run
 * it in the transaction that applies the event, so an event whose processing failed is not
 * recorded and its redelivery is applied.
 */
export async function claimWebhookEvent(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const fresh = await db.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning();
  return fresh.length > 0;
}
