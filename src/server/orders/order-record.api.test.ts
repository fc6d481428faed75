import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contracts/checkout.ts';
import { addToCart } from '../cart/add.ts';
import { loadCart, type LoadedCart } from '../cart/cart.service.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { stockMovements } from '../inventory/inventory.schema.ts';
import { jobs } from '../platform/jobs/jobs.schema.ts';
import type { Db } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { placeOrder } from '../workflows/place-order.ts';
import { PlaceRefused, placeOrderRecord, type OrderDraft } from './order-record.ts';
import { orders } from './orders.schema.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 20 }] });
  await createProduct(db, { slug: 'cup', variants: [{ sku: 'CUP', price: 800, stock: 20 }] });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

/** What placing an order could have left behind: orders, stock, its history, jobs. */
async function written() {
  return {
    orders: (await db.select({ id: orders.id }).from(orders)).length,
    stock: await db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).orderBy(productVariants.sku),
    movements: (await db.select({ id: stockMovements.id }).from(stockMovements)).length,
    jobs: (await db.select({ id: jobs.id }).from(jobs)).length,
  };
}

/** An order of the cart's lines as loaded, at the prices given (the cart's own by default). */
function draftOf(cart: LoadedCart, prices: Record<string, number> = {}): OrderDraft {
  const lines = cart.lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    sku: l.sku,
    title: l.title,
    options: { color: l.color, size: l.size, style: l.style },
    optionNames: {},
    image: null,
    unitPrice: prices[l.sku] ?? l.unitPrice,
    quantity: l.quantity,
    promotionDiscount: 0,
    couponDiscount: 0,
    creditDiscount: 0,
    total: (prices[l.sku] ?? l.unitPrice) * l.quantity,
  }));
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  return {
    order: {
      number: `T-${randomUUID().slice(0, 12)}`,
      userId: null,
      visitorId: null,
      email: 'record@example.com',
      phone: '+1 5125550100',
      lang: 'en',
      currency: 'USD',
      rate: '1',
      subtotal: total,
      discount: 0,
      shippingFee: 0,
      total,
      creditsUsed: 0,
      creditDiscount: 0,
      promotion: null,
      coupons: [],
      address: { ...AddressInput.parse(testAddress) },
      shippingMethod: { id: shippingMethodId, name: { en: 'Standard' }, fee: 0 },
      paymentMethod: 'sandbox_card',
      remarks: '',
      idempotencyKey: randomUUID(),
      requestHash: 'x',
      guestTokenHash: null,
      clientIp: null,
    },
    lines,
    placedBy: { actorId: null, data: {} },
    cartId: cart.id,
    checkout: { guestToken: null, attemptId: null, confirmationDelayMs: 0, productIds: [...new Set(lines.map((l) => l.productId))] },
    approvedCharge: null,
  };
}

describe('the order statement', () => {
  it('refuses, writing nothing, an order priced at a price that has since moved', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 2);
    await addToCart(db, { visitorId }, 'CUP', 1);
    const cart = (await loadCart(db, { visitorId }))!;
    await db.delete(jobs);
    const before = await written();
    await expect(placeOrderRecord(db, draftOf(cart, { CUP: 700 }))).rejects.toEqual(new PlaceRefused('stock'));
    expect(await written()).toEqual(before);
    expect((await loadCart(db, { visitorId }))!.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['MUG', 2],
      ['CUP', 1],
    ]);
  });

  it('refuses, writing nothing, an order whose cart changed after it was priced', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    const cart = (await loadCart(db, { visitorId }))!;
    // Another tab adds a unit after the cart was read and priced.
    await addToCart(db, { visitorId }, 'MUG', 1);
    await db.delete(jobs);
    const before = await written();
    await expect(placeOrderRecord(db, draftOf(cart))).rejects.toEqual(new PlaceRefused('cart'));
    expect(await written()).toEqual(before);
    expect((await loadCart(db, { visitorId }))!.lines.map((l) => [l.sku, l.quantity])).toEqual([['MUG', 2]]);
  });

  it('places the order as priced: stock taken, cart emptied, its jobs written', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'CUP', 3);
    const cart = (await loadCart(db, { visitorId }))!;
    await db.delete(jobs);
    const before = await written();
    const placed = await placeOrderRecord(db, draftOf(cart));
    expect(placed).toMatchObject({ total: 2400, stockShown: [] });
    const after = await written();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.stock.find((s) => s.sku === 'CUP')!.stock).toBe(before.stock.find((s) => s.sku === 'CUP')!.stock - 3);
    expect(after.movements).toBe(before.movements + 1);
    expect(after.jobs).toBe(2);
    expect((await loadCart(db, { visitorId }))!.lines).toEqual([]);
  });
});

describe('a card checkout short of stock', () => {
  it('answers how many are left and leaves no order, the stock and the cart as they were', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 3);
    await db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.sku, 'MUG'));
    await db.delete(jobs);
    const before = await written();
    await expect(
      placeOrder(
        { db, events: { publish() {} }, paymentMethods: ['sandbox_card'], log: () => {} },
        {
          shopper: { visitorId },
          body: {
            idempotencyKey: randomUUID(),
            email: 'short@example.com',
            address: AddressInput.parse(testAddress),
            shippingMethodId,
            paymentMethod: 'sandbox_card',
            card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
          },
          lang: 'en',
          baseCurrency: 'USD',
          rates: { USD: 1 },
        },
      ),
    ).rejects.toMatchObject({ name: 'ONLY_LEFT' });
    expect(await written()).toEqual(before);
    expect((await loadCart(db, { visitorId }))!.lines.map((l) => [l.sku, l.quantity])).toEqual([['MUG', 3]]);
  });
});
