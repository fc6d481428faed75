import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contracts/checkout.ts';
import { addToCart } from '../cart/add.ts';
import { orderLines, shipments } from '../orders/orders.schema.ts';
import { orderByNumber } from '../orders/orders.service.ts';
import type { Db } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingMailer } from '../testing/recorders.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { placeOrder } from './place-order.ts';
import { shipOrder } from './ship-order.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, {
    slug: 'tee',
    variants: [
      { sku: 'TEE', price: 2500, stock: 50 },
      { sku: 'CAP', price: 1500, stock: 50 },
    ],
  });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

const staff = { actor: 'staff' as const, actorId: null };

/** A paid order of 2 tees and 1 cap, and its lines by SKU. */
async function paidOrder() {
  const visitorId = randomUUID();
  await addToCart(db, { visitorId }, 'TEE', 2);
  await addToCart(db, { visitorId }, 'CAP', 1);
  const deps = { db, events: recordingEvents(), paymentMethods: ['sandbox_card'], mailer: recordingMailer(), publicUrl: 'http://shop.test', log: () => {} };
  const body = {
    idempotencyKey: randomUUID(),
    email: 'ana@example.com',
    address: AddressInput.parse(testAddress),
    shippingMethodId,
    paymentMethod: 'sandbox_card' as const,
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  };
  const placed = await placeOrder(deps, { shopper: { visitorId }, body, lang: 'en', baseCurrency: 'USD', rates: { USD: 1 } });
  const order = await orderByNumber(db, placed.orderNumber);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const line = (sku: string) => lines.find((l) => l.sku === sku)!.id;
  return { order, tee: line('TEE'), cap: line('CAP') };
}
const shippedUnits = async (orderId: number) =>
  Object.fromEntries((await db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => [l.sku, l.shippedQuantity]));

describe('shipping an order', () => {
  it('ships part of an order, then the rest, recording each shipment and telling the shopper each time', async () => {
    const { order, tee, cap } = await paidOrder();
    const events = recordingEvents();

    await shipOrder({ db, events }, order, { expressName: 'DHL', expressNumber: 'JD001', lines: [{ lineId: tee, quantity: 2 }] }, staff);
    expect(await orderByNumber(db, order.number)).toMatchObject({ deliveryStatus: 'partly_shipped', shippedAt: null });
    expect(await shippedUnits(order.id)).toEqual({ TEE: 2, CAP: 0 });

    await shipOrder({ db, events }, await orderByNumber(db, order.number), { expressName: 'DHL', expressNumber: 'JD002', lines: [{ lineId: cap, quantity: 1 }] }, staff);
    expect(await orderByNumber(db, order.number)).toMatchObject({ deliveryStatus: 'shipped', shippedAt: expect.any(Date) });
    expect((await db.select().from(shipments).where(eq(shipments.orderId, order.id))).map((s) => s.expressNumber)).toEqual(['JD001', 'JD002']);
    expect(events.published.map((e) => [e.change, e.tab])).toEqual([
      ['ship', 'to_ship'],
      ['ship', 'to_receive'],
    ]);
  });

  it('refuses to ship more than is left of a line, or a line of another order, recording nothing', async () => {
    const { order, tee } = await paidOrder();
    const other = await paidOrder();
    const events = recordingEvents();
    await expect(shipOrder({ db, events }, order, { expressName: 'DHL', expressNumber: 'X', lines: [{ lineId: tee, quantity: 3 }] }, staff)).rejects.toMatchObject({
      name: 'VALIDATION',
      step: 'check the quantities left to ship',
    });
    await expect(shipOrder({ db, events }, order, { expressName: 'DHL', expressNumber: 'X', lines: [{ lineId: other.cap, quantity: 1 }] }, staff)).rejects.toMatchObject({
      name: 'VALIDATION',
    });
    expect(await shippedUnits(order.id)).toEqual({ TEE: 0, CAP: 0 });
    expect(await shippedUnits(other.order.id)).toEqual({ TEE: 0, CAP: 0 });
    expect(await db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);
    expect((await orderByNumber(db, order.number)).deliveryStatus).toBe('not_shipped');
    expect(events.published).toEqual([]);
  });
});
