import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { OrderDetailAnswer, OrderListAnswer, OrderListBody, OrderNumberBody, PayAgainBody, StripePaymentAnswer } from '../../shared/contracts/orders.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { requireUser } from '../accounts/identity.ts';
import { sandboxCharge } from '../payments/sandbox.ts';
import type { OrderEventBus } from './events.ts';
import { findOwnOrder, listOrders, orderDetail } from './queries.ts';
import { markPaid } from './order-payments.ts';
import { applyEvent, cancelUnpaid } from './orders.service.ts';

export interface OrderRouteDeps {
  db: Db;
  events: OrderEventBus;
  unpaidMinutes: number;
  /** Methods an unpaid order can be paid with again in the browser (see Config.onlinePayments). */
  onlinePayments: readonly string[];
  /** Stripe, when the browser can confirm its payments. */
  stripe?: { publishableKey: string; jsUrl: string; createIntent(order: { id: number; number: string; total: number; currency: string }): Promise<{ clientSecret: string }> };
  baseCurrency(): Promise<string>;
}

export function orderRoutes(deps: OrderRouteDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const ctx = (request: FastifyRequest) => ({ lang: request.lang, unpaidMinutes: deps.unpaidMinutes, onlinePayments: deps.onlinePayments });
  /** An unpaid, open order whose method can be paid in the browser now; anything else changes nothing. */
  function assertPayable(order: { payStatus: string; status: string; paymentMethod: string }, method: string) {
    if (order.payStatus !== 'unpaid' || order.status !== 'in_progress') throw new DomainError('ORDER_STATE');
    if (order.paymentMethod !== method || !deps.onlinePayments.includes(method)) throw new DomainError('NO_PAYMENT_METHOD');
  }

  /** The order of this customer or guest (token), else the same 404 as an order that does not exist. */
  async function ownOrder(request: FastifyRequest, body: { number: string; guestToken?: string }) {
    const identity = await request.identity();
    const order = await findOwnOrder(db, body.number, { userId: identity?.user.id ?? null, guestToken: body.guestToken });
    invariant(order, 'NOT_FOUND');
    return { order, actor: { actor: 'customer' as const, actorId: identity?.user.id ?? null } };
  }
  const detail = async (request: FastifyRequest, number: string, guestToken?: string) => ok(await orderDetail(db, (await ownOrder(request, { number, guestToken })).order, ctx(request)));

  return async (app) => {
    const schema = { tags: ['orders'], body: OrderNumberBody, response: { 200: OrderDetailAnswer } };
    app.post('/order/list', { schema: { tags: ['orders'], body: OrderListBody, response: { 200: OrderListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      return ok(await listOrders(db, user.id, request.body, ctx(request)));
    });
    app.post('/order/get', { schema }, (request) => detail(request, request.body.number, request.body.guestToken));
    app.post('/order/cancel', { schema }, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await cancelUnpaid(deps, { id: order.id }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    app.post('/order/request-cancel', { schema }, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await applyEvent(deps, { id: order.id }, { type: 'request_cancel' }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    app.post('/order/confirm-receipt', { schema }, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      await applyEvent(deps, { id: order.id }, { type: 'confirm_receipt' }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    app.post('/order/pay', { schema: { ...schema, body: PayAgainBody } }, async (request) => {
      const { order, actor } = await ownOrder(request, request.body);
      assertPayable(order, 'sandbox_card');
      if (!request.body.card) throw new DomainError('VALIDATION', { 0: 'card' }, { field: 'card' });
      const outcome = sandboxCharge(request.body.card);
      if (!outcome.ok) throw new DomainError(outcome.reason === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
      await markPaid(deps, order.id, { provider: 'sandbox', reference: outcome.reference, amount: order.total }, actor);
      return detail(request, order.number, request.body.guestToken);
    });
    // Stripe's intent for the order is created once (idempotent per order), so paying again
    // after a declined card or from another tab confirms the same payment.
    app.post('/order/pay/stripe', { schema: { tags: ['orders'], body: OrderNumberBody, response: { 200: StripePaymentAnswer } } }, async (request) => {
      const { order } = await ownOrder(request, request.body);
      assertPayable(order, 'stripe');
      const stripe = deps.stripe;
      invariant(stripe, 'NO_PAYMENT_METHOD');
      const intent = await stripe.createIntent({ id: order.id, number: order.number, total: order.total, currency: await deps.baseCurrency() }).catch(() => {
        throw new DomainError('PAYMENT_FAILED');
      });
      return ok({ clientSecret: intent.clientSecret, publishableKey: stripe.publishableKey, jsUrl: stripe.jsUrl });
    });
  };
}

