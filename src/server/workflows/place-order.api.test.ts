import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput, type CheckoutBody } from '../../shared/contracts/checkout.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { addToCart } from '../cart/add.ts';
import { applyCouponCode, loadCart } from '../cart/cart.service.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { coupons, couponUses } from '../marketing/marketing.schema.ts';
import { orderHistory, orders, payments } from '../orders/orders.schema.ts';
import { paymentAttempts, sandboxCharges } from '../payments/payments.schema.ts';
import type { Db } from '../platform/db/client.ts';
import { createCoupon, createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingLog, recordingMailer } from '../testing/recorders.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { createJobRunner } from '../platform/jobs/jobs.ts';
import { shopJobHandlers } from './jobs.ts';
import { placeOrder, type PlaceOrderDeps } from './place-order.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 20 }] });
  await createProduct(db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1500, stock: 20 }] });
  await createCoupon(db, { code: 'TENOFF', discountType: 'amount', value: 1000, stackable: true, perCustomerLimit: 100 });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
const stockOf = async (sku: string) => (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)))[0].stock;
const usesOf = async (code: string) => (await db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0].usedCount;
const cartOf = async (owner: { visitorId: string } | { userId: number }) => {
  const cart = await loadCart(db, owner);
  return { lines: cart?.lines.map((l) => [l.sku, l.quantity]) ?? [], codes: cart?.codes ?? [] };
};

function setup(extra: Partial<PlaceOrderDeps> = {}) {
  const events = recordingEvents();
  const mailer = recordingMailer();
  const log = recordingLog();
  const jobs = createJobRunner({
    db,
    handlers: shopJobHandlers({
      db,
      mailer,
      publicUrl: 'http://shop.test',
      baseCurrency: async () => 'USD',
      bankTransfer: () => Promise.reject(new Error('no bank transfer in these tests')),
    }),
    log: (err, msg) => log.error({ err }, msg),
  });
  const deps: PlaceOrderDeps = {
    db,
    events,
    paymentMethods: ['bank_transfer', 'sandbox_card', 'stripe'],
    log: (err, msg) => log.error({ err }, msg),
    ...extra,
  };
  return { deps, events, mailer, log, jobs };
}

const submit = (body: Partial<CheckoutBody>): CheckoutBody => ({
  idempotencyKey: randomUUID(),
  email: 'ana@example.com',
  address: AddressInput.parse(testAddress),
  shippingMethodId,
  paymentMethod: 'sandbox_card',
  card: card('4242 4242 4242 4242'),
  ...body,
});
const input = (shopper: { visitorId: string } | { userId: number }, body: Partial<CheckoutBody> = {}) => ({
  shopper,
  body: submit(body),
  lang: 'en',
  baseCurrency: 'USD',
  rates: { USD: 1 },
});

