/** Stripe keys the owner saves in the console take effect at once, without restarting the shop, and go away as soon as they are removed. */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { staffSession, stripeCheckout } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const WEBHOOK_SECRET = 'whsec_stored_in_console';

/** A local stand-in for Stripe's API: it creates payment intents and records the key each request carried. */
function fakeStripe() {
  const keysUsed: Array<string | undefined> = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') return void res.writeHead(404).end('{}');
      keysUsed.push(req.headers.authorization);
      const id = `pi_${keysUsed.length}`;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, client_secret: `${id}_secret_x` }));
    });
  });
  return { server, keysUsed };
}

const stripe = fakeStripe();
let server: TestServer;
let owner: Record<string, string>;
let shippingMethodId: number;
let stripeOrigin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  stripeOrigin = `http://127.0.0.1:${port}`;
  // No Stripe keys in the environment: only what the owner saves.
  server = await startTestServer({ SETTINGS_ENCRYPTION_KEY: 'test-settings-key', STRIPE_API_BASE: stripeOrigin });
  owner = await staffSession(server, 'owner@shop.test', 'owner');
  await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 10 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

const offered = async () => (await server.post('/api/web/checkout/payments', {})).body.data;

function webhook(secret: string) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded', data: { object: { id: 'pi_unknown', metadata: { order_id: '999999' } } } });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${server.url}/app/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
}

const placeStripe = () => stripeCheckout(server, shippingMethodId);

const cspOfHome = async () => (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';

describe("Stripe with the owner's stored keys", () => {
  it('is not offered, and refuses webhooks, before any key is saved', async () => {
    expect((await offered()).methods.map((m: { id: string }) => m.id)).not.toContain('stripe');
    expect((await offered()).stripePublishableKey).toBeNull();
    expect((await webhook(WEBHOOK_SECRET)).status).toBe(400);
    expect((await placeStripe()).status).toBeGreaterThanOrEqual(400);
    expect(await cspOfHome()).not.toContain(stripeOrigin);
  });

  it('is offered, charges with the saved secret key and verifies webhooks with the saved signing secret once the keys are saved', async () => {
    const saved = await server.post(
      '/api/admin/site/payment-keys/save',
      { stripeSecretKey: 'sk_test_console', stripePublishableKey: 'pk_test_console', stripeWebhookSecret: WEBHOOK_SECRET },
      owner,
    );
    expect(saved.status).toBe(200);

    const now = await offered();
    expect(now.methods.map((m: { id: string }) => m.id)).toContain('stripe');
    expect(now.stripePublishableKey).toBe('pk_test_console');

    const placed = await placeStripe();
    expect(placed.status).toBe(200);
    expect(placed.body.data.clientSecret).toMatch(/^pi_\d+_secret_/);
    expect(stripe.keysUsed.at(-1)).toBe('Bearer sk_test_console');
    const [order] = await server.db.select().from(orders).where(eq(orders.number, placed.body.data.orderNumber));
    expect(order.paymentMethod).toBe('stripe');

    expect((await webhook(WEBHOOK_SECRET)).status).toBe(200);
    expect((await webhook('whsec_someone_else')).status).toBe(400);
    // The pages may load Stripe.js and reach Stripe's API.
    expect(await cspOfHome()).toContain(stripeOrigin);
  });

  it('is taken away again as soon as the keys are removed', async () => {
    await server.post('/api/admin/site/payment-keys/save', { stripeSecretKey: '', stripePublishableKey: '', stripeWebhookSecret: '' }, owner);
    const now = await offered();
    expect(now.methods.map((m: { id: string }) => m.id)).not.toContain('stripe');
    expect(now.stripePublishableKey).toBeNull();
    expect((await webhook(WEBHOOK_SECRET)).status).toBe(400);
    expect(await cspOfHome()).not.toContain(stripeOrigin);
  });
});
