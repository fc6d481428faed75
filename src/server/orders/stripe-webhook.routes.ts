/**
 * `POST /app/webhooks/stripe`: Stripe tells the shop that an order's payment succeeded or failed.
 * A bad signature or a body that is not an event answers 400 and records nothing; an event is
 * applied and recorded in one transaction (order-payments.ts), so a failed delivery is applied
 * when Stripe delivers it again.
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseStripeEvent, verifySignature } from '../payments/stripe.ts';
import type { Db } from '../platform/db/client.ts';
import type { OrderEventBus } from './events.ts';
import { applyStripeEvent, type StripeEventDeps } from './order-payments.ts';

/** `webhookSecret` answers the signing secret current at each delivery (none: every delivery is refused). */
export function stripeWebhook(
  deps: { db: Db; events: OrderEventBus; webhookSecret(): Promise<string | null> } & Omit<StripeEventDeps, 'db' | 'events'>,
): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const secret = await deps.webhookSecret();
      if (!secret || !verifySignature(raw, request.headers['stripe-signature'] as string | undefined, secret)) {
        return reply.status(400).send({ code: 41, msg: 'invalid signature', data: null });
      }
      const event = parseStripeEvent(raw);
      if (!event) return reply.status(400).send({ code: 41, msg: 'malformed event', data: null });
      const outcome = await applyStripeEvent(deps, event);
      return { code: 0, msg: outcome, data: null };
    });
  };
}
