import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponClaim, couponList, couponWallet, promotionList as promotionListCall } from '../../shared/contracts/marketing.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireUser } from '../accounts/identity.ts';
import { claimCoupon, claimableCoupons, promotionList, wallet } from './wallet.ts';
import type { FastifyInstance } from 'fastify';
import { WEB } from '../platform/http/prefixes.ts';

export function marketingRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, promotionListCall, async (request) => ok({ list: await promotionList(db, request.lang) }));
    route(app, couponList, async (request) => {
      const identity = await request.identity();
      return ok({ list: await claimableCoupons(db, identity?.user.id ?? null, request.lang) });
    });
    route(app, couponClaim, async (request) => {
      const { user } = await requireUser(request);
      await claimCoupon(db, user.id, request.body.code);
      return ok(null, request.t('coupon.claimSuccess'));
    });
    route(app, couponWallet, async (request) => {
      const { user } = await requireUser(request);
      return ok({ list: await wallet(db, user.id, request.lang) });
    });
  };
}

export async function registerMarketing(app: FastifyInstance, deps: { db: Db }) {
  await app.register(marketingRoutes(deps.db), WEB);
}
