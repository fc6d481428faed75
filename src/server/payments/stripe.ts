/**
 * Stripe (Payment Intents): the order's intent is created after the order is placed; the shopper
 * confirms it in the browser; the signed webhook marks the order paid. Webhooks are verified
 * (HMAC-SHA256 over "timestamp.body", 5 minutes tolerance) and applied once per event id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import { orders, payments } from '../orders/orders.schema.ts';
import { webhookEvents } from './payments.schema.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { markPaid } from '../orders/orders.service.ts';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

const TOLERANCE_SECONDS = 300;

export function createStripeClient(config: StripeConfig) {
  return {
    async createIntent(order: { id: number; number: string; total: number; currency: string }) {
      const form = new URLSearchParams({
        amount: String(order.total),
        currency: order.currency.toLowerCase(),
        'metadata[order_id]': String(order.id),
        'metadata[order_number]': order.number,
        'automatic_payment_methods[enabled]': 'true',
      });
      const response = await fetch(`${config.apiBase}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `order-${order.id}` },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
      const intent = (await response.json()) as { id: string; client_secret: string };
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    /** Refunds a payment intent in full; answers the refund's id. */
    async refund(paymentIntent: string, orderId: number): Promise<string> {
      const response = await fetch(`${config.apiBase}/v1/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `refund-${orderId}` },
        body: new URLSearchParams({ payment_intent: paymentIntent }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
  };
}

/** Checks a `Stripe-Signature` header against the raw body. */
export function verifySignature(rawBody: string, header: string | undefined, secret: string, now = Date.now()): boolean {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const signatures = header.split(',').filter((p) => p.startsWith('v1=')).map((p) => Buffer.from(p.slice(3), 'hex'));
  return signatures.some((sig) => sig.length === expected.length && timingSafeEqual(sig, expected));
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id: string; amount_received?: number; amount?: number; metadata?: Record<string, string> } };
}

/** `POST /app/webhooks/stripe`. */
export function stripeWebhook(deps: { db: Db; events: OrderEventBus; config: StripeConfig }): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
      const raw = request.body as string;
      if (!verifySignature(raw, request.headers['stripe-signature'] as string | undefined, deps.config.webhookSecret)) {
        return reply.status(400).send({ code: 41, msg: 'invalid signature', data: null });
      }
      const event = JSON.parse(raw) as StripeEvent;
      const fresh = await deps.db.insert(webhookEvents).values({ provider: 'stripe', eventId: event.id }).onConflictDoNothing().returning();
      if (fresh.length === 0) return { code: 0, msg: 'duplicate', data: null };
      const intent = event.data.object;
      const orderId = Number(intent.metadata?.order_id);
      const [order] = Number.isInteger(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
      if (!order) return { code: 0, msg: 'ignored', data: null };
      if (event.type === 'payment_intent.succeeded' && order.payStatus === 'unpaid' && order.status === 'in_progress') {
        await markPaid(deps, order.id, { provider: 'stripe', reference: intent.id, amount: intent.amount_received ?? intent.amount ?? order.total }, { actor: 'system' });
      } else if (event.type === 'payment_intent.payment_failed') {
        await deps.db.insert(payments).values({ orderId: order.id, provider: 'stripe', providerRef: `${intent.id}:${event.id}`, amount: intent.amount ?? order.total, status: 'failed' }).onConflictDoNothing();
      }
      return { code: 0, msg: 'ok', data: null };
    });
  };
}
