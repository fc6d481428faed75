import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, createProduct, createPromotion, createShipping } from '../testing/factories.ts';
import { provenVisitor } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let teeId: number;
beforeAll(async () => {
  server = await startTestServer();
  const tee = await createProduct(server.db, {
    slug: 'tee',
    variants: [
      { sku: 'TEE-S', price: 2000, stock: 4 },
      { sku: 'TEE-M', price: 2000, stock: 0 },
    ],
  });
  teeId = tee.id;
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1500, stock: 100 }] });
  await createPromotion(server.db, { kind: 'buy_n', threshold: 3, discountType: 'percent', value: 10 });
  await createCoupon(server.db, { code: 'TEE5', discountType: 'amount', value: 500, productIds: [tee.id], stackable: true });
  await createCoupon(server.db, { code: 'BIG', discountType: 'amount', value: 100_000, threshold: 500_000 });
  await createCoupon(server.db, { code: 'MIN50', discountType: 'amount', value: 300, threshold: 5000 });
  await createCoupon(server.db, { code: 'OLD', discountType: 'amount', value: 100, expiresAt: new Date('2020-01-01') });
  await createShipping(server.db, { countries: ['US'], kind: 'free_over', rate: 700, freeOver: 10_000 });
});
afterAll(() => server.close());

const visitor = () => ({ 'x-visitor-id': randomUUID() });

describe('a first visit', () => {
  it('gets its visitor id with its first add to cart, and keeps its cart with it', async () => {
    const page = await server.get('/product/tee');
    expect(page.headers.get('set-cookie')).toBeNull();
    const first = await fetch(`${server.url}/api/web/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'TEE-S', quantity: 1 }),
    });
    expect((await first.json()).data.count).toBe(1);
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
    const visitorId = cookies.find((c) => c.startsWith('visitorId='))?.slice('visitorId='.length);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.some((c) => c.startsWith('visitor_proof='))).toBe(true);
    // The browser sends the cookies back: the same cart, and no new id.
    const again = await fetch(`${server.url}/api/web/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; ') },
      body: JSON.stringify({ sku: 'MUG', quantity: 1 }),
    });
    expect((await again.json()).data.count).toBe(2);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await server.post('/api/web/visitor/data', {}, { 'x-visitor-id': visitorId! })).body.data.cart.count).toBe(2);
  });
});

