/** What the payments domain records itself: the provider webhooks already applied. */
import type { Db } from '../platform/db/client.ts';
import { webhookEvents } from './payments.schema.ts';

/** Records a provider's event id; false when it was recorded before (a replay, to be ignored). */
export async function claimWebhookEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const fresh = await db.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning();
  return fresh.length > 0;
}
