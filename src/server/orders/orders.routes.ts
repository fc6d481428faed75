import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderCancel, orderConfirmReceipt, orderGet, orderList, orderPay, orderPayStripe, orderRequestCancel } from '../../shared/contracts/orders.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { invariant } from '../platform/http/errors.ts';
import { requireUser } from '../accounts/identity.ts';
import type { OrderEventBus } from './events.ts';
import { findOwnOrder, listOrders, orderDetail } from './queries.ts';
import { stripePayment, type StripeForOrders } from './order-payments.ts';
import { paymentTerms, type PaymentTerms } from './payment-terms.ts';
import { applyEvent } from './orders.service.ts';
import type { OrderHooks } from './hooks.ts';
import type { Payments } from '../payments/payment-setup.ts';
import type { Config } from '../platform/config.ts';
import { ADMIN, APP, WEB } from '../platform/http/prefixes.ts';
import type { SiteService } from '../site/site.service.ts';
import { adminOrderRoutes } from './orders.admin.routes.ts';
import { orderDocumentRoutes } from './order-documents.admin.routes.ts';
import { stripeWebhook } from './stripe-webhook.routes.ts';

export interface OrderRouteDeps {
  db: Db;
  events: OrderEventBus;
  /** How unpaid orders are paid, for a reader of `lang` (the merchant's bank-transfer settings may change). */
  paymentTerms(lang: string): Promise<PaymentTerms>;
  /** Methods an unpaid order can be paid with again in the browser, and Stripe when the browser can confirm its payments (payments/payment-setup.ts). */
  onlinePayments(): Promise<{ onlinePayments: readonly string[]; stripe?: StripeForOrders }>;
  baseCurrency(): Promise<string>;
  hooks: OrderHooks;
}

export function orderRoutes(deps: OrderRouteDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const ctx = async (request: FastifyRequest) => ({ lang: request.lang, terms: await deps.paymentTerms(request.lang) });
  /** The order of this customer or guest (token), else the same 404 as an order that does not exist. */
  async function ownOrder(request: FastifyRequest, body: { number: string; guestToken?: string }) {
    const identity = await request.identity();
    const order = await findOwnOrder(db, body.number, { userId: identity?.user.id ?? null, guestToken: body.guestToken });
    invariant(order, 'NOT_FOUND');
    return { order, actor: { actor: 'customer' as const, actorId: identity?.user.id ?? null } };
  }
  const detail = async (request: FastifyRequest, number: string, guestToken?: string) =>
    ok(await orderDetail(db, (await ownOrder(request, { number, guestToken })).order, await ctx(request)));

  return async (app) => {
    route(app, orderList, async (request) => {
      const { user } = await requireUser(request);
      return ok(await listOrders(db, user.id, request.body, await ctx(request)));
    });
    route(app, orderGet, (request) => detail(request, request.body.number, request.body.guestToken));
    route(app, orderCancel, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await deps.hooks.cancelOrder(order, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    route(app, orderRequestCancel, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await applyEvent(deps, { id: order.id }, { type: 'request_cancel' }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    route(app, orderConfirmReceipt, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await applyEvent(deps, { id: order.id }, { type: 'confirm_receipt' }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    route(app, orderPay, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await deps.hooks.payOrder(order, request.body.card, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    route(app, orderPayStripe, async (request) => {
      const { order } = await ownOrder(request, request.body);
      return ok(await stripePayment({ ...deps, ...(await deps.onlinePayments()) }, order));
    });
  };
}

/** The shopper's order calls under /api/web, the merchant's under /api/admin, and Stripe's webhook under /app. */
export async function registerOrders(
  app: FastifyInstance,
  deps: { db: Db; site: SiteService; config: Config; events: OrderEventBus; payments: Payments; hooks: OrderHooks },
) {
  const { db, config, events, payments } = deps;
  const terms = async (lang: string) =>
    paymentTerms({ unpaidMinutes: config.unpaidMinutes, onlinePayments: (await payments.current()).online }, (await deps.site.get()).config, lang);
  await app.register(
    orderRoutes({
      db,
      events,
      paymentTerms: terms,
      onlinePayments: async () => {
        const { online, stripe } = await payments.current();
        return {
          onlinePayments: online,
          stripe: stripe ? { publishableKey: stripe.publishableKey, jsUrl: stripe.jsUrl, createIntent: payments.stripe.createIntent } : undefined,
        };
      },
      baseCurrency: async () => (await deps.site.get()).config.baseCurrency,
      hooks: deps.hooks,
    }),
    WEB,
  );
  await app.register(
    adminOrderRoutes({
      db,
      events,
      paymentTerms: terms,
      hooks: deps.hooks,
      baseCurrency: async () => (await deps.site.get()).config.baseCurrency,
      lowStock: async () => (await deps.site.get()).config.inventory.lowStock,
    }),
    ADMIN,
  );
  await app.register(orderDocumentRoutes({ db, shop: async () => (await deps.site.get()).config }), ADMIN);
  // Always there: it verifies with the signing secret current at each delivery, and refuses every one while there is none.
  await app.register(
    stripeWebhook({
      db,
      events,
      webhookSecret: async () => (await payments.current()).stripe?.webhookSecret ?? null,
      refund: payments.stripe.refund,
      baseCurrency: async () => (await deps.site.get()).config.baseCurrency,
    }),
    APP,
  );
}
