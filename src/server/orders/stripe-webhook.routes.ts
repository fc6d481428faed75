/** `POST /app/webhooks/stripe`: Stripe tells the shop that an order's payment succeeded or failed. */
import type { FastifyPluginAsync } from 'fastify';
import { claimWebhookEvent } from '../payments/payments.service.ts';
import { verifySignature, type StripeConfig, type StripeEvent } from '../payments/stripe.ts';
import type { Db } from '../platform/db/client.ts';
import type { OrderEventBus } from './events.ts';
import { applyStripeEvent } from './order-payments.ts';

export function stripeWebhook(deps: { db: Db; events: OrderEventBus; config: StripeConfig }): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
      const raw = request.body as string;
      if (!verifySignature(raw, request.headers['stripe-signature'] as string | undefined, deps.config.webhookSecret)) {
        return reply.status(400).send({ code: 41, msg: 'invalid signature', data: null });
      }
      const event = JSON.parse(raw) as StripeEvent;
      if (!(await claimWebhookEvent(deps.db, 'stripe', event.id))) return { code: 0, msg: 'duplicate', data: null };
      const applied = await applyStripeEvent(deps, event);
      return { code: 0, msg: applied ? 'ok' : 'ignored', data: null };
    });
  };
}
