import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCoupon, createProduct, createPromotion } from '../testing/factories.ts';
import { customerSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1500, stock: 100 }] });
  await createProduct(server.db, { slug: 'cap', variants: [{ sku: 'CAP', price: 1000, stock: 100 }] });
  await createProduct(server.db, { slug: 'tee', variants: [{ sku: 'TEE', price: 2000, stock: 100 }] });
  await createPromotion(server.db, { slug: 'buy-3', kind: 'buy_n', threshold: 3, discountType: 'percent', value: 10 });
  await createPromotion(server.db, { slug: 'later', kind: 'over_x', threshold: 5000, discountType: 'amount', value: 500, startsAt: new Date(Date.now() + 86_400_000) });
  await createPromotion(server.db, { slug: 'over', kind: 'over_x', threshold: 5000, discountType: 'amount', value: 500, endsAt: new Date('2020-01-01') });
  for (const code of ['ONE', 'TWO', 'THREE']) await createCoupon(server.db, { code, discountType: 'amount', value: 100 });
});
afterAll(() => server.close());

const visitorData = (headers: Record<string, string>) => server.post('/api/web/visitor/data', {}, headers);

describe('/visitor/data', () => {
  it("answers the visitor's cart count and lines and the promotions running now", async () => {
    const visitor = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, visitor);
    await server.post('/api/web/cart/add', { sku: 'CAP', quantity: 1 }, visitor);
    const { body } = await visitorData(visitor);
    expect(body.data.cart).toEqual({
      count: 3,
      lines: [
        { sku: 'MUG', quantity: 2 },
        { sku: 'CAP', quantity: 1 },
      ],
    });
    expect(body.data.promotions.map((p: { slug: string }) => p.slug)).toEqual(['buy-3']);
    expect(body.data.coupons).toEqual([]);
    expect((await visitorData({ 'x-visitor-id': randomUUID() })).body.data.cart).toEqual({ count: 0, lines: [] });
  });

  it("answers the customer's claimed coupons and cart", async () => {
    const customer = await customerSession(server);
    await server.post('/api/web/coupon/claim', { code: 'TWO' }, customer);
    await server.post('/api/web/cart/add', { sku: 'TEE', quantity: 4 }, customer);
    const { body } = await visitorData(customer);
    expect(body.data.coupons).toEqual([expect.objectContaining({ code: 'TWO', state: 'available', claimed: true })]);
    expect(body.data.cart.count).toBe(4);
  });

  it('costs the same number of queries however much the customer holds', async () => {
    const queries = async (headers: Record<string, string>) => {
      const before = totalQueryCount();
      expect((await visitorData(headers)).body.code).toBe(0);
      return totalQueryCount() - before;
    };
    const small = await customerSession(server);
    await server.post('/api/web/coupon/claim', { code: 'ONE' }, small);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, small);
    const large = await customerSession(server);
    for (const code of ['ONE', 'TWO', 'THREE']) await server.post('/api/web/coupon/claim', { code }, large);
    for (const sku of ['MUG', 'CAP', 'TEE']) await server.post('/api/web/cart/add', { sku, quantity: 2 }, large);
    await queries(small);
    expect(await queries(large)).toBe(await queries(small));
  });
});
