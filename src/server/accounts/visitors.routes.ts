import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { VisitorData } from '../../shared/contracts/accounts.ts';
import { envelope } from '../../shared/contracts/common.ts';
import type { Db } from '../platform/db/client.ts';
import { visitors } from './accounts.schema.ts';
import { ok } from '../platform/http/envelope.ts';
import { wishList } from '../engagement/favorites.ts';

export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * `/visitor/data` (spec §7): the visitor's id, wish list, coupons, promotions and cart. A visitor
 * without an id gets one here (also as a cookie, so server-rendered pages know it).
 */
export function visitorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/visitor/data', { schema: { tags: ['visitors'], response: { 200: envelope(VisitorData) } } }, async (request, reply) => {
      const visitorId = request.visitorId ?? randomUUID();
      const identity = await request.identity();
      await db
        .insert(visitors)
        .values({ id: visitorId, userId: identity?.user.id ?? null })
        .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`now()` } });
      if (!request.visitorId) {
        reply.setCookie('visitorId', visitorId, { path: '/', maxAge: VISITOR_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: false });
      }
      const owner = identity ? { userId: identity.user.id } : { visitorId };
      // Coupons, promotions and the cart arrive with the cart and checkout feature.
      return ok({ visitorId, wishList: await wishList(db, owner), coupons: [], promotions: [], cart: { count: 0, lines: [] } });
    });
  };
}
