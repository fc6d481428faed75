import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let freeOverId: number;
let byWeightId: number;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'coat', variants: [{ sku: 'COAT', price: 6210, stock: 20 }] });
  await createProduct(server.db, { slug: 'sock', variants: [{ sku: 'SOCK', price: 900, stock: 20 }] });
  // "Standard (free over $50)": $6.95 below $50, free from $50.
  freeOverId = (await createShipping(server.db, { countries: ['US'], kind: 'free_over', rate: 695, freeOver: 5000 })).id;
  // "By weight" to Canada: $4.00, and $2.50 for each kilogram begun.
  await createProduct(server.db, { slug: 'kettlebell', variants: [{ sku: 'BELL', price: 3000, stock: 20, weight: 1200 }] });
  byWeightId = (await createShipping(server.db, { countries: ['CA'], kind: 'weight', rate: 400, perKg: 250 })).id;
});
afterAll(() => server.close());

const visitor = () => ({ 'x-visitor-id': randomUUID() });

/** What the checkout shows on its shipping and payment steps for the cart of `who`. */
async function shownAtCheckout(who: Record<string, string>) {
  const options = (await server.post('/api/web/checkout/shipping', { country: 'US' }, who)).body.data.methods;
  const option = options.find((m: { id: number }) => m.id === freeOverId);
  const summary = (await server.post('/api/web/cart/estimate', { country: 'US', shippingMethodId: freeOverId }, who)).body.data;
  return { fee: option.fee as number, summary: summary as { shippingEstimate: number; total: number } };
}

function mailFor(number: string) {
  const outbox = path.join(server.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .find((mail) => mail.includes(number));
}

describe('the shipping fee the checkout shows', () => {
  it('is the fee the order charges, free over the threshold, on every step, the thank-you page and the e-mail', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'COAT', quantity: 1 }, who);
    const shown = await shownAtCheckout(who);
    expect(shown.fee).toBe(0);
    expect(shown.summary).toMatchObject({ shippingEstimate: 0, total: 6210 });

    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'coat@example.com', address: testAddress, shippingMethodId: freeOverId, paymentMethod: 'bank_transfer' },
      who,
    );
    expect(placed.body.code).toBe(0);
    const { orderNumber, guestToken } = placed.body.data;
    const [order] = await server.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect({ shippingFee: order.shippingFee, total: order.total }).toEqual({ shippingFee: shown.fee, total: shown.summary.total });

    const page = await (await server.get(`/checkout/thankyou?order=${orderNumber}&token=${guestToken}&request=route`, who)).json();
    expect(page.pageBody[0].settings.order).toMatchObject({ shippingFee: 0, total: 6210 });
    await expect.poll(() => mailFor(orderNumber)).toBeDefined();
    expect(mailFor(orderNumber)).toMatch(/Shipping: \$0\.00[\s\S]*Total: \$62\.10/);
  });

  it('charges the method rate below the threshold, as shown', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'SOCK', quantity: 2 }, who);
    const shown = await shownAtCheckout(who);
    expect(shown.fee).toBe(695);
    expect(shown.summary).toMatchObject({ shippingEstimate: 695, total: 1800 + 695 });
    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'sock@example.com', address: testAddress, shippingMethodId: freeOverId, paymentMethod: 'cash_on_delivery' },
      who,
    );
    const [order] = await server.db.select().from(orders).where(eq(orders.number, placed.body.data.orderNumber));
    expect({ shippingFee: order.shippingFee, total: order.total }).toEqual({ shippingFee: 695, total: 2495 });
  });

  it('quotes a shopper without a cart and an unknown method without inventing a fee', async () => {
    const empty = await server.post('/api/web/checkout/shipping', { country: 'US' });
    expect(empty.body.data.methods).toEqual([expect.objectContaining({ id: freeOverId })]);
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'SOCK', quantity: 1 }, who);
    const unknown = await server.post('/api/web/cart/estimate', { country: 'US', shippingMethodId: 999_999 }, who);
    expect(unknown.body.data).toMatchObject({ shippingEstimate: null, total: 900 });
    const farAway = await server.post('/api/web/cart/estimate', { country: 'FR', shippingMethodId: freeOverId }, who);
    expect(farAway.body.data.shippingEstimate).toBeNull();
  });

  it('by weight, counts every kilogram begun of the cart, on the quote, the summary and the order', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'BELL', quantity: 2 }, who);
    await server.post('/api/web/cart/add', { sku: 'SOCK', quantity: 1 }, who);
    // 2 × 1.2 kg, and socks with no weight: 2.4 kg, three kilograms begun.
    const quote = (await server.post('/api/web/checkout/shipping', { country: 'CA' }, who)).body.data.methods;
    expect(quote.find((m: { id: number }) => m.id === byWeightId).fee).toBe(400 + 3 * 250);
    const summary = (await server.post('/api/web/cart/estimate', { country: 'CA', shippingMethodId: byWeightId }, who)).body.data;
    expect(summary).toMatchObject({ shippingEstimate: 1150, total: 2 * 3000 + 900 + 1150 });

    const address = { ...testAddress, country: 'CA', city: 'Toronto' };
    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'bell@example.com', address, shippingMethodId: byWeightId, paymentMethod: 'bank_transfer' },
      who,
    );
    expect(placed.body.code).toBe(0);
    const [order] = await server.db.select().from(orders).where(eq(orders.number, placed.body.data.orderNumber));
    expect({ shippingFee: order.shippingFee, total: order.total }).toEqual({ shippingFee: 1150, total: 8050 });
  });
});
