import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contracts/checkout.ts';
import { addToCart } from '../cart/add.ts';
import { checkoutReplies, orderHistory, orders } from '../orders/orders.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { coupons } from '../marketing/marketing.schema.ts';
import { createCoupon, createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingMailer } from '../testing/recorders.ts';
import { customerSession, placeOrder, provenVisitor, staffSession, testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { placeOrder as placeOrderWorkflow } from '../workflows/place-order.ts';
import { createJobRunner } from '../platform/jobs/jobs.ts';
import { shopJobHandlers } from '../workflows/jobs.ts';
import { sweepOrders } from './scheduler.service.ts';

let server: TestServer;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  // The test runs the jobs itself, with its own mailer.
  await server.app.jobs.stop();
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 80 }] });
  await createCoupon(server.db, { code: 'MUG2', discountType: 'amount', value: 200, stackable: true, perCustomerLimit: 100 });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const bank = { windowDays: 3, accountHolder: 'Northwind Market Ltd.', bankName: 'Northwind Savings Bank', accountNumber: 'GB33 BUKB 2020 1555 5555 55' };
const mailer = recordingMailer();
const deps = () => ({
  db: server.db,
  events: server.app.hub.bus,
  unpaidMinutes: 30,
  bankTransferDays: bank.windowDays,
  autoCompleteDays: 14,
});
/** The reminders go out from the jobs the sweeps write; this runner sends them to `mailer` when the test says. */
const jobs = () =>
  createJobRunner({
    db: server.db,
    handlers: shopJobHandlers({
      db: server.db,
      mailer,
      publicUrl: 'http://shop.test',
      baseCurrency: async () => 'USD',
      bankTransfer: async () => ({ settings: bank, instructions: { en: 'SWIFT: BUKBGB22' } }),
    }),
    log: () => {},
  });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const hours = (n: number) => minutes(n * 60);
const stock = async () => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'MUG')))[0].stock;
const couponUses = async () => (await server.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'MUG2')))[0].usedCount;
const orderRow = async (number: string) => (await server.db.select().from(orders).where(eq(orders.number, number)))[0];

/** An order paid online (Stripe) whose payment never arrives. */
async function unpaidOnlineOrder(quantity: number) {
  const visitorId = randomUUID();
  await addToCart(server.db, { visitorId }, 'MUG', quantity);
  const placed = await placeOrderWorkflow(
    {
      db: server.db,
      events: recordingEvents(),
      paymentMethods: ['stripe'],
      createIntent: async () => ({ id: `pi_${randomUUID()}`, clientSecret: 'secret' }),
      log: () => {},
    },
    {
      shopper: { visitorId },
      body: { idempotencyKey: randomUUID(), email: 'late@example.com', address: AddressInput.parse(testAddress), shippingMethodId, paymentMethod: 'stripe' },
      lang: 'en',
      baseCurrency: 'USD',
      rates: { USD: 1 },
    },
  );
  return { number: placed.orderNumber };
}

