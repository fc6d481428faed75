/** Visitors: who a shopper is before signing in, known by an id the browser keeps. */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import { visitors } from './accounts.schema.ts';

/** How long the browser keeps the visitor id cookie. */
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The HttpOnly cookie proving that this browser was given its visitor id (see VisitorProof). */
export const VISITOR_PROOF_COOKIE = 'visitor_proof';

/**
 * The visitor id is readable by the page's scripts and sent as a header, so anyone who learns
 * one can send it. What the visitor collected (cart, wish list) joins an account at sign-in only
 * when the request also carries this proof: a signature of the id, in an HttpOnly cookie set by
 * the server in the answer that issued the id, which no script and no other browser has.
 */
export interface VisitorProof {
  /** Whether `proof` (the cookie's value) was issued for `visitorId`. */
  owns(visitorId: string, proof: unknown): boolean;
  /** Issues a new visitor id to the browser: the id's cookie and its proof; answers the id. */
  issue(reply: FastifyReply): string;
}

export function visitorProof(secret: string, opts: { secure: boolean }): VisitorProof {
  const sign = (visitorId: string) => createHmac('sha256', secret).update(`visitor:${visitorId}`).digest('base64url');
  const attributes = `; Max-Age=${VISITOR_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
  return {
    owns(visitorId, proof) {
      if (typeof proof !== 'string' || proof.length > 100) return false;
      const expected = Buffer.from(sign(visitorId));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    issue(reply) {
      const visitorId = randomUUID();
      // Written as they are (a UUID, a base64url signature): every first view of a page sets them,
      // and the cookie library's checks of name, value and attributes cost more than the page.
      reply.header('set-cookie', [`visitorId=${visitorId}${attributes}`, `${VISITOR_PROOF_COOKIE}=${sign(visitorId)}${attributes}; HttpOnly`]);
      return visitorId;
    },
  };
}

/** Records the visitor (and the account it is signed in to), or that it was seen again. */
export async function touchVisitor(db: Db, visitorId: string, userId: number | null): Promise<void> {
  await db
    .insert(visitors)
    .values({ id: visitorId, userId })
    .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`now()` } });
}
