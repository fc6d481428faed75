import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorData } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { AccountHooks } from './hooks.ts';
import { touchVisitor } from './visitors.ts';

/**
 * `/visitor/data` (spec §7): the visitor's id, wish list, coupons, promotions and cart. A visitor
 * without an id gets one here (also as a cookie, so server-rendered pages know it, and the id's
 * proof as an HttpOnly cookie, so its cart joins the account it signs in to).
 */
export function visitorRoutes(db: Db, hooks: Pick<AccountHooks, 'visitorData'>): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, visitorData, async (request, reply) => {
      const visitorId = request.visitorId ?? reply.issueVisitor();
      const identity = await request.identity();
      await touchVisitor(db, visitorId, identity?.user.id ?? null);
      const owner = identity ? { userId: identity.user.id } : { visitorId };
      return ok({ visitorId, ...(await hooks.visitorData(owner, request.lang)) });
    });
  };
}
