import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { coupons, couponUses } from '../marketing/marketing.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { createCoupon, createProduct, createPromotion, createShipping, setSiteConfig } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingId: number;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, {
    slug: 'tee',
    variants: [
      { sku: 'TEE-RED', color: 'red', price: 2500, stock: 50 },
      { sku: 'TEE-BLUE', color: 'blue', price: 2500, stock: 50 },
    ],
  });
  await createProduct(server.db, { slug: 'rare', variants: [{ sku: 'RARE', price: 9900, stock: 3 }] });
  await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 100 }] });
  await createPromotion(server.db, { kind: 'buy_n', threshold: 2, discountType: 'amount', value: 500 });
  await createCoupon(server.db, { code: 'WELCOME10', discountType: 'percent', value: 10, stackable: true, perCustomerLimit: 5 });
  await createCoupon(server.db, { code: 'ONCE', discountType: 'amount', value: 1000, usageLimit: 1, perCustomerLimit: 1 });
  shippingId = (await createShipping(server.db, { countries: ['US', 'PH'], kind: 'flat', rate: 800 })).id;
});
afterAll(() => server.close());

const address = { firstName: 'Ana', lastName: 'Cruz', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' };
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
const visitor = () => ({ 'x-visitor-id': randomUUID() });
const place = (who: Record<string, string>, extra: Record<string, unknown> = {}) =>
  server.post(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      // One e-mail per shopper: each may hold only a few orders awaiting a transfer.
      email: `guest-${who['x-visitor-id'] ?? 'customer'}@example.com`,
      address,
      shippingMethodId: shippingId,
      paymentMethod: 'sandbox_card',
      card: card('4242 4242 4242 4242'),
      ...extra,
    },
    who,
  );
const stockOf = async (sku: string) => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)))[0].stock;