describe('timed order rules', () => {
  it('cancels unpaid online orders after 30 minutes, once, however many sweeps run at the same time', async () => {
    const start = await stock();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await unpaidOnlineOrder(2));
    expect(await stock()).toBe(start - 6);
    expect((await sweepOrders(deps(), minutes(29)))?.cancelled).toEqual([]);
    const sweeps = await Promise.all([sweepOrders(deps(), minutes(31)), sweepOrders(deps(), minutes(31)), sweepOrders(deps(), minutes(31))]);
    const cancelled = sweeps.flatMap((s) => s?.cancelled ?? []);
    expect(cancelled.sort()).toEqual(placed.map((p) => p.number).sort());
    expect(await stock()).toBe(start);
    for (const { number } of placed) {
      const order = await orderRow(number);
      expect(order.status).toBe('cancelled');
      const cancels = await server.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, 'cancel')));
      expect(cancels).toHaveLength(1);
      expect(cancels[0].actor).toBe('system');
    }
  });

  it('never cancels a cash-on-delivery order: it ships unpaid, is delivered and then marked paid', async () => {
    const customer = await customerSession(server);
    const staff = await staffSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['MUG', 1]], shippingMethodId, paymentMethod: 'cash_on_delivery' });
    for (const at of [minutes(31), hours(4 * 24), hours(60 * 24)]) expect((await sweepOrders(deps(), at))?.cancelled).not.toContain(number);
    expect(await orderRow(number)).toMatchObject({ status: 'in_progress', payStatus: 'unpaid' });

    const detail = (await server.post('/api/admin/order/get', { number }, staff)).body.data;
    const shipped = await server.post(
      '/api/admin/order/ship',
      { number, expressName: 'UPS', expressNumber: '1ZCOD', lines: [{ lineId: detail.lines[0].id, quantity: 1 }] },
      staff,
    );
    expect(shipped.body.data).toMatchObject({ deliveryStatus: 'shipped', payStatus: 'unpaid', tab: 'to_receive' });
    const received = await server.post('/api/web/order/confirm-receipt', { number }, customer);
    expect(received.body.data).toMatchObject({ status: 'completed', payStatus: 'unpaid' });
    const paid = await server.post('/api/admin/order/mark-paid', { number }, staff);
    expect(paid.body.data).toMatchObject({ status: 'completed', payStatus: 'paid' });
  });

  it('gives a bank transfer its own window: one reminder a day before it closes, then it is cancelled and gives back stock and coupon', async () => {
    const customer = await customerSession(server);
    await server.post('/api/web/cart/coupon/apply', { code: 'MUG2' }, customer);
    const before = { stock: await stock(), uses: await couponUses() };
    const { number } = await placeOrder(server, customer, { skus: [['MUG', 3]], shippingMethodId, paymentMethod: 'bank_transfer', email: 'transfer@example.com' });
    expect(await stock()).toBe(before.stock - 3);
    expect(await couponUses()).toBe(before.uses + 1);
    const reminders = () => mailer.sent.filter((m) => m.to === 'transfer@example.com' && m.subject.startsWith('Reminder:'));

    expect((await sweepOrders(deps(), minutes(31)))?.cancelled).not.toContain(number);
    expect((await sweepOrders(deps(), hours(47)))?.reminded).not.toContain(number);
    await jobs().runDueJobs();
    expect(reminders()).toEqual([]);

    expect((await sweepOrders(deps(), hours(48.1)))?.reminded).toEqual([number]);
    expect((await sweepOrders(deps(), hours(49)))?.reminded).toEqual([]);
    await jobs().runDueJobs();
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders();
    expect(reminder.subject).toBe(`Reminder: order ${number} is waiting for your bank transfer`);
    expect(reminder.text).toContain('We have not yet received your bank transfer of $39.00');
    expect(reminder.text).toContain('Account holder: Northwind Market Ltd.');
    expect(reminder.text).toContain('Account number / IBAN: GB33 BUKB 2020 1555 5555 55');
    expect(reminder.text).toContain(`Reference: ${number}`);
    expect(reminder.text).toContain('SWIFT: BUKBGB22');
    expect(reminder.text).toMatch(/by \w+ \d+, \d{4}/);
    expect(await orderRow(number)).toMatchObject({ status: 'in_progress', payStatus: 'unpaid' });

    expect((await sweepOrders(deps(), hours(71)))?.cancelled).not.toContain(number);
    expect((await sweepOrders(deps(), hours(72.1)))?.cancelled).toEqual([number]);
    expect(await orderRow(number)).toMatchObject({ status: 'cancelled' });
    expect(await stock()).toBe(before.stock);
    expect(await couponUses()).toBe(before.uses);
    await jobs().runDueJobs();
    expect(reminders()).toHaveLength(1);
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

  it("forgets a guest's order token in checkout's kept answer after a day, while the guest's link keeps working", async () => {
    const guest = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 1 }, guest);
    const body = { idempotencyKey: randomUUID(), email: 'guest-token@example.com', address: testAddress, shippingMethodId, paymentMethod: 'bank_transfer' };
    const placed = (await server.post('/api/web/checkout/place', body, guest)).body.data;
    expect(placed.guestToken).toMatch(/^[\w-]{20,}$/);
    const kept = async () =>
      (await server.db.select({ token: checkoutReplies.guestToken }).from(checkoutReplies).where(eq(checkoutReplies.idempotencyKey, body.idempotencyKey)))[0].token;

    expect((await sweepOrders(deps(), hours(23)))?.forgottenTokens).toBe(0);
    expect(await kept()).toBe(placed.guestToken);
    // A retry of the same checkout within the day answers what the first did.
    expect((await server.post('/api/web/checkout/place', body, guest)).body.data).toMatchObject({ orderNumber: placed.orderNumber, guestToken: placed.guestToken });

    expect((await sweepOrders(deps(), hours(25)))?.forgottenTokens).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBeNull();
    expect((await sweepOrders(deps(), hours(26)))?.forgottenTokens).toBe(0);
    // The order keeps only the token's hash, and the guest's link still opens it.
    const seen = await server.post('/api/web/order/get', { number: placed.orderNumber, guestToken: placed.guestToken }, guest);
    expect(seen.body.data).toMatchObject({ number: placed.orderNumber });
  });
});
