import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { UNPAID_ORDER_LIMIT } from './checkout.service.ts';

let server: TestServer;
let shippingMethodId: number;
const PER_ADDRESS = 5;
beforeAll(async () => {
  // Behind a proxy that tells the shopper's address, with a small cap per address for the test.
  server = await startTestServer({ TRUST_PROXY: '1', UNPAID_ORDERS_PER_ADDRESS: String(PER_ADDRESS) });
  await createProduct(server.db, { slug: 'rice', variants: [{ sku: 'RICE', price: 900, stock: 500 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

let addresses = 0;
/** A shopper of their own address unless one is given. */
function shopper(opts: { ip?: string; session?: Record<string, string> } = {}) {
  return { ...(opts.session ?? { 'x-visitor-id': randomUUID() }), 'x-forwarded-for': opts.ip ?? `203.0.113.${++addresses}` };
}

async function order(who: Record<string, string>, opts: { email?: string; paymentMethod?: string; lang?: string } = {}) {
  await server.post('/api/web/cart/add', { sku: 'RICE', quantity: 1 }, who);
  const paymentMethod = opts.paymentMethod ?? 'bank_transfer';
  return server.post(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: opts.email ?? `${randomUUID()}@example.com`,
      address: testAddress,
      shippingMethodId,
      paymentMethod,
      ...(paymentMethod === 'sandbox_card' ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } } : {}),
    },
    { ...who, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
  );
}

describe('open unpaid offline orders per shopper', () => {
  it(`lets a visitor hold ${UNPAID_ORDER_LIMIT} orders awaiting a transfer or cash, then asks them to pay one, in their language`, async () => {
    const who = shopper();
    const placed: Array<{ number: string; guestToken: string }> = [];
    for (let i = 0; i < UNPAID_ORDER_LIMIT; i++) {
      const res = await order(who, { paymentMethod: i % 2 ? 'cash_on_delivery' : 'bank_transfer' });
      expect(res.body.code).toBe(0);
      placed.push({ number: res.body.data.orderNumber, guestToken: res.body.data.guestToken });
    }
    const refused = await order(who, { lang: 'zh' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(`您已有 ${UNPAID_ORDER_LIMIT} 笔等待银行转账或货到付款的订单。请先支付或取消其中一笔，或选择其他付款方式。`);
    const english = await order(who, { paymentMethod: 'cash_on_delivery' });
    expect(english.body.msg).toContain(`You already have ${UNPAID_ORDER_LIMIT} orders waiting for payment`);
    // The cart is still there, and paying by card goes through.
    const card = await server.post(
      '/api/web/checkout/place',
      {
        idempotencyKey: randomUUID(),
        email: 'card@example.com',
        address: testAddress,
        shippingMethodId,
        paymentMethod: 'sandbox_card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
      who,
    );
    expect(card.body).toMatchObject({ code: 0, data: { payStatus: 'paid' } });
    // Cancelling one makes room for another.
    const cancel = await server.post('/api/web/order/cancel', placed[0], who);
    expect(cancel.body.data).toMatchObject({ status: 'cancelled' });
    expect((await order(who)).body.code).toBe(0);
  });

  it('counts a signed-in customer’s orders however many devices they use', async () => {
    const session = await customerSession(server);
    for (let i = 0; i < UNPAID_ORDER_LIMIT; i++) expect((await order(shopper({ session }))).body.code).toBe(0);
    expect((await order(shopper({ session }))).status).toBe(429);
  });

  it('counts orders per e-mail, whatever its case, across visitors', async () => {
    for (let i = 0; i < UNPAID_ORDER_LIMIT; i++) expect((await order(shopper(), { email: 'Hoarder@Example.com' })).body.code).toBe(0);
    const refused = await order(shopper(), { email: 'hoarder@example.com', lang: 'fil' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('Mayroon ka nang');
  });

  it('counts orders per address, across visitors and e-mails', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < PER_ADDRESS; i++) expect((await order(shopper({ ip }))).body.code).toBe(0);
    const refused = await order(shopper({ ip }), { lang: 'zh-HK' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('您已有');
    // Another address is not held back.
    expect((await order(shopper({ ip: '198.51.100.8' }))).body.code).toBe(0);
  });

  it('lets no more through when submits with one e-mail arrive at the same time', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => order(shopper(), { email: 'burst@example.com' })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(UNPAID_ORDER_LIMIT);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6 - UNPAID_ORDER_LIMIT);
  });
});
