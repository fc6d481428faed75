import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, orders } from '../orders/orders.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { sweepOrders } from './scheduler.service.ts';

let server: TestServer;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 40 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const deps = () => ({ db: server.db, events: server.app.hub.bus, unpaidMinutes: 30, autoCompleteDays: 14 });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const stock = async () => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'MUG')))[0].stock;

describe('timed order rules', () => {
  it('cancels unpaid orders after 30 minutes, once, however many sweeps run at the same time', async () => {
    const customer = await customerSession(server);
    const start = await stock();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(server, customer, { skus: [['MUG', 2]], shippingMethodId, paymentMethod: 'bank_transfer' }));
    expect(await stock()).toBe(start - 6);
    expect((await sweepOrders(deps(), minutes(29)))?.cancelled).toEqual([]);
    const sweeps = await Promise.all([sweepOrders(deps(), minutes(31)), sweepOrders(deps(), minutes(31)), sweepOrders(deps(), minutes(31))]);
    const cancelled = sweeps.flatMap((s) => s?.cancelled ?? []);
    expect(cancelled.sort()).toEqual(placed.map((p) => p.number).sort());
    expect(await stock()).toBe(start);
    for (const { number } of placed) {
      const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
      expect(order.status).toBe('cancelled');
      const cancels = await server.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, 'cancel')));
      expect(cancels).toHaveLength(1);
      expect(cancels[0].actor).toBe('system');
    }
  });

  it('completes shipped orders 14 days after shipping and leaves paid ones alone', async () => {
    const customer = await customerSession(server);
    const staff = await staffSession(server);
    const shippedOrder = await placeOrder(server, customer, { skus: [['MUG', 1]], shippingMethodId });
    const waiting = await placeOrder(server, customer, { skus: [['MUG', 1]], shippingMethodId });
    const detail = (await server.post('/api/admin/order/get', { number: shippedOrder.number }, staff)).body.data;
    await server.post(
      '/api/admin/order/ship',
      { number: shippedOrder.number, expressName: 'UPS', expressNumber: '1Z', lines: [{ lineId: detail.lines[0].id, quantity: 1 }] },
      staff,
    );
    expect((await sweepOrders(deps(), minutes(13 * 24 * 60)))?.completed).toEqual([]);
    const result = await sweepOrders(deps(), minutes(15 * 24 * 60));
    expect(result?.completed).toEqual([shippedOrder.number]);
    const [done] = await server.db.select().from(orders).where(eq(orders.number, shippedOrder.number));
    expect(done).toMatchObject({ status: 'completed', received: true });
    const [untouched] = await server.db.select().from(orders).where(eq(orders.number, waiting.number));
    expect(untouched).toMatchObject({ status: 'in_progress', payStatus: 'paid' });
  });
});
