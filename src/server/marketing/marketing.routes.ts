import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/contracts/common.ts';
import { ClaimBody, CouponListAnswer, PromotionListAnswer, WalletAnswer } from '../../shared/contracts/marketing.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { requireUser } from '../accounts/identity.ts';
import { claimCoupon, claimableCoupons, promotionList, wallet } from './wallet.ts';
import type { FastifyInstance } from 'fastify';
import { WEB } from '../platform/http/prefixes.ts';

export function marketingRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/promotion/list', { schema: { tags: ['marketing'], response: { 200: PromotionListAnswer } } }, async (request) => ok({ list: await promotionList(db, request.lang) }));
    app.post('/coupon/list', { schema: { tags: ['marketing'], response: { 200: CouponListAnswer } } }, async (request) => {
      const identity = await request.identity();
      return ok({ list: await claimableCoupons(db, identity?.user.id ?? null, request.lang) });
    });
    app.post('/coupon/claim', { schema: { tags: ['marketing'], body: ClaimBody, response: { 200: envelope(z.null()) } } }, async (request) => {
      const { user } = await requireUser(request);
      await claimCoupon(db, user.id, request.body.code);
      return ok(null, request.t('coupon.claimSuccess'));
    });
    app.post('/coupon/wallet', { schema: { tags: ['marketing'], response: { 200: WalletAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      return ok({ list: await wallet(db, user.id, request.lang) });
    });
  };
}

export async function registerMarketing(app: FastifyInstance, deps: { db: Db }) {
  await app.register(marketingRoutes(deps.db), WEB);
}
