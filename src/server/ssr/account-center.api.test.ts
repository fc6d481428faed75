import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCoupon, createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let productId: number;
beforeAll(async () => {
  server = await startTestServer();
  productId = (await createProduct(server.db, { slug: 'kettle', variants: [{ sku: 'KET', price: 4000, stock: 500 }] })).id;
  await createCoupon(server.db, { code: 'TEA5', discountType: 'amount', value: 500 });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

async function center(who: Record<string, string>, lang = 'en') {
  const before = totalQueryCount();
  const payload = await (await server.get(`/${lang}/user/center?request=route&ref=${randomUUID()}`, who)).json();
  const queries = totalQueryCount() - before;
  return { settings: payload.pageBody.find((s: { type: string }) => s.type === 'account-center')?.settings, queries, payload };
}

describe('the account centre', () => {
  it('counts the orders per tab, coupons, credits and favourites, and lists the latest orders', async () => {
    const ana = await customerSession(server);
    const empty = await center(ana);
    expect(empty.settings).toMatchObject({ orderCounts: { to_pay: 0, to_ship: 0, to_receive: 0 }, coupons: 0, credits: 0, favorites: 0, articles: 0, recentOrders: [] });

    await placeOrder(server, ana, { skus: [['KET', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    await placeOrder(server, ana, { skus: [['KET', 1]], shippingMethodId });
    const last = await placeOrder(server, ana, { skus: [['KET', 2]], shippingMethodId });
    await placeOrder(server, ana, { skus: [['KET', 1]], shippingMethodId });
    await server.post('/api/web/coupon/claim', { code: 'TEA5' }, ana);
    await server.post('/api/web/favorite/add', { types: 'product', productId }, ana);
    const staff = await staffSession(server);
    const userId = (await server.post('/api/web/user/info', {}, ana)).body.data.id;
    await server.post('/api/admin/credits/adjust', { userId, amount: 120, reason: 'Welcome' }, staff);

    const full = await center(ana, 'zh');
    expect(full.settings).toMatchObject({ orderCounts: { to_pay: 1, to_ship: 3, to_receive: 0 }, coupons: 1, credits: 120, favorites: 1 });
    expect(full.settings.recentOrders).toHaveLength(3);
    expect(full.settings.recentOrders[1].number).toBe(last.number);
  });

  it('costs the same number of queries however much the account holds', async () => {
    const light = await customerSession(server);
    const heavy = await customerSession(server);
    // One order against many (an account without orders skips reading order lines altogether).
    await placeOrder(server, light, { skus: [['KET', 1]], shippingMethodId });
    for (let i = 0; i < 6; i++) await placeOrder(server, heavy, { skus: [['KET', 1]], shippingMethodId });
    await center(light);
    await center(heavy);
    const a = await center(light);
    const b = await center(heavy);
    expect(b.queries).toBe(a.queries);
    expect(a.queries).toBeLessThanOrEqual(8);
  });

  it('follows the configured user path and sends visitors to sign in', async () => {
    const res = await server.get('/user/center');
    expect(res.status).toBe(302);
  });
});
