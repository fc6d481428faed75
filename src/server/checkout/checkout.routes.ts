import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutPayments, checkoutPlace, checkoutShipping } from '../../shared/contracts/checkout.ts';
import { localize } from '../catalog/localize.ts';
import type { Config } from '../platform/config.ts';
import type { Payments } from '../payments/payment-setup.ts';
import type { SiteService } from '../site/site.service.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireShopper } from '../accounts/identity.ts';
import { shippingOptions } from './checkout.service.ts';
import type { CheckoutHooks } from './hooks.ts';
import type { FastifyInstance } from 'fastify';
import { WEB } from '../platform/http/prefixes.ts';

export function checkoutRoutes(deps: { db: Db; site: SiteService; config: Config; payments: Pick<Payments, 'current'>; hooks: CheckoutHooks }): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const checkoutRateLimit = { rateLimit: { max: config.checkoutRateLimit, timeWindow: '1 minute' } };
  return async (app) => {
    route(app, checkoutShipping, async (request) => {
      const identity = await request.identity();
      const shopper = identity ? { userId: identity.user.id } : request.visitorId ? { visitorId: request.visitorId } : null;
      const options = await shippingOptions(db, shopper, request.body.country);
      return ok({ methods: options.map(({ method: m, fee }) => ({ id: m.id, name: localize(m.name, request.lang), fee, minDays: m.minDays, maxDays: m.maxDays })) });
    });
    route(app, checkoutPayments, async (request) => {
      const { methods, stripe } = await deps.payments.current();
      return ok({
        methods: methods.map((id) => ({ id: id as never, name: request.t(`checkout.${PAYMENT_KEYS[id] ?? id}`) })),
        stripePublishableKey: stripe?.publishableKey ?? null,
        stripeJsUrl: stripe ? stripe.jsUrl : null,
      });
    });
    route(app, checkoutPlace, { config: checkoutRateLimit }, async (request, reply) => {
      const { config: site, rates } = await deps.site.get();
      const shopper = await requireShopper(request, reply);
      const placed = await deps.hooks.placeOrder({ shopper, body: request.body, lang: request.lang, baseCurrency: site.baseCurrency, rates, clientIp: request.ip });
      const { orderId: _id, ...answer } = placed;
      return ok(answer);
    });
  };
}

const PAYMENT_KEYS: Record<string, string> = {
  bank_transfer: 'bankTransfer',
  cash_on_delivery: 'cashOnDelivery',
  sandbox_card: 'card',
  stripe: 'card',
};

export async function registerCheckout(
  app: FastifyInstance,
  deps: { db: Db; site: SiteService; config: Config; payments: Pick<Payments, 'current'>; hooks: CheckoutHooks },
) {
  await app.register(checkoutRoutes(deps), WEB);
}
