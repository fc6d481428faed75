/**
 * A server killed with SIGKILL in the middle of a checkout burst leaves no half-written order:
 * after a restart every order is whole, and stock accounts for exactly the orders that exist.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { orderHistory, orderLines, orders } from '../src/server/orders/orders.schema.ts';
import { productVariants } from '../src/server/catalog/catalog.schema.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop | undefined;
afterAll(async () => {
  await shop?.stop();
  if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: any };
};

describe('a crash during checkouts', () => {
  it('leaves every order whole and the stock consistent', async () => {
    // Every shopper comes from this machine's address: lift the cap on open unpaid orders per address.
    shop = await startShop({ keepData: true, env: { UNPAID_ORDERS_PER_ADDRESS: '1000' } });
    const api = `${shop.url}/api/web`;
    const product = (await post(`${api}/product/get`, { slug: 'classic-red-dress' })).data;
    const skus: string[] = product.variants
      .filter((v: { stock: number }) => v.stock >= 5)
      .slice(0, 3)
      .map((v: { sku: string }) => v.sku);
    const before = new Map<string, number>(product.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock]));
    const methodId = (await post(`${api}/checkout/shipping`, { country: 'US' })).data.methods[0].id;
    const address = { firstName: 'Kim', lastName: 'Lee', country: 'US', city: 'Boston', addressLine: '2 Elm St', countryCode: '+1', phone: '6175550100' };

    const shoppers = Array.from({ length: 40 }, (_, i) => ({ who: { 'x-visitor-id': randomUUID() }, sku: skus[i % skus.length] }));
    for (const s of shoppers) await post(`${api}/cart/add`, { sku: s.sku, quantity: 1 }, s.who);
    const burst = shoppers.map((s) =>
      post(
        `${api}/checkout/place`,
        { idempotencyKey: randomUUID(), email: `crash-${s.who['x-visitor-id']}@example.com`, address, shippingMethodId: methodId, paymentMethod: 'bank_transfer' },
        s.who,
      ).catch(() => null),
    );
    // Kill it as soon as the first order is answered, with the rest of the burst in flight.
    await Promise.race(burst);
    await shop.kill();
    const answered = (await Promise.all(burst)).filter((r) => r?.code === 0).length;
    expect(answered).toBeLessThan(shoppers.length);

    // The shop comes back on the same data…
    const dataDir = shop.dataDir;
    shop = await startShop({ dataDir, keepData: true, env: { UNPAID_ORDERS_PER_ADDRESS: '1000' } });
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    await shop.stop();
    shop = undefined;

    // …and what it holds is whole: each order with its lines and its history, stock to match.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const db = database.db;
      const placed = await db.select().from(orders);
      expect(placed.length).toBeGreaterThan(0);
      for (const order of placed) {
        const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.reduce((sum, l) => sum + l.total, 0) + order.shippingFee).toBe(order.total);
        expect(await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).not.toHaveLength(0);
      }
      const sold = await db
        .select({ sku: orderLines.sku, quantity: sql<number>`sum(${orderLines.quantity})` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orders.status} <> 'cancelled'`)
        .groupBy(orderLines.sku);
      const after = await db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.sku, skus));
      for (const { sku, stock } of after) {
        const quantity = Number(sold.find((s) => s.sku === sku)?.quantity ?? 0);
        expect(stock + quantity).toBe(before.get(sku));
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 480_000);
});
