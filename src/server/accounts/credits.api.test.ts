import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrder, orderByNumber } from '../orders/orders.service.ts';
import { createProduct, createShipping, setSiteConfig } from '../testing/factories.ts';
import { customerSession, staffSession, testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { creditBalance, recordCredits } from './credits.ts';
import { DomainError } from '../platform/http/errors.ts';

let server: TestServer;
let staff: Record<string, string>;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  staff = await staffSession(server);
  // 25.00 a mug, 5.00 shipping.
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 2500, stock: 500 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };
const userIdOf = async (who: Record<string, string>) => (await server.post('/api/web/user/info', {}, who)).body.data.id as number;
const log = async (who: Record<string, string>) => (await server.post('/api/web/user/credits', {}, who)).body.data;
const adjust = (body: object, lang = 'en') => server.post('/api/admin/credits/adjust', body, { ...staff, 'x-lang': lang });

/** Buys `mugs` mugs, spending `credits`; answers the order. */
async function buy(who: Record<string, string>, mugs: number, opts: { credits?: number; paymentMethod?: string } = {}) {
  await server.post('/api/web/cart/add', { sku: 'MUG', quantity: mugs }, who);
  const paymentMethod = opts.paymentMethod ?? 'sandbox_card';
  const res = await server.post(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: 'buyer@example.com',
      address: testAddress,
      shippingMethodId,
      paymentMethod,
      ...(paymentMethod === 'sandbox_card' ? { card } : {}),
      ...(opts.credits !== undefined ? { credits: opts.credits } : {}),
    },
    who,
  );
  expect(res.body.msg).toBe('ok');
  return orderByNumber(server.db, res.body.data.orderNumber);
}

