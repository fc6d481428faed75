import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayment } from '../orders/order-payments.ts';
import { orders } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** A local stand-in for Stripe (payment intents for checkout, and refunds): records each refund (intent, amount, idempotency key), answering once per key as Stripe does. */
function fakeStripe() {
  const refunds: Array<{ intent: string; amount: string; key: string }> = [];
  const byKey = new Map<string, string>();
  let failing = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'pi_new', client_secret: 'pi_new_secret' }));
      }
      if (req.method !== 'POST' || req.url !== '/v1/refunds') return void res.writeHead(404).end();
      if (failing) return void res.writeHead(500).end('{}');
      const key = String(req.headers['idempotency-key']);
      if (!byKey.has(key)) {
        const body = new URLSearchParams(raw);
        refunds.push({ intent: body.get('payment_intent') ?? '', amount: body.get('amount') ?? '', key });
        byKey.set(key, `re_${refunds.length}`);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: byKey.get(key) }));
    });
  });
  return { server, refunds, setFailing: (value: boolean) => (failing = value) };
}

const stripe = fakeStripe();
let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 100 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

/** Two lamps paid by Stripe (intent `intent`), shipped and received. */
async function stripeOrder(intent: string) {
  const customer = await customerSession(server);
  const { number } = await placeOrder(server, customer, { skus: [['LAMP', 2]], shippingMethodId, paymentMethod: 'stripe' });
  const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
  await recordPayment(server.db, order.id, { provider: 'stripe', reference: intent, amount: order.total }, { actor: 'system' });
  const line = (await server.post('/api/admin/order/get', { number }, staff)).body.data.lines[0].id as number;
  await server.post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z', lines: [{ lineId: line, quantity: 2 }] }, staff);
  await server.post('/api/web/order/confirm-receipt', { number }, customer);
  return { customer, number, line };
}

describe('refunds of Stripe payments', () => {
  it('refunds the request’s amount through Stripe once, even under twenty parallel calls', async () => {
    const { customer, number, line } = await stripeOrder('pi_parallel');
    const ret = (await server.post('/api/web/return/apply', { number, type: 'return_refund', lines: [{ lineId: line, quantity: 1 }], reason: 'quality' }, customer)).body
      .data.number;
    await server.post('/api/admin/return/approve', { number: ret, returnAddress: { consignee: 'Desk', contactNumber: '1', address: 'Dock' } }, staff);
    await server.post('/api/admin/return/receive', { number: ret }, staff);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.post('/api/admin/return/refund', { number: ret }, staff)));
    expect(answers.every((a) => a.body.data?.refundStatus === 'refunded')).toBe(true);
    expect(stripe.refunds.filter((r) => r.intent === 'pi_parallel')).toEqual([{ intent: 'pi_parallel', amount: '4000', key: `return-${ret}` }]);
  });

  it('keeps an approved request waiting for its refund when Stripe fails, and refunds it on the next try', async () => {
    const { customer, number, line } = await stripeOrder('pi_failing');
    const ret = (await server.post('/api/web/return/apply', { number, type: 'refund_only', lines: [{ lineId: line, quantity: 2 }], reason: 'quality' }, customer)).body
      .data.number;
    stripe.setFailing(true);
    const failed = await server.post('/api/admin/return/approve', { number: ret }, staff);
    expect(failed.status).toBe(502);
    const waiting = (await server.post('/api/admin/return/get', { number: ret }, staff)).body.data;
    expect(waiting).toMatchObject({ auditStatus: 'approved', refundStatus: 'requested', status: 'pending_approval' });
    stripe.setFailing(false);
    const refunded = await server.post('/api/admin/return/refund', { number: ret }, staff);
    // The whole order comes back: both lamps and the shipping.
    expect(refunded.body.data).toMatchObject({ refundStatus: 'refunded', status: 'completed', refundAmount: 8500 });
    expect(stripe.refunds.filter((r) => r.intent === 'pi_failing')).toEqual([{ intent: 'pi_failing', amount: '8500', key: `return-${ret}` }]);
  });
});
