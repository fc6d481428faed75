import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, orders, payments } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { staffSession, stripeCheckout, testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createStripeClient, verifySignature } from './stripe.ts';
import { reconcilePayments } from '../workflows/reconcile-payments.ts';
import { recordingEvents } from '../testing/recorders.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** A local stand-in for Stripe's HTTP API: it creates payment intents and records what it was sent. */
function fakeStripe() {
  const requests: Array<{ auth: string | undefined; idempotencyKey: string | undefined; body: URLSearchParams }> = [];
  const refunds: string[] = [];
  /** The intents as Stripe has them, by id; a test moves one to `succeeded` as the browser's confirmation would. */
  const intents = new Map<string, Record<string, unknown>>();
  let failing = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        refunds.push(new URLSearchParams(raw).get('payment_intent') ?? '');
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `re_${refunds.length}` }));
      }
      const lookup = /^\/v1\/payment_intents\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && lookup) {
        const intent = intents.get(lookup[1]);
        if (!intent) return void res.writeHead(404).end('{}');
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(intent));
      }
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') return void res.writeHead(404).end();
      requests.push({ auth: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined, body: new URLSearchParams(raw) });
      if (failing) return void res.writeHead(500).end('{}');
      const id = `pi_${requests.length}`;
      const form = new URLSearchParams(raw);
      intents.set(id, {
        id,
        status: 'requires_payment_method',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata: { order_id: form.get('metadata[order_id]') },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, client_secret: `${id}_secret_abc`, status: 'requires_payment_method' }));
    });
  });
  return { server, requests, refunds, intents, setFailing: (value: boolean) => (failing = value) };
}

const stripe = fakeStripe();
let server: TestServer;
let shippingMethodId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 10 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

function signedWebhook(event: unknown, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${server.url}/app/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
}

function rawSignedWebhook(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${server.url}/app/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
}

/** Stripe's event that an order's payment intent succeeded, for `amount` (in `currency`). */
function succeeded(order: { id: number }, intent: string, amount: number, currency = 'usd') {
  return {
    id: `evt_${randomUUID()}`,
    type: 'payment_intent.succeeded',
    data: { object: { id: intent, amount_received: amount, currency, metadata: { order_id: String(order.id) } } },
  };
}

const placeStripe = () => stripeCheckout(server, shippingMethodId);

