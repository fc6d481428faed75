/** Visitors: who a shopper is before signing in, known by an id the browser keeps. */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { visitors } from './accounts.schema.ts';

/** How long the browser keeps the visitor id cookie. */
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Records the visitor (and the account it is signed in to), or that it was seen again. */
export async function touchVisitor(db: Db, visitorId: string, userId: number | null): Promise<void> {
  await db
    .insert(visitors)
    .values({ id: visitorId, userId })
    .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`now()` } });
}
