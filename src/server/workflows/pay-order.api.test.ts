import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contracts/checkout.ts';
import { addToCart } from '../cart/add.ts';
import { orders, payments } from '../orders/orders.schema.ts';
import { orderByNumber } from '../orders/orders.service.ts';
import type { Db } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingMailer } from '../testing/recorders.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { payOrder } from './pay-order.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 50 }] });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

const customer = { actor: 'customer' as const, actorId: null };
const card = (number: string) => ({ number, expiry: '12/30' });
const onlinePayments = ['sandbox_card'];

/** An unpaid order of one mug, to be paid by `paymentMethod`. */
async function unpaidOrder(paymentMethod: 'sandbox_card' | 'bank_transfer') {
  const visitorId = randomUUID();
  await addToCart(db, { visitorId }, 'MUG', 1);
  const deps = { db, events: recordingEvents(), paymentMethods: ['bank_transfer'], mailer: recordingMailer(), publicUrl: 'http://shop.test', log: () => {} };
  const body = {
    idempotencyKey: randomUUID(),
    email: 'ana@example.com',
    address: AddressInput.parse(testAddress),
    shippingMethodId,
    paymentMethod: 'bank_transfer' as const,
  };
  const placed = await placeOrder(deps, { shopper: { visitorId }, body, lang: 'en', baseCurrency: 'USD', rates: { USD: 1 } });
  // Checkout undoes an order whose card is declined, so an unpaid card order is made here.
  if (paymentMethod === 'sandbox_card') await db.update(orders).set({ paymentMethod }).where(eq(orders.number, placed.orderNumber));
  return orderByNumber(db, placed.orderNumber);
}
const paymentsOf = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId));

describe('paying an order by card', () => {
  it('charges the card, records the payment, marks the order paid and tells the shopper', async () => {
    const order = await unpaidOrder('sandbox_card');
    const events = recordingEvents();
    await payOrder({ db, events, onlinePayments }, order, card('4242 4242 4242 4242'), customer);
    expect(await orderByNumber(db, order.number)).toMatchObject({ payStatus: 'paid', transactionNumber: expect.stringMatching(/^sbx_/), paidAt: expect.any(Date) });
    expect((await paymentsOf(order.id)).map((p) => [p.provider, p.amount, p.status])).toEqual([['sandbox', order.total, 'succeeded']]);
    expect(events.published).toEqual([expect.objectContaining({ number: order.number, change: 'pay', tab: 'to_ship' })]);
  });

  it('changes nothing when the card is declined, and takes the next card', async () => {
    const order = await unpaidOrder('sandbox_card');
    const events = recordingEvents();
    await expect(payOrder({ db, events, onlinePayments }, order, card('4000 0000 0000 0002'), customer)).rejects.toMatchObject({
      name: 'PAYMENT_DECLINED',
      step: 'charge the card',
    });
    expect((await orderByNumber(db, order.number)).payStatus).toBe('unpaid');
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(events.published).toEqual([]);
    await payOrder({ db, events, onlinePayments }, order, card('4242 4242 4242 4242'), customer);
    expect((await orderByNumber(db, order.number)).payStatus).toBe('paid');
  });

  it('never takes a card for an order to be paid by bank transfer, nor pays without a card', async () => {
    const transfer = await unpaidOrder('bank_transfer');
    const events = recordingEvents();
    await expect(payOrder({ db, events, onlinePayments }, transfer, card('4242 4242 4242 4242'), customer)).rejects.toMatchObject({ name: 'NO_PAYMENT_METHOD' });
    const byCard = await unpaidOrder('sandbox_card');
    await expect(payOrder({ db, events, onlinePayments }, byCard, undefined, customer)).rejects.toMatchObject({ name: 'VALIDATION' });
    for (const order of [transfer, byCard]) {
      expect((await orderByNumber(db, order.number)).payStatus).toBe('unpaid');
      expect(await paymentsOf(order.id)).toEqual([]);
    }
    expect(events.published).toEqual([]);
  });
});
