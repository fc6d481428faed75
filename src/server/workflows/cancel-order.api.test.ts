import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput, type CheckoutBody } from '../../shared/contracts/checkout.ts';
import { addToCart } from '../cart/add.ts';
import { applyCouponCode } from '../cart/cart.service.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { coupons } from '../marketing/marketing.schema.ts';
import { markPaid } from '../orders/order-payments.ts';
import { orders, payments } from '../orders/orders.schema.ts';
import { applyEvent, orderByNumber } from '../orders/orders.service.ts';
import type { Db } from '../platform/db/client.ts';
import { createCoupon, createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingLog, recordingMailer } from '../testing/recorders.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { cancelOrder, decideCancellation } from './cancel-order.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, { slug: 'cap', variants: [{ sku: 'CAP', price: 1500, stock: 50 }] });
  await createCoupon(db, { code: 'SAVE3', discountType: 'amount', value: 300, stackable: true, perCustomerLimit: 100 });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

const staff = { actor: 'staff' as const, actorId: null };
const customer = { actor: 'customer' as const, actorId: null };
const stock = async () => (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'CAP')))[0].stock;
const couponUses = async () => (await db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'SAVE3')))[0].usedCount;

/** An order of 2 caps with the SAVE3 coupon, placed through checkout. */
async function order(paymentMethod: CheckoutBody['paymentMethod']) {
  const visitorId = randomUUID();
  await addToCart(db, { visitorId }, 'CAP', 2);
  await applyCouponCode(db, { visitorId }, 'SAVE3');
  const body: CheckoutBody = {
    idempotencyKey: randomUUID(),
    email: 'ana@example.com',
    address: AddressInput.parse(testAddress),
    shippingMethodId,
    paymentMethod,
    ...(paymentMethod === 'sandbox_card' ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } } : {}),
  };
  const deps = {
    db,
    events: recordingEvents(),
    paymentMethods: [paymentMethod],
    createIntent: async () => ({ id: 'pi_1', clientSecret: 'secret' }),
    mailer: recordingMailer(),
    publicUrl: 'http://shop.test',
    log: () => {},
  };
  const placed = await placeOrder(deps, { shopper: { visitorId }, body, lang: 'en', baseCurrency: 'USD', rates: { USD: 1 } });
  return orderByNumber(db, placed.orderNumber);
}

/** A Stripe order paid by the webhook, whose shopper asks to cancel it. */
async function cancellationRequested() {
  const placed = await order('stripe');
  const events = recordingEvents();
  await markPaid({ db, events }, placed.id, { provider: 'stripe', reference: `pi_${randomUUID()}`, amount: placed.total }, { actor: 'system' });
  await applyEvent({ db, events }, { id: placed.id }, { type: 'request_cancel' }, customer);
  return orderByNumber(db, placed.number);
}

describe('the shopper cancels an unpaid order', () => {
  it('cancels it at once, gives back its stock and coupon, and tells the open tabs', async () => {
    const start = { stock: await stock(), uses: await couponUses() };
    const unpaid = await order('bank_transfer');
    expect(await stock()).toBe(start.stock - 2);
    expect(await couponUses()).toBe(start.uses + 1);
    const events = recordingEvents();

    await cancelOrder({ db, events }, unpaid, customer);

    expect((await orderByNumber(db, unpaid.number)).status).toBe('cancelled');
    expect(await stock()).toBe(start.stock);
    expect(await couponUses()).toBe(start.uses);
    expect(events.published).toEqual([expect.objectContaining({ number: unpaid.number, change: 'cancel', tab: 'cancelled' })]);
  });

  it('refuses to cancel twice or to cancel a paid order, giving nothing back', async () => {
    const unpaid = await order('bank_transfer');
    await cancelOrder({ db, events: recordingEvents() }, unpaid, customer);
    const paid = await order('sandbox_card');
    const before = { stock: await stock(), uses: await couponUses() };
    const events = recordingEvents();
    await expect(cancelOrder({ db, events }, unpaid, customer)).rejects.toMatchObject({ name: 'ORDER_STATE' });
    await expect(cancelOrder({ db, events }, paid, customer)).rejects.toMatchObject({ name: 'ORDER_STATE' });
    expect(await stock()).toBe(before.stock);
    expect(await couponUses()).toBe(before.uses);
    expect((await orderByNumber(db, paid.number)).status).toBe('in_progress');
    expect(events.published).toEqual([]);
  });
});

describe('the merchant answers a cancellation request', () => {
  it('refunds through the provider, then cancels, gives back stock and coupon and records the refund', async () => {
    const pending = await cancellationRequested();
    const before = { stock: await stock(), uses: await couponUses() };
    const refunds: Array<[string, string, number]> = [];
    const events = recordingEvents();
    const refund = async (provider: string, reference: string, orderId: number) => {
      refunds.push([provider, reference, orderId]);
      return 're_1';
    };

    await decideCancellation({ db, events, refund }, pending, true, staff, () => {});

    expect(refunds).toEqual([['stripe', pending.transactionNumber, pending.id]]);
    expect((await orderByNumber(db, pending.number)).status).toBe('cancelled');
    expect(await stock()).toBe(before.stock + 2);
    expect(await couponUses()).toBe(before.uses - 1);
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, pending.id), eq(payments.kind, 'refund')));
    expect(rows.map((p) => [p.providerRef, p.amount])).toEqual([['re_1', pending.total]]);
    expect(events.published).toEqual([expect.objectContaining({ number: pending.number, change: 'accept_cancel' })]);
  });

  it('leaves the request undecided when the refund fails, and decides it the next time', async () => {
    const pending = await cancellationRequested();
    const before = { stock: await stock(), uses: await couponUses() };
    const log = recordingLog();
    const down = () => Promise.reject(new Error('provider down'));

    await expect(decideCancellation({ db, events: recordingEvents(), refund: down }, pending, true, staff, (err) => log.error({ err }))).rejects.toMatchObject({
      name: 'PAYMENT_FAILED',
      step: 'refund the payment',
    });
    expect(log.errors).toHaveLength(1);
    expect((await orderByNumber(db, pending.number)).status).toBe('pending_cancellation');
    expect(await stock()).toBe(before.stock);
    expect(await couponUses()).toBe(before.uses);
    expect(
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, pending.id), eq(payments.kind, 'refund'))),
    ).toEqual([]);

    await decideCancellation({ db, events: recordingEvents(), refund: async () => 're_2' }, pending, true, staff, () => {});
    expect((await orderByNumber(db, pending.number)).status).toBe('cancelled');
    expect(await stock()).toBe(before.stock + 2);
  });

  it('refuses: the order goes on as before and the shopper is told', async () => {
    const pending = await cancellationRequested();
    const events = recordingEvents();
    await decideCancellation({ db, events }, pending, false, staff, () => {});
    const [row] = await db.select().from(orders).where(eq(orders.id, pending.id));
    expect(row).toMatchObject({ status: 'in_progress', payStatus: 'paid' });
    expect(events.published).toEqual([expect.objectContaining({ number: pending.number, change: 'refuse_cancel', tab: 'to_ship' })]);
  });
});