describe('checkout', () => {
  it('lets a guest buy two variants with a promotion and a coupon, priced by the server, and e-mails the confirmation', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'TEE-RED', quantity: 1 }, who);
    await server.post('/api/web/cart/add', { sku: 'TEE-BLUE', quantity: 1 }, who);
    await server.post('/api/web/cart/coupon/apply', { code: 'WELCOME10' }, who);
    const res = await place(who, { email: 'ana@example.com' });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ payStatus: 'paid', guestToken: expect.any(String) });
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    // 5000 − 500 (promotion) − 450 (10% of 4500) + 800 shipping.
    expect(order).toMatchObject({ subtotal: 5000, discount: 950, shippingFee: 800, total: 4850, payStatus: 'paid', status: 'in_progress' });
    expect(await stockOf('TEE-RED')).toBe(49);
    expect((await server.post('/api/web/cart/get', {}, who)).body.data.count).toBe(0);
    const detail = await server.post('/api/web/order/get', { number: order.number, guestToken: res.body.data.guestToken });
    expect(detail.body.data).toMatchObject({ tab: 'to_ship', total: 4850, transactionNumber: expect.stringMatching(/^sbx_/) });
    const outbox = path.join(server.config.dataDir, 'outbox');
    const confirmation = () =>
      readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .find((mail) => mail.includes(order.number));
    await expect.poll(confirmation).toBeDefined();
    expect(confirmation()).toMatch(/TEE-RED[\s\S]*TEE-BLUE/);
  });

  it('sells the last 3 units exactly once when 50 shoppers check out at the same time', async () => {
    const shoppers = Array.from({ length: 50 }, visitor);
    for (const who of shoppers) await server.post('/api/web/cart/add', { sku: 'RARE', quantity: 1 }, who);
    const results = await Promise.all(shoppers.map((who) => place(who, { paymentMethod: 'bank_transfer', card: undefined })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.status === 409)).toBe(true);
    expect(await stockOf('RARE')).toBe(0);
  });

  it('uses a single-use coupon once when 20 checkouts race for it', async () => {
    const shoppers = Array.from({ length: 20 }, visitor);
    for (const who of shoppers) {
      await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
      await server.post('/api/web/cart/coupon/apply', { code: 'ONCE' }, who);
    }
    const results = await Promise.all(shoppers.map((who, i) => place(who, { paymentMethod: 'bank_transfer', card: undefined, email: `racer${i}@example.com` })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const [once] = await server.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(once.usedCount).toBe(1);
    expect(await server.db.select().from(couponUses).where(eq(couponUses.couponId, once.id))).toHaveLength(1);
  });

  it('returns the same order for a retried key and refuses the key with another body', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 2 }, who);
    const key = randomUUID();
    const first = await place(who, { idempotencyKey: key, paymentMethod: 'bank_transfer', card: undefined });
    const again = await place(who, { idempotencyKey: key, paymentMethod: 'bank_transfer', card: undefined });
    expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
    const other = await place(who, { idempotencyKey: key, paymentMethod: 'bank_transfer', card: undefined, remarks: 'changed' });
    expect(other.status).toBe(409);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it('leaves no order, no stock change and no coupon use when the card is declined', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'TEE-RED', quantity: 2 }, who);
    await server.post('/api/web/cart/coupon/apply', { code: 'WELCOME10' }, who);
    const before = { stock: await stockOf('TEE-RED'), orders: (await server.db.select().from(orders)).length, uses: (await server.db.select().from(couponUses)).length };
    for (const [number, message] of [
      ['4000 0000 0000 0002', /declined/],
      ['4000 0000 0000 9995', /insufficient/],
    ] as const) {
      const res = await place(who, { card: card(number) });
      expect(res.status).toBe(402);
      expect(res.body.msg).toMatch(message);
    }
    expect(await stockOf('TEE-RED')).toBe(before.stock);
    expect(await server.db.select().from(orders)).toHaveLength(before.orders);
    expect(await server.db.select().from(couponUses)).toHaveLength(before.uses);
    const cart = await server.post('/api/web/cart/get', {}, who);
    expect(cart.body.data).toMatchObject({ count: 2, coupons: [{ code: 'WELCOME10' }] });
  });

  it('ignores whatever prices a client sends and refuses unknown fields', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const tampered = await place(who, { total: 1, price: 1, paymentMethod: 'bank_transfer', card: undefined });
    expect(tampered.body.code).toBe(41);
    expect((await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1, price: 1 }, who)).body.code).toBe(41);
    const res = await place(who, { paymentMethod: 'bank_transfer', card: undefined });
    const [order] = await server.db.select().from(orders).where(eq(orders.number, res.body.data.orderNumber));
    expect(order.total).toBe(4000 + 800);
  });

  it('shows a guest the thank-you page of their order, with the transfer instructions', async () => {
    await setSiteConfig(server.db, { name: 'Shop', bankTransferInstructions: { en: 'IBAN XX00 1234', zh: '账号 XX00 1234' } });
    server.app.site.invalidate();
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const placed = await place(who, { paymentMethod: 'bank_transfer', card: undefined });
    const { orderNumber, guestToken } = placed.body.data;
    const page = await (await server.get(`/zh/checkout/thankyou?order=${orderNumber}&token=${guestToken}&request=route`, who)).json();
    PagePayload.parse(page);
    expect(page.pageBody[0].settings).toMatchObject({ order: { number: orderNumber, payStatus: 'unpaid' }, paymentInstructions: '账号 XX00 1234' });
    const stranger = await (await server.get(`/checkout/thankyou?order=${orderNumber}&request=route`, visitor())).json();
    PagePayload.parse(stranger);
    expect(stranger.pageBody[0].settings.order).toBeNull();
  });

  it('answers 404 for another shopper order, and refuses checkout without an address, method or cart', async () => {
    const who = visitor();
    await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
    const mine = await place(who, { paymentMethod: 'bank_transfer', card: undefined });
    const number = mine.body.data.orderNumber;
    expect((await server.post('/api/web/order/get', { number })).status).toBe(404);
    expect((await server.post('/api/web/order/get', { number, guestToken: 'forged' })).status).toBe(404);
    const customer = await server.post('/api/web/auth/signup', {
      email: 'other@example.com',
      password: 'secret-pass',
      firstName: 'Ana',
      lastName: 'Cruz',
      birthday: '1990-05-17',
      agree: true,
    });
    expect((await server.post('/api/web/order/get', { number }, { 'x-auth': customer.body.data.token })).status).toBe(404);
    expect((await place(visitor(), { paymentMethod: 'bank_transfer', card: undefined })).body.msg).toBe('Your cart is empty.');
    const noAddress = await place(who, { address: undefined, paymentMethod: 'bank_transfer', card: undefined });
    expect(noAddress.body.code).toBe(41);
    const farAway = await place(who, { address: { ...address, country: 'FR' }, paymentMethod: 'bank_transfer', card: undefined });
    expect(farAway.body.msg).toBe('Shipping method not available');
    const stripe = await place(who, { paymentMethod: 'stripe', card: undefined });
    expect(stripe.body.msg).toBe('No payment method available');
  });
});