describe('Stripe', () => {
  it('creates a payment intent for the order and answers its client secret', async () => {
    const res = await placeStripe();
    expect(res.body.data).toMatchObject({ payStatus: 'unpaid', clientSecret: expect.stringMatching(/^pi_\d+_secret_/) });
    const sent = stripe.requests.at(-1)!;
    expect(sent.auth).toBe('Bearer sk_test_123');
    expect(sent.body.get('amount')).toBe('4500');
    expect(sent.body.get('currency')).toBe('usd');
    expect(sent.body.get('metadata[order_number]')).toBe(res.body.data.orderNumber);
    expect(sent.idempotencyKey).toMatch(/^order-\d+$/);
  });

  it('marks the order paid from a signed webhook, once however often it is replayed', async () => {
    const res = await placeStripe();
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', amount_received: order.total, metadata: { order_id: String(order.id) } } },
    };
    for (let i = 0; i < 3; i++) expect((await signedWebhook(event)).status).toBe(200);
    const [paid] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ payStatus: 'paid', transactionNumber: 'pi_x' });
    const pays = await server.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, 'pay')));
    expect(pays).toHaveLength(1);
  });

  it('refunds through Stripe when the merchant accepts a cancellation', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'buyer@example.com', address: testAddress, shippingMethodId, paymentMethod: 'stripe' },
      who,
    );
    const number = placed.body.data.orderNumber;
    const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_refund_me', amount_received: order.total, metadata: { order_id: String(order.id) } } },
    };
    await signedWebhook(event);
    await server.post('/api/web/order/request-cancel', { number, guestToken: placed.body.data.guestToken });
    const staff = await staffSession(server);
    const decided = await server.post('/api/admin/order/cancellation', { number, accept: true }, staff);
    expect(decided.body.data.status).toBe('cancelled');
    expect(stripe.refunds).toContain('pi_refund_me');
  });

  it('lets the shopper pay an unpaid Stripe order again, through Stripe only', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'buyer@example.com', address: testAddress, shippingMethodId, paymentMethod: 'stripe' },
      who,
    );
    const { orderNumber: number, guestToken } = placed.body.data;
    expect((await server.post('/api/web/order/get', { number, guestToken }, who)).body.data.actions).toEqual(['pay', 'cancel']);

    const again = await server.post('/api/web/order/pay/stripe', { number, guestToken }, who);
    expect(again.body.data).toEqual({ clientSecret: expect.stringMatching(/^pi_\d+_secret_/), publishableKey: 'pk_test_123', jsUrl: 'https://js.stripe.com/v3/' });
    // The same idempotency key as at checkout: Stripe answers the order's one payment intent.
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(stripe.requests.at(-2)!.idempotencyKey);

    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };
    const bySandbox = await server.post('/api/web/order/pay', { number, guestToken, card }, who);
    expect(bySandbox.status).toBe(422);
    expect((await server.post('/api/web/order/pay/stripe', { number }, { 'x-visitor-id': randomUUID() })).status).toBe(404);
    const [still] = await server.db.select().from(orders).where(eq(orders.number, number));
    expect(still.payStatus).toBe('unpaid');
  });

  it('refuses webhooks with a wrong or stale signature', async () => {
    const res = await placeStripe();
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    const event = { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded', data: { object: { id: 'pi_y', metadata: { order_id: String(order.id) } } } };
    expect((await signedWebhook(event, 'whsec_wrong')).status).toBe(400);
    expect((await signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)).status).toBe(400);
    const [still] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still.payStatus).toBe('unpaid');
    expect(verifySignature('{}', undefined, WEBHOOK_SECRET)).toBe(false);
  });

  it('leaves no order when Stripe cannot be reached', async () => {
    const before = (await server.db.select().from(orders)).length;
    stripe.setFailing(true);
    try {
      const res = await placeStripe();
      expect(res.status).toBe(502);
    } finally {
      stripe.setFailing(false);
    }
    expect(await server.db.select().from(orders)).toHaveLength(before);
  });

  it('applies a delivery whose first processing failed when Stripe delivers it again', async () => {
    const res = await placeStripe();
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    const event = succeeded(order, 'pi_retry', order.total);
    // The first delivery fails while it is being applied (the database refuses the payment row).
    await server.db.execute(sql.raw(`create or replace function fail_payment() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`));
    await server.db.execute(sql.raw(`create trigger fail_payment before insert on payments for each row execute function fail_payment()`));
    try {
      expect((await signedWebhook(event)).status).toBe(500);
    } finally {
      await server.db.execute(sql.raw(`drop trigger fail_payment on payments`));
    }
    expect((await server.db.select().from(orders).where(eq(orders.id, order.id)))[0].payStatus).toBe('unpaid');

    const again = await signedWebhook(event);
    expect(again.status).toBe(200);
    expect((await again.json()).msg).toBe('ok');
    expect((await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ payStatus: 'paid', transactionNumber: 'pi_retry' });
  });

  it('records and refunds a payment that arrives for an order already cancelled', async () => {
    const res = await placeStripe();
    const { orderNumber: number, guestToken } = res.body.data;
    expect((await server.post('/api/web/order/cancel', { number, guestToken })).body.data.status).toBe('cancelled');
    const [order] = await server.db.select().from(orders).where(eq(orders.number, number));

    expect((await signedWebhook(succeeded(order, 'pi_late', order.total))).status).toBe(200);

    expect(stripe.refunds).toContain('pi_late');
    const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => [p.kind, p.amount, p.status]).sort()).toEqual([
      ['charge', order.total, 'succeeded'],
      ['refund', order.total, 'succeeded'],
    ]);
    const page = await server.post('/api/web/order/get', { number, guestToken });
    expect(page.body.data).toMatchObject({ status: 'cancelled', payStatus: 'unpaid', refund: { status: 'refunded', amount: order.total } });
  });

  it('never marks an order paid by a payment of another amount or currency, and flags it for the merchant', async () => {
    const staff = await staffSession(server);
    for (const [amount, currency] of [
      [1, 'usd'],
      [null, 'eur'],
    ] as const) {
      const res = await placeStripe();
      const number = res.body.data.orderNumber;
      const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
      const event = succeeded(order, `pi_${randomUUID()}`, amount ?? order.total, currency);

      expect((await signedWebhook(event)).status).toBe(200);

      const seen = await server.post('/api/admin/order/get', { number }, staff);
      expect(seen.body.data).toMatchObject({ payStatus: 'unpaid', paymentIssue: 'amount_mismatch' });
      const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(rows.map((p) => p.amount)).toEqual([amount ?? order.total]);
    }
  });

  it('answers 400 to a signed event that is not one, and records nothing', async () => {
    const res = await placeStripe();
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    const id = `evt_${randomUUID()}`;
    const odd = [
      { id, type: 'payment_intent.succeeded' },
      { id, type: 'payment_intent.succeeded', data: { object: { id: 'pi_odd', amount_received: '4500', metadata: { order_id: String(order.id) } } } },
      { id, type: 'payment_intent.succeeded', data: { object: { id: 42, metadata: { order_id: String(order.id) } } } },
      { id: 7, type: 'payment_intent.succeeded', data: { object: { id: 'pi_odd', metadata: { order_id: String(order.id) } } } },
      [],
      'not an event',
    ];
    for (const event of odd) expect((await signedWebhook(event)).status).toBe(400);
    expect((await rawSignedWebhook('{"id":')).status).toBe(400);

    // The same event id, well formed, is applied: the malformed deliveries recorded nothing.
    expect((await signedWebhook({ ...succeeded(order, 'pi_odd', order.total), id })).status).toBe(200);
    expect((await server.db.select().from(orders).where(eq(orders.id, order.id)))[0].payStatus).toBe('paid');
  });

  it('marks an order paid whose webhook never came, once Stripe says its payment succeeded', async () => {
    const res = await placeStripe();
    const number = res.body.data.orderNumber;
    const reconcile = () =>
      reconcilePayments(
        {
          db: server.db,
          events: recordingEvents(),
          baseCurrency: async () => 'USD',
          stripe: createStripeClient({ apiBase: server.config.stripe.apiBase, secretKey: server.config.stripe.envKeys!.secretKey }),
          log: () => {},
        },
        { now: new Date(Date.now() + 60_000) },
      );
    // Still awaiting the shopper: nothing changes, and the next run asks again.
    expect((await reconcile()).paid).not.toContain(number);
    const intentId = res.body.data.clientSecret.split('_secret_')[0];
    const intent = stripe.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });

    expect((await reconcile()).paid).toContain(number);

    const [paid] = await server.db.select().from(orders).where(eq(orders.number, number));
    expect(paid).toMatchObject({ payStatus: 'paid', transactionNumber: intentId, paymentIssue: null });
    // The webhook arriving late changes nothing more.
    expect((await signedWebhook(succeeded(paid, intentId, paid.total))).status).toBe(200);
    const pays = await server.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, paid.id), eq(orderHistory.action, 'pay')));
    expect(pays).toHaveLength(1);
  });

  it('answers a retried Stripe checkout with its order, guest token and payment again', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const body = { idempotencyKey: randomUUID(), email: 'buyer@example.com', address: testAddress, shippingMethodId, paymentMethod: 'stripe' };
    const first = await server.post('/api/web/checkout/place', body, who);
    const retry = await server.post('/api/web/checkout/place', body, who);
    // The same payment intent: the retry asks Stripe under the order's idempotency key again.
    expect(retry.body.data).toEqual({ ...first.body.data, clientSecret: expect.stringMatching(/^pi_\d+_secret_/) });
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(stripe.requests.at(-2)!.idempotencyKey);
    expect(retry.body.data.guestToken).toEqual(expect.any(String));
  });
});