describe('placing an order', () => {
  it('charges the card, marks the order paid, empties the cart and e-mails the confirmation', async () => {
    const { deps, events, mailer, jobs } = setup();
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'LAMP', 2);
    await applyCouponCode(db, { visitorId }, 'TENOFF');
    const stock = await stockOf('LAMP');

    const placed = await placeOrder(deps, input({ visitorId }));

    expect(placed).toMatchObject({ payStatus: 'paid', guestToken: expect.any(String), clientSecret: null });
    const [order] = await db.select().from(orders).where(eq(orders.number, placed.orderNumber));
    expect(order).toMatchObject({ total: 8000 - 1000 + 500, payStatus: 'paid', transactionNumber: expect.stringMatching(/^sbx_/) });
    expect(await stockOf('LAMP')).toBe(stock - 2);
    expect(await cartOf({ visitorId })).toEqual({ lines: [], codes: [] });
    expect(events.published).toEqual([expect.objectContaining({ number: placed.orderNumber, change: 'pay', duringCheckout: true })]);
    await jobs.runDueJobs();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'ana@example.com', subject: expect.stringContaining(placed.orderNumber) });
    // Charged with the order, the confirmation tells the order as paid.
    expect(mailer.sent[0].text).toContain('Payment status: Paid');
    // The charge is on record with the order: the gateway's ledger, the payment, the settled attempt and the history.
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ purpose: 'checkout', status: 'succeeded', reference: order.transactionNumber, amount: order.total });
    expect(await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, attempt.id))).toEqual([
      expect.objectContaining({ outcome: 'approved', reference: order.transactionNumber, amount: order.total }),
    ]);
    expect(await db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
      expect.objectContaining({ provider: 'sandbox', providerRef: order.transactionNumber, amount: order.total, status: 'succeeded' }),
    ]);
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(asc(orderHistory.id));
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ['placed', 'customer'],
      ['pay', 'system'],
    ]);
  });

  it('places nothing and charges nothing when writing the approved charge fails: the same submit then places the order paid', async () => {
    const { deps, jobs, mailer } = setup();
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    const stock = await stockOf('MUG');
    const charges = (await db.select().from(sandboxCharges)).length;
    const again = input({ visitorId });

    // The payment row is written last of the order's parts: refused, the whole order goes with it.
    await db.execute(sql.raw(`create or replace function fail_payments() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`));
    await db.execute(sql.raw(`create trigger fail_payments before insert on payments for each row execute function fail_payments()`));
    try {
      await expect(placeOrder(deps, again)).rejects.toSatisfy((err: Error) => /injected failure/.test(`${err.message} ${(err.cause as Error | undefined)?.message}`));
    } finally {
      await db.execute(sql.raw(`drop trigger fail_payments on payments`));
    }
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, again.body.idempotencyKey))).toEqual([]);
    expect((await db.select().from(sandboxCharges)).length).toBe(charges);
    expect(await stockOf('MUG')).toBe(stock);
    expect((await cartOf({ visitorId })).lines).toEqual([['MUG', 1]]);

    const placed = await placeOrder(deps, again);
    expect(placed.payStatus).toBe('paid');
    expect(await stockOf('MUG')).toBe(stock - 1);
    // One confirmation, for the order that was placed.
    await jobs.runDueJobs();
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringContaining(placed.orderNumber)]);
  });

  it('leaves no order when the card is declined: stock and coupon come back, the cart is as it was', async () => {
    const { deps, events, mailer, jobs } = setup();
    const { id: userId } = await createUser(db, { email: `c-${randomUUID()}@example.com`, password: 'secret-pass' });
    await addToCart(db, { userId }, 'LAMP', 1);
    await addToCart(db, { userId }, 'MUG', 3);
    await applyCouponCode(db, { userId }, 'TENOFF');
    const before = { lamp: await stockOf('LAMP'), mug: await stockOf('MUG'), uses: await usesOf('TENOFF'), orders: (await db.select().from(orders)).length };

    for (const [number, reason] of [
      ['4000 0000 0000 0002', 'PAYMENT_DECLINED'],
      ['4000 0000 0000 9995', 'INSUFFICIENT_FUNDS'],
    ]) {
      await expect(placeOrder(deps, input({ userId }, { card: card(number) }))).rejects.toMatchObject({ name: reason, step: 'charge the card' });
    }

    expect(await db.select().from(orders)).toHaveLength(before.orders);
    expect(await stockOf('LAMP')).toBe(before.lamp);
    expect(await stockOf('MUG')).toBe(before.mug);
    expect(await usesOf('TENOFF')).toBe(before.uses);
    expect(await db.select().from(couponUses).innerJoin(coupons, eq(coupons.id, couponUses.couponId)).where(eq(coupons.code, 'TENOFF'))).toHaveLength(before.uses);
    expect(await cartOf({ userId })).toEqual({
      lines: [
        ['LAMP', 1],
        ['MUG', 3],
      ],
      codes: ['TENOFF'],
    });
    expect(events.published).toEqual([]);
    // The undone orders' confirmations went with them, even once their hold is over.
    await jobs.runDueJobs(new Date(Date.now() + 60 * 60_000));
    expect(mailer.sent).toEqual([]);
  });

  it('undoes the order when the payment provider cannot be reached', async () => {
    const { deps } = setup({ createIntent: () => Promise.reject(new Error('provider down')) });
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 2);
    const stock = await stockOf('MUG');
    const count = (await db.select().from(orders)).length;
    await expect(placeOrder(deps, input({ visitorId }, { paymentMethod: 'stripe', card: undefined }))).rejects.toMatchObject({ name: 'PAYMENT_FAILED' });
    expect(await db.select().from(orders)).toHaveLength(count);
    expect(await stockOf('MUG')).toBe(stock);
    expect(await cartOf({ visitorId })).toEqual({ lines: [['MUG', 2]], codes: [] });
  });

  it('answers the order a submit placed when the same submit comes again, reserving nothing more', async () => {
    const { deps } = setup();
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    const again = input({ visitorId }, { paymentMethod: 'bank_transfer', card: undefined });
    const first = await placeOrder(deps, again);
    const stock = await stockOf('MUG');
    const second = await placeOrder(deps, again);
    expect(first).toMatchObject({ payStatus: 'unpaid' });
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(await stockOf('MUG')).toBe(stock);
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, again.body.idempotencyKey))).toHaveLength(1);
  });

  it('refuses a payment method the shop does not offer before reading the cart', async () => {
    const { deps } = setup({ paymentMethods: ['bank_transfer'] });
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    await expect(placeOrder(deps, input({ visitorId }))).rejects.toMatchObject({ name: 'NO_PAYMENT_METHOD' });
    expect(await cartOf({ visitorId })).toEqual({ lines: [['MUG', 1]], codes: [] });
  });
});
