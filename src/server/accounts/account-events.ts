/**
 * The account's activity (spec §1 security centre): sign-ins, failed sign-ins, changes to the
 * password, e-mail and mobile number, devices signed out. A row is written in the same
 * transaction as what it records, and never changed (the table refuses updates).
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { accountEvents, type AccountEventKind } from './accounts.schema.ts';
import { deviceName, maskIp } from './user-agent.ts';

/** Where a request comes from, as far as the activity list needs it. */
export interface EventSource {
  ip: string;
  userAgent: string;
}

export async function recordEvent(db: Executor, userId: number, kind: AccountEventKind, from: EventSource): Promise<void> {
  await db.insert(accountEvents).values({ userId, kind, device: deviceName(from.userAgent).slice(0, 120), ip: from.ip.slice(0, 64) });
}

export interface ActivityEntry {
  id: number;
  kind: AccountEventKind;
  device: string;
  ip: string;
  at: string;
}

export const ACTIVITY_PAGE_SIZE = 30;

/** The account's newest events first, a page at a time: `before` is the last id of the page before. */
export async function listActivity(db: Executor, userId: number, before?: number): Promise<{ list: ActivityEntry[]; more: boolean }> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(before ? and(eq(accountEvents.userId, userId), lt(accountEvents.id, before)) : eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  return {
    list: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({ id: row.id, kind: row.kind, device: row.device, ip: maskIp(row.ip), at: row.createdAt.toISOString() })),
    more: rows.length > ACTIVITY_PAGE_SIZE,
  };
}
