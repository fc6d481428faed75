/**
 * Stripe (Payment Intents): the order's intent is created after the order is placed; the shopper
 * confirms it in the browser; the signed webhook (orders/stripe-webhook.routes.ts) marks the order
 * paid. Webhooks are verified (HMAC-SHA256 over "timestamp.body", 5 minutes tolerance) and applied
 * once per event id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface StripeConfig {
  secretKey: string;
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
    /** A payment intent as Stripe has it now (reconciliation asks when a webhook may have been lost). */
    async retrieveIntent(id: string): Promise<StripeIntent> {
      const response = await fetch(`${config.apiBase}/v1/payment_intents/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${config.secretKey}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
      const parsed = StripeIntent.safeParse(await response.json());
      if (!parsed.success) throw new Error('Stripe answered an odd payment intent');
      return parsed.data;
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
    /** Refunds part of a payment intent, once per idempotency key (an after-sales request); answers the refund's id. */
    async refundPart(paymentIntent: string, amount: number, idempotencyKey: string): Promise<string> {
      const response = await fetch(`${config.apiBase}/v1/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idempotencyKey },
        body: new URLSearchParams({ payment_intent: paymentIntent, amount: String(amount) }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;

export interface ThirdPartyOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/** What the browser must reach to pay by Stripe: Stripe.js, its frames and its API (for the CSP). */
export function stripeCspOrigins(stripe: { jsUrl: string; apiBase: string; publishableKey: string | null } | null): ThirdPartyOrigins {
  if (!stripe?.publishableKey) return { script: [], frame: [], connect: [] };
  const js = new URL(stripe.jsUrl).origin;
  return { script: [js], frame: [js, 'https://hooks.stripe.com'], connect: [new URL(stripe.apiBase).origin] };
}

/** Checks a `Stripe-Signature` header against the raw body. */
export function verifySignature(rawBody: string, header: string | undefined, secret: string, now = Date.now()): boolean {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const signatures = header
    .split(',')
    .filter((p) => p.startsWith('v1='))
    .map((p) => Buffer.from(p.slice(3), 'hex'));
  return signatures.some((sig) => sig.length === expected.length && timingSafeEqual(sig, expected));
}

/**
 * The part of a Stripe event the shop reads. A signed event without these (or with odd values) is
 * refused with 400 and changes nothing; unknown fields are ignored, as Stripe adds fields.
 */
const StripeIntent = z.object({
  id: z.string().min(1).max(255),
  status: z.string().max(64).optional(),
  amount_received: z.number().int().nonnegative().optional(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().min(1).max(10).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});
export type StripeIntent = z.infer<typeof StripeIntent>;

export const StripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: StripeIntent }),
});
export type StripeEvent = z.infer<typeof StripeEvent>;

/** A signed webhook body as an event, or null when it is not JSON or not shaped like one. */
export function parseStripeEvent(raw: string): StripeEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StripeEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}
