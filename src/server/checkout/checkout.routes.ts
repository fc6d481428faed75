import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutPayments, checkoutPlace, checkoutShipping } from '../../shared/contracts/checkout.ts';
import { localize } from '../catalog/localize.ts';
import type { Config } from '../platform/config.ts';
import type { SiteService } from '../site/site.service.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireShopper } from '../accounts/identity.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { methodsForCountry } from '../shipping/shipping.service.ts';
import { placeOrder } from './checkout.service.ts';
import type { CheckoutDeps, PlacedOrder } from './types.ts';
import type { FastifyInstance } from 'fastify';
import { sendOrderConfirmation } from '../orders/mail.ts';
import type { StripeClient } from '../payments/stripe.ts';
import { WEB } from '../platform/http/prefixes.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

export function checkoutRoutes(deps: { db: Db; site: SiteService; config: Config; events: OrderEventBus; createIntent?: CheckoutDeps['createIntent']; onPlaced?: (order: PlacedOrder) => void }): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const checkoutRateLimit = { rateLimit: { max: config.checkoutRateLimit, timeWindow: '1 minute' } };
  return async (app) => {
    route(app, checkoutShipping, async (request) => {
      const methods = await methodsForCountry(db, request.body.country);
      return ok({ methods: methods.map((m) => ({ id: m.id, name: localize(m.name, request.lang), fee: m.rate, minDays: m.minDays, maxDays: m.maxDays })) });
    });
    route(app, checkoutPayments, async (request) =>
      ok({
        methods: config.paymentMethods.map((id) => ({ id: id as never, name: request.t(`checkout.${PAYMENT_KEYS[id] ?? id}`) })),
        stripePublishableKey: config.stripe?.publishableKey ?? null,
        stripeJsUrl: config.stripe?.publishableKey ? config.stripe.jsUrl : null,
      }),
    );
    route(app, checkoutPlace, { config: checkoutRateLimit }, async (request) => {
      const { config: site, rates } = await deps.site.get();
      const shopper = await requireShopper(request);
      const placed = await placeOrder(
        { db, events: deps.events, paymentMethods: config.paymentMethods, baseCurrency: site.baseCurrency, rates, createIntent: deps.createIntent },
        shopper,
        request.body,
        { lang: request.lang },
      );
      deps.onPlaced?.(placed);
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

export async function registerCheckout(app: FastifyInstance, deps: { db: Db; site: SiteService; config: Config; events: OrderEventBus; mailer: Mailer; stripe: StripeClient | null }) {
  const { db, site, config, mailer } = deps;
  await app.register(
    checkoutRoutes({
      db,
      site,
      config,
      events: deps.events,
      createIntent: deps.stripe?.createIntent,
      // The confirmation goes out after the answer; a mail hiccup never fails a placed order.
      onPlaced: (placed) =>
        void site
          .get()
          .then(({ config: siteConfig }) => sendOrderConfirmation({ db, mailer, publicUrl: config.publicUrl, baseCurrency: siteConfig.baseCurrency }, placed.orderId, placed.guestToken))
          .catch((err) => app.log.error({ err }, 'order confirmation e-mail failed')),
    }),
    WEB,
  );
}
