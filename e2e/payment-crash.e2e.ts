/**
 * A shop killed with SIGKILL in the middle of a burst of card checkouts loses no payment: after a
 * restart, each shopper's retry (same idempotency key) answers as the first answer would have —
 * paid with the guest's token for an approved card, declined for a declined one — and every order
 * left is paid or cancelled, with stock for exactly the orders that hold it.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { orderLines, orders } from '../src/server/orders/orders.schema.ts';
import { productVariants } from '../src/server/catalog/catalog.schema.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { code: number; data: any }) };
};

const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';

describe('a crash during card checkouts', () => {
  it('leaves every order paid or cancelled, and a retry answers as the first answer would have', async () => {
    shop = await startShop({ keepData: true, env: { PAYMENT_METHODS: 'sandbox_card,bank_transfer' } });
    dataDir = shop.dataDir;
    const api = `${shop.url}/api/web`;
    const product = (await post(`${api}/product/get`, { slug: 'classic-red-dress' })).data;
    const skus: string[] = product.variants
      .filter((v: { stock: number }) => v.stock >= 10)
      .slice(0, 3)
      .map((v: { sku: string }) => v.sku);
    const before = new Map<string, number>(product.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock]));
    const methodId = (await post(`${api}/checkout/shipping`, { country: 'US' })).data.methods[0].id;
    const address = { firstName: 'Kim', lastName: 'Lee', country: 'US', city: 'Boston', addressLine: '2 Elm St', countryCode: '+1', phone: '6175550100' };

    const shoppers = Array.from({ length: 24 }, (_, i) => ({
      who: { 'x-visitor-id': randomUUID() },
      sku: skus[i % skus.length],
      card: i % 2 === 0 ? APPROVED : DECLINED,
      body: {} as Record<string, unknown>,
    }));
    for (const s of shoppers) {
      await post(`${api}/cart/add`, { sku: s.sku, quantity: 1 }, s.who);
      s.body = {
        idempotencyKey: randomUUID(),
        email: 'crash@example.com',
        address,
        shippingMethodId: methodId,
        paymentMethod: 'sandbox_card',
        card: { number: s.card, expiry: '12/30', cvc: '123' },
      };
    }
    const burst = shoppers.map((s) => post(`${api}/checkout/place`, s.body, s.who).catch(() => null));
    // Kill it as soon as the first checkout is answered, with the rest of the burst in flight.
    await Promise.race(burst);
    await shop.kill();
    const first = await Promise.all(burst);
    expect(first.filter((r) => r !== null).length).toBeLessThan(shoppers.length);

    // The shop comes back on the same data, and every shopper retries their submit.
    shop = await startShop({ dataDir, keepData: true, env: { PAYMENT_METHODS: 'sandbox_card,bank_transfer' } });
    const retryApi = `${shop.url}/api/web`;
    for (const [i, s] of shoppers.entries()) {
      const retry = await post(`${retryApi}/checkout/place`, s.body, s.who);
      if (s.card === APPROVED) {
        expect(retry.status).toBe(200);
        expect(retry.data).toMatchObject({ payStatus: 'paid', guestToken: expect.any(String) });
        if (first[i]?.code === 0) expect(retry.data).toEqual(first[i]!.data);
        const page = await post(`${retryApi}/order/get`, { number: retry.data.orderNumber, guestToken: retry.data.guestToken }, s.who);
        expect(page.data).toMatchObject({ payStatus: 'paid' });
      } else {
        expect(retry.status).toBe(402);
      }
    }
    await shop.stop();
    shop = undefined;

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const db = database.db;
      const left = await db.select().from(orders);
      for (const order of left) {
        expect(order.status === 'cancelled' || (order.status === 'in_progress' && order.payStatus === 'paid')).toBe(true);
      }
      // One paid order per approved card, none for a declined one.
      expect(left.filter((o) => o.payStatus === 'paid')).toHaveLength(shoppers.filter((s) => s.card === APPROVED).length);
      const held = await db
        .select({ sku: orderLines.sku, quantity: sql<number>`sum(${orderLines.quantity})` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orders.status} <> 'cancelled'`)
        .groupBy(orderLines.sku);
      const after = await db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.sku, skus));
      for (const { sku, stock } of after) {
        const quantity = Number(held.find((s) => s.sku === sku)?.quantity ?? 0);
        expect(stock + quantity).toBe(before.get(sku));
      }
    } finally {
      await database.close();
    }
  }, 480_000);
});
