/**
 * The merchant's marketing calls: coupons (list, one, save, disable, bulk codes and their CSV,
 * usage) and promotions (list, one, save, enable or disable, usage). All need 'marketing.write';
 * the usage figures come from the orders, passed in from app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUPON_EXPORT_PATH,
  CouponExportQuery,
  adminCouponBulk,
  adminCouponDisable,
  adminCouponGet,
  adminCouponList,
  adminCouponSave,
  adminCouponUsage,
  adminPromotionActive,
  adminPromotionGet,
  adminPromotionList,
  adminPromotionSave,
  adminPromotionUsage,
  type MarketingUsage,
} from '../../shared/contracts/marketing-admin.ts';
import { audit } from '../accounts/audit.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { batchCsv, bulkCoupons, couponDetail, couponList, disableCoupon, saveCoupon } from './coupons.admin.ts';
import { promotionAdminList, promotionDetail, savePromotion, setPromotionActive, type PromotionTotals } from './promotions.admin.ts';
import { MARKETING_TAG, purge } from '../platform/purge.ts';

export interface MarketingUsageDeps {
  couponUsage(db: Executor, couponId: number): Promise<MarketingUsage>;
  promotionUsage(db: Executor, promotionId: number): Promise<MarketingUsage>;
  promotionTotals: PromotionTotals;
}

const MARKETING = permit('marketing.write');

export function adminMarketingRoutes(deps: { db: Db } & MarketingUsageDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    /** After a write: the storefront's pages that show coupons or promotions are drawn again. */
    const changed = () => purge('catalog', { tags: [MARKETING_TAG] });
    // Looks at the lists and figures change nothing: no audit row.
    const read = <T>(request: { audited: boolean }, answer: T) => {
      request.audited = true;
      return ok(answer);
    };
    route(app, adminCouponList, MARKETING, async (request) => read(request, await couponList(db, request.body, request.lang)));
    route(app, adminCouponGet, MARKETING, async (request) => read(request, await couponDetail(db, request.body.id, request.lang)));
    route(app, adminCouponUsage, MARKETING, async (request) => {
      await couponDetail(db, request.body.id, request.lang);
      return read(request, await deps.couponUsage(db, request.body.id));
    });
    route(app, adminCouponSave, MARKETING, async (request) => {
      const id = await saveCoupon(db, request, request.body);
      changed();
      return ok(await couponDetail(db, id, request.lang), request.t('marketing.saved'));
    });
    route(app, adminCouponDisable, MARKETING, async (request) => {
      await disableCoupon(db, request, request.body.id);
      changed();
      return ok(await couponDetail(db, request.body.id, request.lang));
    });
    route(app, adminCouponBulk, MARKETING, async (request) => {
      const made = await bulkCoupons(db, request, request.body);
      changed();
      return ok(made);
    });
    app.get(
      COUPON_EXPORT_PATH.slice(ADMIN.prefix.length),
      { config: { permission: 'marketing.write' }, schema: { querystring: CouponExportQuery, tags: ['admin'], summary: 'A batch of coupon codes as CSV' } },
      async (request, reply) => {
        const csv = await batchCsv(db, request.query.batch);
        await audit(db, request, { action: 'coupon.export', entity: 'coupon', entityId: request.query.batch });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coupons-${request.query.batch.replace(/[^A-Za-z0-9-]/g, '')}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    route(app, adminPromotionList, MARKETING, async (request) => read(request, await promotionAdminList(db, request.body, request.lang, deps.promotionTotals)));
    route(app, adminPromotionGet, MARKETING, async (request) => read(request, await promotionDetail(db, request.body.id, request.lang, deps.promotionTotals)));
    route(app, adminPromotionUsage, MARKETING, async (request) => {
      await promotionDetail(db, request.body.id, request.lang, deps.promotionTotals);
      return read(request, await deps.promotionUsage(db, request.body.id));
    });
    route(app, adminPromotionSave, MARKETING, async (request) => {
      const id = await savePromotion(db, request, request.body);
      changed();
      return ok(await promotionDetail(db, id, request.lang, deps.promotionTotals), request.t('marketing.saved'));
    });
    route(app, adminPromotionActive, MARKETING, async (request) => {
      await setPromotionActive(db, request, request.body.id, request.body.active);
      changed();
      return ok(await promotionDetail(db, request.body.id, request.lang, deps.promotionTotals));
    });
  };
}

export async function registerMarketingAdmin(app: FastifyInstance, deps: { db: Db } & MarketingUsageDeps) {
  await app.register(adminMarketingRoutes(deps), ADMIN);
}