describe('credits', () => {
  it('the merchant adds credits with a reason the customer sees, and cannot take more than there are', async () => {
    const ana = await customerSession(server);
    const id = await userIdOf(ana);
    expect((await adjust({ userId: id, amount: 1000, reason: 'Sorry for the late parcel' })).body.data).toEqual({ balance: 1000 });
    expect(await log(ana)).toMatchObject({ balance: 1000, list: [{ amount: 1000, reason: 'adjustment', note: 'Sorry for the late parcel' }], more: false });
    const tooMuch = await adjust({ userId: id, amount: -1001, reason: 'Correction' });
    expect(tooMuch.status).toBe(409);
    expect((await log(ana)).balance).toBe(1000);
    expect((await server.post('/api/web/user/info', {}, ana)).body.data.credits).toBe(1000);
  });

  it("answers field errors in the merchant's language and 404 for an account that is no customer's", async () => {
    const zero = await adjust({ userId: 1, amount: 0, reason: 'x' }, 'zh');
    expect(zero.body).toMatchObject({ code: 41, data: { field: 'amount' } });
    expect(zero.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await adjust({ userId: 1, amount: 5, reason: ' ' })).body).toMatchObject({ code: 41, data: { field: 'reason' } });
    expect((await adjust({ userId: 2_000_000, amount: 5, reason: 'Gift' })).status).toBe(404);
    const staffId = (await server.post('/api/admin/user/info', {}, staff)).body.data.id;
    expect((await adjust({ userId: staffId, amount: 5, reason: 'Gift' })).status).toBe(404);
    // Customers cannot adjust credits.
    const bo = await customerSession(server);
    expect((await server.post('/api/admin/credits/adjust', { userId: await userIdOf(bo), amount: 5, reason: 'Me' }, bo)).status).toBe(403);
  });

  it('spends credits at checkout (100 credits = 1.00), at most the balance, each spending one ledger row', async () => {
    const cy = await customerSession(server);
    await adjust({ userId: await userIdOf(cy), amount: 700, reason: 'Welcome' });
    const first = await buy(cy, 2, { credits: 400 });
    // 2 × 25.00 + 5.00 shipping − 4.00 of credits.
    expect(first).toMatchObject({ subtotal: 5000, shippingFee: 500, creditsUsed: 400, creditDiscount: 400, total: 5100 });
    // Asking for more than is left spends what is left.
    const second = await buy(cy, 1, { credits: 10_000 });
    expect(second).toMatchObject({ creditsUsed: 300, total: 2700 });
    const after = await log(cy);
    expect(after.balance).toBe(0);
    expect(after.list.map((e: { amount: number; reason: string }) => [e.reason, e.amount])).toEqual([
      ['checkout', -300],
      ['checkout', -400],
      ['adjustment', 700],
    ]);
    expect(after.list.reduce((sum: number, e: { amount: number }) => sum + e.amount, 0)).toBe(after.balance);
  });

  it("earns the merchant's rate per whole unit of the goods when the order completes, once", async () => {
    const di = await customerSession(server);
    const order = await buy(di, 3);
    expect((await log(di)).balance).toBe(0);
    await changeOrder(server.db, { id: order.id }, { type: 'ship', fully: true }, { actor: 'staff' });
    const done = await server.post('/api/web/order/confirm-receipt', { number: order.number }, di);
    expect(done.body.code).toBe(0);
    // 75.00 of goods: 75 credits (shipping earns none).
    expect(await log(di)).toMatchObject({ balance: 75, list: [{ amount: 75, reason: 'order_completed', orderNumber: order.number }] });

    await setSiteConfig(server.db, { credits: { earnPerUnit: 2 } });
    try {
      const next = await buy(di, 1);
      await changeOrder(server.db, { id: next.id }, { type: 'ship', fully: true }, { actor: 'staff' });
      await server.post('/api/web/order/confirm-receipt', { number: next.number }, di);
      expect((await log(di)).balance).toBe(75 + 50);
    } finally {
      await setSiteConfig(server.db, {});
    }
  });

  it('gives the credits back when the order is cancelled', async () => {
    const ed = await customerSession(server);
    await adjust({ userId: await userIdOf(ed), amount: 500, reason: 'Gift' });
    const unpaid = await buy(ed, 1, { credits: 500, paymentMethod: 'bank_transfer' });
    expect((await log(ed)).balance).toBe(0);
    expect((await server.post('/api/web/order/cancel', { number: unpaid.number }, ed)).body.code).toBe(0);
    const after = await log(ed);
    expect(after.balance).toBe(500);
    expect(after.list[0]).toMatchObject({ amount: 500, reason: 'order_cancelled', orderNumber: unpaid.number });
  });

  it('never lets two spendings of the same credits both succeed', async () => {
    const fay = await customerSession(server);
    const userId = await userIdOf(fay);
    await adjust({ userId, amount: 600, reason: 'Gift' });
    const spend = (n: number) =>
      server.db.transaction((tx) => recordCredits(tx, { userId, amount: -600, reason: 'checkout', order: { id: 900_000 + n, number: `T${n}` } }));
    const results = await Promise.allSettled([spend(1), spend(2)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect((refused.reason as DomainError).name).toBe('CREDITS_SHORT');
    expect(await creditBalance(server.db, userId)).toBe(0);
  });

  it('shows the balance and the log on user/log', async () => {
    const gus = await customerSession(server);
    await adjust({ userId: await userIdOf(gus), amount: 250, reason: 'Birthday' });
    const payload = await (await server.get('/fil/user/log?request=route', gus)).json();
    expect(payload.status).toBe(200);
    const section = payload.pageBody.find((s: { type: string }) => s.type === 'credit-log');
    expect(section.settings).toMatchObject({ balance: 250, list: [{ amount: 250, note: 'Birthday' }] });
  });

  it('the checkout estimate shows the balance and the most the order can use, prices the credits asked for, and the order shows their discount', async () => {
    const ana = await customerSession(server);
    await adjust({ userId: await userIdOf(ana), amount: 9000, reason: 'Welcome' });
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, ana);
    const estimate = (credits?: number) => server.post('/api/web/cart/estimate', { country: 'US', shippingMethodId, ...(credits ? { credits } : {}) }, ana);
    // Two mugs, 50.00: at most 5000 credits (the goods, not the shipping).
    expect((await estimate()).body.data).toMatchObject({ total: 5500, credits: { balance: 9000, usable: 5000, used: 0, discount: 0 } });
    expect((await estimate(1234)).body.data).toMatchObject({ total: 4266, credits: { balance: 9000, usable: 5000, used: 1234, discount: 1234 } });
    expect((await estimate(20_000)).body.data).toMatchObject({ total: 500, credits: { used: 5000, discount: 5000 } });
    // A visitor's estimate has no credits.
    expect(
      (await server.post('/api/web/cart/estimate', { country: 'US', shippingMethodId, credits: 100 }, { 'x-visitor-id': randomUUID() })).body.data.credits,
    ).toBeUndefined();

    const res = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'buyer@example.com', address: testAddress, shippingMethodId, paymentMethod: 'sandbox_card', card, credits: 1234 },
      ana,
    );
    const number = res.body.data.orderNumber;
    const order = (await server.post('/api/web/order/get', { number }, ana)).body.data;
    expect(order).toMatchObject({ total: 4266, credits: { used: 1234, discount: 1234 } });
    expect((await log(ana)).list[0]).toMatchObject({ amount: -1234, reason: 'checkout', orderNumber: number });
  });
});