describe('cart', () => {
  it('adds, changes and removes lines, with the count and totals from the server', async () => {
    const who = visitor();
    let res = await server.post('/api/web/cart/add', { sku: 'TEE-S', quantity: 2 }, who);
    expect(res.body.data).toMatchObject({ count: 2, subtotal: 4000, total: 4000, promotion: null });
    res = await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, who);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.promotion).toMatchObject({ discount: 550 });
    const mug = res.body.data.lines.find((l: { sku: string }) => l.sku === 'MUG');
    res = await server.post('/api/web/cart/update', { variantId: mug.variantId, quantity: 4 }, who);
    expect(res.body.data.subtotal).toBe(4000 + 6000);
    res = await server.post('/api/web/cart/remove', { variantId: mug.variantId }, who);
    expect(res.body.data.lines.map((l: { sku: string }) => l.sku)).toEqual(['TEE-S']);
  });

  it('answers the cart as it is after the add, in the order the lines were added', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, who);
    await server.post('/api/web/cart/add', { sku: 'TEE-S', quantity: 1 }, who);
    const again = await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, who);
    expect(again.body.data.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['MUG', 3],
      ['TEE-S', 1],
    ]);
    expect(again.body.data).toEqual((await server.post('/api/web/cart/get', {}, who)).body.data);
  });

  it('re-checks stock on every change and says how many are left', async () => {
    const who = visitor();
    const out = await server.post('/api/web/cart/add', { sku: 'TEE-M', quantity: 1 }, who);
    expect(out.status).toBe(409);
    expect(out.body.msg).toBe('Out of stock');
    await server.post('/api/web/cart/add', { sku: 'TEE-S', quantity: 4 }, who);
    const tooMany = await server.post('/api/web/cart/add', { sku: 'TEE-S', quantity: 2 }, who);
    expect(tooMany.body.msg).toBe('Only 4 units left');
    const cart = await server.post('/api/web/cart/get', {}, who);
    expect(cart.body.data.lines[0]).toMatchObject({ quantity: 4, warning: 'low_stock' });
  });

  it('accepts only whole quantities from 1 to 99 and known SKUs', async () => {
    const who = visitor();
    for (const quantity of [0, -1, 1.5, 100, '2']) {
      const res = await server.post('/api/web/cart/add', { sku: 'MUG', quantity }, who);
      expect(res.body.code, String(quantity)).toBe(41);
    }
    expect((await server.post('/api/web/cart/add', { sku: 'NOPE', quantity: 1 }, who)).status).toBe(404);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data.count).toBe(0);
  });

  it('applies item coupons to their item only and refuses codes that do not apply, saying why', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'TEE-S', quantity: 1 }, who);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, who);
    expect((await server.post('/api/web/cart/coupon/apply', { code: 'tee5' }, who)).body.code).toBe(0);
    const big = await server.post('/api/web/cart/coupon/apply', { code: 'BIG' }, who);
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({
      code: 41,
      msg: 'This coupon requires an order over $5,000.00',
      data: { code: 'BIG', reason: 'COUPON_THRESHOLD', threshold: 500_000 },
    });
    const old = await server.post('/api/web/cart/coupon/apply', { code: 'OLD' }, who);
    expect(old.body).toMatchObject({ code: 41, msg: 'This coupon is invalid' });
    const zh = await server.post('/api/web/cart/coupon/apply', { code: 'BIG' }, { ...who, 'accept-language': 'zh' });
    expect(zh.body.msg).toBe('订单满 $5,000.00 才可使用该优惠券');

    const { body } = await server.post('/api/web/cart/get', {}, who);
    expect(body.data.coupons).toEqual([{ code: 'TEE5', discount: 500 }]);
    expect(body.data.rejectedCoupons).toEqual([]);
    const tee = body.data.lines.find((l: { sku: string }) => l.sku === 'TEE-S');
    const mug = body.data.lines.find((l: { sku: string }) => l.sku === 'MUG');
    expect([tee.discount, mug.discount]).toEqual([500, 0]);
    const removed = await server.post('/api/web/cart/coupon/remove', { code: 'TEE5' }, who);
    expect(removed.body.data.coupons).toEqual([]);
  });

  it('keeps an applied code that stops applying when the cart changes, with the amount it needs', async () => {
    const who = visitor();
    const added = await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 4 }, who);
    expect((await server.post('/api/web/cart/coupon/apply', { code: 'MIN50' }, who)).body.data.coupons).toEqual([{ code: 'MIN50', discount: 300 }]);
    const fewer = await server.post('/api/web/cart/update', { variantId: added.body.data.lines[0].variantId, quantity: 1 }, who);
    expect(fewer.body.data.coupons).toEqual([]);
    expect(fewer.body.data.rejectedCoupons).toEqual([
      { code: 'MIN50', reason: 'COUPON_THRESHOLD', message: 'This coupon requires an order over $50.00', threshold: 5000 },
    ]);
  });

  it('estimates shipping for a country', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, who);
    const estimate = await server.post('/api/web/cart/estimate', { country: 'US' }, who);
    expect(estimate.body.data).toMatchObject({ shippingEstimate: 700, total: 2200 });
  });

  it('keeps carts apart and merges the visitor cart into the account on sign-in', async () => {
    const who = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, who);
    expect((await server.post('/api/web/cart/get', {}, visitor())).body.data.count).toBe(0);
    const account = await server.post('/api/web/auth/signup', {
      email: 'cart@example.com',
      password: 'secret-pass',
      firstName: 'Ana',
      lastName: 'Cruz',
      birthday: '1990-05-17',
      agree: true,
    });
    const auth = { 'x-auth': account.body.data.token };
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, auth);
    await server.post('/api/web/auth/signin', { account: 'cart@example.com', password: 'secret-pass' }, who);
    const merged = await server.post('/api/web/cart/get', {}, auth);
    expect(merged.body.data.lines).toEqual([expect.objectContaining({ sku: 'MUG', quantity: 3 })]);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data.count).toBe(0);
    void teeId;
  });
});
