import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../marketing/marketing.schema.ts';
import { orders, payments } from './orders.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { createCoupon, createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, openSocket, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, {
    slug: 'tee',
    variants: [
      { sku: 'TEE', price: 2500, stock: 100 },
      { sku: 'CAP', price: 1500, stock: 100 },
    ],
  });
  await createCoupon(server.db, { code: 'SAVE3', discountType: 'amount', value: 300, stackable: true, perCustomerLimit: 10 });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
});
afterAll(() => server.close());

const stockOf = async (sku: string) => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)))[0].stock;

describe('an order from payment to completion', () => {
  it('moves through the tabs as the merchant ships and the customer confirms, and the open tab is told', async () => {
    const customer = await customerSession(server);
    const live = await openSocket(server.url, customer['x-auth']);
    try {
      const { number } = await placeOrder(server, customer, {
        skus: [
          ['TEE', 2],
          ['CAP', 1],
        ],
        shippingMethodId,
      });
      let list = await server.post('/api/web/order/list', { tab: 'to_ship' }, customer);
      expect(list.body.data.list.map((o: { number: string }) => o.number)).toEqual([number]);
      expect(list.body.data.counts).toMatchObject({ all: 1, to_pay: 0, to_ship: 1, to_receive: 0 });
      await expect.poll(() => live.messages.some((m) => m.data?.number === number && m.data?.payStatus === 'paid')).toBe(true);

      const detail = (await server.post('/api/admin/order/get', { number }, staff)).body.data;
      const [tee, cap] = detail.lines;
      const partly = await server.post('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD001', lines: [{ lineId: tee.id, quantity: 2 }] }, staff);
      expect(partly.body.data).toMatchObject({ deliveryStatus: 'partly_shipped', tab: 'to_ship' });
      const overship = await server.post(
        '/api/admin/order/ship',
        { number, expressName: 'DHL', expressNumber: 'JD002', lines: [{ lineId: cap.id, quantity: 2 }] },
        staff,
      );
      expect(overship.body.code).toBe(41);
      const shipped = await server.post('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD002', lines: [{ lineId: cap.id, quantity: 1 }] }, staff);
      expect(shipped.body.data).toMatchObject({ deliveryStatus: 'shipped', tab: 'to_receive' });
      await expect.poll(() => live.messages.some((m) => m.data?.number === number && m.data?.tab === 'to_receive')).toBe(true);

      const mine = await server.post('/api/web/order/get', { number }, customer);
      expect(mine.body.data.shipments.map((s: { expressNumber: string }) => s.expressNumber)).toEqual(['JD001', 'JD002']);
      expect(mine.body.data.actions).toEqual(['confirm_receipt']);
      const done = await server.post('/api/web/order/confirm-receipt', { number }, customer);
      expect(done.body.data).toMatchObject({ status: 'completed', received: true, tab: 'completed', actions: [] });
      expect(done.body.data.history.map((h: { action: string }) => h.action)).toEqual(['placed', 'pay', 'ship', 'ship', 'confirm_receipt']);
      list = await server.post('/api/web/order/list', { tab: 'completed' }, customer);
      expect(list.body.data.total).toBe(1);
    } finally {
      live.close();
    }
  });

  it('cancels an unpaid order at once and gives back stock and coupon', async () => {
    const customer = await customerSession(server);
    await server.post('/api/web/cart/coupon/apply', { code: 'SAVE3' }, customer);
    const before = await stockOf('CAP');
    const { number } = await placeOrder(server, customer, { skus: [['CAP', 3]], shippingMethodId, paymentMethod: 'bank_transfer' });
    expect(await stockOf('CAP')).toBe(before - 3);
    const [{ usedCount }] = await server.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'SAVE3'));
    const list = await server.post('/api/web/order/list', { tab: 'to_pay' }, customer);
    expect(list.body.data).toMatchObject({ unpaidCount: 1, list: [{ number, payBefore: null, transferDueAt: expect.any(String) }] });
    const cancelled = await server.post('/api/web/order/cancel', { number }, customer);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', tab: 'cancelled' });
    expect(await stockOf('CAP')).toBe(before);
    const [after] = await server.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'SAVE3'));
    expect(after.usedCount).toBe(usedCount - 1);
    expect((await server.post('/api/web/order/cancel', { number }, customer)).status).toBe(409);
  });

  it("says what an empty tab lacks, in the shopper's language, while other tabs hold orders", async () => {
    const customer = await customerSession(server);
    await placeOrder(server, customer, { skus: [['TEE', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    const page = async (path: string) => (await server.get(path, customer)).text();
    const toShip = await page('/user/order?tab=to_ship');
    expect(toShip).toContain('No orders to ship');
    expect(toShip).not.toContain('You have no orders yet.');
    expect(await page('/user/order?tab=cancelled')).toContain('No cancelled orders');
    expect(await page('/zh/user/order?tab=to_receive')).toContain('暂无待收货订单');
    expect(await page('/user/order?tab=to_pay')).not.toMatch(/No orders to pay|You have no orders yet/);
  });

  it('never takes a card for an order the shopper agreed to pay by bank transfer', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['TEE', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    expect((await server.post('/api/web/order/get', { number }, customer)).body.data.actions).toEqual(['cancel']);
    const paid = await server.post('/api/web/order/pay', { number, card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } }, customer);
    expect(paid.status).toBe(422);
    const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
    expect(order.payStatus).toBe('unpaid');
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('asks the merchant to cancel a paid unshipped order, who refunds or refuses', async () => {
    const customer = await customerSession(server);
    const first = await placeOrder(server, customer, { skus: [['TEE', 1]], shippingMethodId });
    expect((await server.post('/api/web/order/cancel', { number: first.number }, customer)).status).toBe(409);
    const pending = await server.post('/api/web/order/request-cancel', { number: first.number }, customer);
    expect(pending.body.data.status).toBe('pending_cancellation');
    const before = await stockOf('TEE');
    const accepted = await server.post('/api/admin/order/cancellation', { number: first.number, accept: true }, staff);
    expect(accepted.body.data.status).toBe('cancelled');
    expect(await stockOf('TEE')).toBe(before + 1);
    const [order] = await server.db.select().from(orders).where(eq(orders.number, first.number));
    const refunds = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(refunds.map((p) => [p.kind, p.amount])).toEqual([
      ['charge', order.total],
      ['refund', order.total],
    ]);

    const second = await placeOrder(server, customer, { skus: [['TEE', 1]], shippingMethodId });
    await server.post('/api/web/order/request-cancel', { number: second.number }, customer);
    const refused = await server.post('/api/admin/order/cancellation', { number: second.number, accept: false }, staff);
    expect(refused.body.data).toMatchObject({ status: 'in_progress', tab: 'to_ship' });
  });

  it('lets the merchant mark a bank transfer paid, and keeps customers out of merchant calls', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['CAP', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    expect((await server.post('/api/admin/order/mark-paid', { number }, customer)).status).toBe(403);
    const paid = await server.post('/api/admin/order/mark-paid', { number }, staff);
    expect(paid.body.data).toMatchObject({ payStatus: 'paid', tab: 'to_ship', transactionNumber: expect.stringMatching(/^manual_/) });
    expect((await server.post('/api/admin/order/mark-paid', { number }, staff)).status).toBe(409);
    const filtered = await server.post('/api/admin/order/list', { payStatus: 'paid', q: number }, staff);
    expect(filtered.body.data.list.map((o: { number: string }) => o.number)).toEqual([number]);
  });

  it('shows a customer only their own orders', async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server);
    const { number } = await placeOrder(server, owner, { skus: [['CAP', 1]], shippingMethodId });
    expect((await server.post('/api/web/order/get', { number }, other)).status).toBe(404);
    expect((await server.post('/api/web/order/confirm-receipt', { number }, other)).status).toBe(404);
    expect((await server.post('/api/web/order/list', {}, other)).body.data.total).toBe(0);
    expect((await server.post('/api/web/order/list', {})).body.code).toBe(50);
  });
});
