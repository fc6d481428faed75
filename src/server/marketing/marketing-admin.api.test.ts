/** The merchant's coupons and promotions over HTTP, down to a shopper's cart and order. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, provenVisitor, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { coupons } from './marketing.schema.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;
let shippingMethodId: number;
let lampId: number;
let capId: number;
beforeAll(async () => {
  server = await startTestServer();
  lampId = (await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 100 }] })).id;
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1000, stock: 100 }] });
  capId = (await createProduct(server.db, { slug: 'cap', variants: [{ sku: 'CAP', price: 2000, stock: 100 }] })).id;
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], kind: 'flat', rate: 500 })).id;
  owner = await staffSession(server, 'owner@shop.test', 'owner');
  support = await staffSession(server, 'support@shop.test', 'support');
  customer = await customerSession(server, 'shopper@example.com');
});
afterAll(() => server.close());

const coupon = (extra: Record<string, unknown> = {}) => ({
  code: 'SPRING10',
  title: { en: 'Spring sale', zh: '春季特卖' },
  discountType: 'percent',
  value: 10,
  threshold: 3000,
  ...extra,
});
const save = (body: Record<string, unknown>, who = owner) => server.post('/api/admin/coupon/save', body, who);
const auditRows = (action: string, entityId?: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(entityId ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)) : eq(auditLog.action, action));

describe('coupons', () => {
  it('creates a coupon with its audit row and lists it as active with no uses', async () => {
    const res = await save(coupon({ perCustomerLimit: 3, usageLimit: 100 }));
    expect(res.body).toMatchObject({
      code: 0,
      data: { code: 'SPRING10', status: 'active', usedCount: 0, usageLimit: 100, perCustomerLimit: 3, titles: { en: 'Spring sale', zh: '春季特卖' } },
    });
    expect(await auditRows('coupon.create', String(res.body.data.id))).toMatchObject([{ actorEmail: 'owner@shop.test', after: { code: 'SPRING10', value: 10 } }]);
    const list = await server.post('/api/admin/coupon/list', { q: 'spring' }, owner);
    expect(list.body.data).toMatchObject({ total: 1, list: [{ code: 'SPRING10', status: 'active', usedCount: 0 }] });
  });

  it('refuses a code another coupon has in any case, and a percentage of 0 or 101', async () => {
    const taken = await save(coupon({ code: 'spring10' }));
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Another coupon already uses the code “spring10”');
    const race = await Promise.all([save(coupon({ code: 'RACE' })), save(coupon({ code: 'race' }))]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    for (const value of [0, 101]) {
      const res = await save(coupon({ code: `PCT${value}`, value }));
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('A percentage must be from 1 to 100');
    }
    expect((await save(coupon({ code: 'NEG', discountType: 'amount', value: -5 }))).status).toBe(400);
    const backwards = await save(coupon({ code: 'BACK', startsAt: '2030-02-01T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('The end must come after the start');
    expect(await server.db.select().from(coupons).where(eq(coupons.code, 'PCT0'))).toHaveLength(0);
  });

  it('shows a coupon that starts later as scheduled, and refuses it in the cart until then', async () => {
    const res = await save(coupon({ code: 'LATER', startsAt: '2099-01-01T00:00:00Z' }));
    expect(res.body.data.status).toBe('scheduled');
    expect((await server.post('/api/admin/coupon/list', { status: 'scheduled' }, owner)).body.data.list.map((c: { code: string }) => c.code)).toEqual(['LATER']);
    const who = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    expect((await server.post('/api/web/cart/coupon/apply', { code: 'LATER' }, who)).status).toBe(422);
  });

  it('generates 1,000 unique codes in one call and exports them as CSV', async () => {
    const res = await server.post(
      '/api/admin/coupon/bulk',
      { prefix: 'VIP-', count: 1000, title: { en: 'VIP' }, discountType: 'amount', value: 500, threshold: 0 },
      owner,
    );
    expect(res.body.data).toMatchObject({ count: 1000, batch: expect.any(String) });
    const csv = await server.get(`/api/admin/coupon/export.csv?batch=${res.body.data.batch}`, owner);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const codes = (await csv.text())
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((c) => c.toUpperCase())).size).toBe(1000);
    expect(codes.every((c) => /^VIP-[A-Z0-9]{8}$/.test(c))).toBe(true);
    expect(await auditRows('coupon.bulk', res.body.data.batch)).toHaveLength(1);
    expect(await auditRows('coupon.export', res.body.data.batch)).toHaveLength(1);
    expect(
      (await server.post('/api/admin/coupon/bulk', { count: 10_001, title: { en: 'Too many' }, discountType: 'amount', value: 1, threshold: 0 }, owner)).status,
    ).toBe(400);
  });

  it('works at checkout for a shopper, and its usage shows the order and the customer', async () => {
    const created = await save(coupon({ code: 'LAMP15', value: 15, productIds: [lampId], threshold: 0 }));
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ products: [{ id: lampId, title: expect.any(String) }] });
    const applied = await server.post('/api/web/cart/coupon/apply', { code: 'lamp15' }, customer);
    expect(applied.body.code).toBe(0);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, customer);
    const cart = await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, customer);
    expect(cart.status).toBe(200);
    // 15 % of the lamp only: 600 of 4000.
    expect((await server.post('/api/web/cart/get', {}, customer)).body.data).toMatchObject({
      subtotal: 5000,
      discount: 600,
      coupons: [{ code: 'LAMP15', discount: 600 }],
    });
    const order = await placeOrder(server, customer, { skus: [], shippingMethodId, email: 'shopper@example.com' });
    const usage = await server.post('/api/admin/coupon/usage', { id }, owner);
    expect(usage.body.data).toMatchObject({
      orderCount: 1,
      customerCount: 1,
      discountTotal: 600,
      orders: [{ number: order.number, email: 'shopper@example.com', discount: 600 }],
    });
    expect((await server.post('/api/admin/coupon/get', { id }, owner)).body.data.usedCount).toBe(1);

    // An edit after the order leaves the order's discount as it was.
    await save({ ...coupon({ code: 'LAMP15', value: 50, productIds: [lampId], threshold: 0 }), id });
    expect((await server.post('/api/admin/coupon/usage', { id }, owner)).body.data).toMatchObject({ orderCount: 1, discountTotal: 600 });
    const mine = await server.post('/api/web/order/get', { number: order.number }, customer);
    expect(mine.body.data.total).toBe(5000 - 600 + 500);
  });

  it('limits a coupon to several products: only their lines are discounted, and a cart without them is told so in its language', async () => {
    const created = await save(coupon({ code: 'PAIR20', value: 20, productIds: [capId, lampId, capId], threshold: 0, stackable: true }));
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    // Each product once, in id order, with its title.
    expect(created.body.data.products.map((p: { id: number }) => p.id)).toEqual([lampId, capId]);
    expect(await auditRows('coupon.create', String(id))).toMatchObject([{ after: { productIds: [lampId, capId] } }]);

    const onlyMugs = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, onlyMugs);
    const refused = await server.post('/api/web/cart/coupon/apply', { code: 'pair20' }, onlyMugs);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('This coupon applies only to items that are not in your cart');
    const zh = await server.post('/api/web/cart/coupon/apply', { code: 'pair20' }, { ...onlyMugs, 'accept-language': 'zh' });
    expect(zh.body.msg).toBe('该优惠券仅适用于您购物车中没有的商品');
    expect((await server.post('/api/web/cart/get', {}, onlyMugs)).body.data).toMatchObject({ discount: 0, coupons: [] });

    const mixed = await provenVisitor(server);
    for (const sku of ['MUG', 'LAMP', 'CAP']) await server.post('/api/web/cart/add', { sku, quantity: 1 }, mixed);
    expect((await server.post('/api/web/cart/coupon/apply', { code: 'PAIR20' }, mixed)).body.code).toBe(0);
    const cart = (await server.post('/api/web/cart/get', {}, mixed)).body.data;
    // 20 % of the lamp (4000) and the cap (2000), nothing off the mug.
    expect(cart).toMatchObject({ subtotal: 7000, discount: 1200, coupons: [{ code: 'PAIR20', discount: 1200 }] });
    expect(Object.fromEntries(cart.lines.map((l: { sku: string; discount: number }) => [l.sku, l.discount]))).toEqual({ MUG: 0, LAMP: 800, CAP: 400 });

    // An edit narrows the coupon to the cap; the change is audited with what it was before.
    await save({ ...coupon({ code: 'PAIR20', value: 20, productIds: [capId], threshold: 0, stackable: true }), id });
    const edited = await server.post('/api/admin/coupon/get', { id }, owner);
    expect(edited.body.data.products).toEqual([{ id: capId, title: expect.any(String) }]);
    expect(await auditRows('coupon.update', String(id))).toMatchObject([{ before: { productIds: [lampId, capId] }, after: { productIds: [capId] } }]);
    await server.post('/api/admin/coupon/disable', { id }, owner);
  });

  it('refuses a disabled coupon in the cart with the shopper-facing message', async () => {
    const id = (await save(coupon({ code: 'GONE', threshold: 0 }))).body.data.id as number;
    const who = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    expect((await server.post('/api/web/cart/coupon/apply', { code: 'GONE' }, who)).body.code).toBe(0);
    const disabled = await server.post('/api/admin/coupon/disable', { id }, owner);
    expect(disabled.body.data.status).toBe('disabled');
    expect(await auditRows('coupon.disable', String(id))).toHaveLength(1);
    const cart = await server.post('/api/web/cart/get', {}, who);
    expect(cart.body.data).toMatchObject({ discount: 0, coupons: [], rejectedCoupons: [{ code: 'GONE', message: 'This coupon is invalid' }] });
    const again = await server.post('/api/web/cart/coupon/apply', { code: 'GONE' }, who);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('This coupon is invalid');
  });
});

describe('promotions', () => {
  it('applies a promotion created in the console to the cart at once, and counts its orders and discount', async () => {
    const res = await server.post(
      '/api/admin/promotion/save',
      { title: { en: 'Buy 3, save 20%' }, kind: 'buy_n', threshold: 3, discountType: 'percent', value: 20, startsAt: null, endsAt: null },
      owner,
    );
    expect(res.body.data).toMatchObject({ slug: 'buy-3-save-20', status: 'running', orderCount: 0, discountTotal: 0 });
    const id = res.body.data.id as number;
    expect(await auditRows('promotion.create', String(id))).toHaveLength(1);
    const who = await customerSession(server);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 3 }, who);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data).toMatchObject({ subtotal: 3000, discount: 600, promotion: { id, discount: 600 } });
    await placeOrder(server, who, { skus: [], shippingMethodId, email: 'three-mugs@example.com' });
    expect((await server.post('/api/admin/promotion/usage', { id }, owner)).body.data).toMatchObject({ orderCount: 1, discountTotal: 600 });
    expect((await server.post('/api/admin/promotion/list', {}, owner)).body.data.list).toMatchObject([{ id, orderCount: 1, discountTotal: 600 }]);

    const off = await server.post('/api/admin/promotion/active', { id, active: false }, owner);
    expect(off.body.data.status).toBe('disabled');
    expect(await auditRows('promotion.disable', String(id))).toHaveLength(1);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 3 }, who);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data).toMatchObject({ discount: 0, promotion: null });
  });

  it('limits a promotion to chosen products: only they count towards it and only their lines are discounted', async () => {
    const body = {
      title: { en: 'Two lamps, 10% off', 'zh-HK': '兩盞燈九折' },
      kind: 'buy_n',
      threshold: 2,
      discountType: 'percent',
      value: 10,
      productIds: [lampId],
      startsAt: null,
      endsAt: null,
    };
    const res = await server.post('/api/admin/promotion/save', body, owner);
    expect(res.body.data).toMatchObject({ status: 'running', products: [{ id: lampId, title: expect.any(String) }] });
    const id = res.body.data.id as number;
    expect(await auditRows('promotion.create', String(id))).toMatchObject([{ after: { productIds: [lampId] } }]);

    const who = await provenVisitor(server);
    // One lamp and three mugs: four items, but only one of the promotion's.
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 3 }, who);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data).toMatchObject({ discount: 0, promotion: null });
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const cart = (await server.post('/api/web/cart/get', {}, who)).body.data;
    expect(cart).toMatchObject({ subtotal: 11_000, discount: 800, promotion: { id, discount: 800 } });
    expect(Object.fromEntries(cart.lines.map((l: { sku: string; discount: number }) => [l.sku, l.discount]))).toEqual({ LAMP: 800, MUG: 0 });

    // Back to the whole order: the mugs count and are discounted too.
    await server.post('/api/admin/promotion/save', { ...body, id, productIds: [] }, owner);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data).toMatchObject({ discount: 1100, promotion: { id, discount: 1100 } });
    expect((await server.post('/api/admin/promotion/get', { id }, owner)).body.data.products).toEqual([]);
    await server.post('/api/admin/promotion/active', { id, active: false }, owner);
  });

  it('refuses hostile product lists for a promotion, changing nothing', async () => {
    const base = { title: { en: 'Scoped' }, kind: 'over_x', threshold: 1000, discountType: 'amount', value: 100 };
    const before = (await server.post('/api/admin/promotion/list', {}, owner)).body.data.total;
    for (const productIds of [[-1], ['1'], [1.5], lampId, Array.from({ length: 201 }, (_, i) => i + 1), [999_999], [lampId, 999_999], null]) {
      const res = await server.post('/api/admin/promotion/save', { ...base, productIds }, owner);
      expect(res.status, JSON.stringify(productIds)).toBe(400);
      expect(res.body.msg).toEqual(expect.any(String));
    }
    expect((await server.post('/api/admin/promotion/save', { ...base, productIds: [lampId] }, support)).status).toBe(403);
    expect((await server.post('/api/admin/promotion/list', {}, owner)).body.data.total).toBe(before);
  });

  it('refuses a percentage out of range, a buy-N of 0 items and an end before the start', async () => {
    const base = { title: { en: 'Bad' }, kind: 'over_x', threshold: 1000, discountType: 'percent', value: 10 };
    expect((await server.post('/api/admin/promotion/save', { ...base, value: 101 }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/promotion/save', { ...base, kind: 'buy_n', threshold: 0 }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/promotion/save', { ...base, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, owner)).status).toBe(400);
  });
});

describe('who may', () => {
  it('answers 403 to customers and to roles without marketing, and 400 to hostile input', async () => {
    for (const [path, body] of [
      ['/api/admin/coupon/list', {}],
      ['/api/admin/coupon/save', coupon({ code: 'NOPE' })],
      ['/api/admin/coupon/bulk', { count: 5, title: { en: 'x' }, discountType: 'amount', value: 1, threshold: 0 }],
      ['/api/admin/promotion/list', {}],
      ['/api/admin/promotion/active', { id: 1, active: false }],
    ] as const) {
      expect((await server.post(path, body, customer)).status).toBe(403);
      expect((await server.post(path, body, support)).status).toBe(403);
    }
    expect((await server.get('/api/admin/coupon/export.csv?batch=x', support)).status).toBe(403);
    for (const body of [
      coupon({ code: "x'; drop table coupons;--" }),
      coupon({ code: 'A'.repeat(41) }),
      coupon({ value: 1e12, discountType: 'amount' }),
      coupon({ title: { en: '' } }),
      coupon({ extra: true }),
      coupon({ startsAt: 'yesterday' }),
      coupon({ productIds: [-1] }),
      coupon({ productIds: -1 }),
      coupon({ productIds: [{ id: 1 }] }),
      coupon({ productId: 1 }),
      coupon({ productIds: Array.from({ length: 201 }, (_, i) => i + 1) }),
    ])
      expect((await save(body)).status).toBe(400);
    expect((await save(coupon({ code: 'GHOST', productIds: [999_999] }))).status).toBe(400);
    expect((await save(coupon({ code: 'GHOST', productIds: [lampId, 999_999] }))).status).toBe(400);
    expect((await server.post('/api/admin/coupon/list', { q: 'GHOST' }, owner)).body.data.total).toBe(0);
    expect((await server.post('/api/admin/coupon/get', { id: 999_999 }, owner)).status).toBe(404);
    expect((await server.post('/api/admin/promotion/usage', { id: 999_999 }, owner)).status).toBe(404);
  });
});
