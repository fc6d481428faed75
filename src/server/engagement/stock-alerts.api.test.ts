/**
 * "Tell me when it is back": asked for an out-of-stock item, e-mailed once when its stock returns
 * by any path. The request is a form (ten a minute from one address): this file stays within it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { jobs } from '../platform/jobs/jobs.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { stockAlerts } from './engagement.schema.ts';

let server: TestServer;
let owner: Record<string, string>;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession(server);
  shippingMethodId = (await createShipping(server.db, { countries: ['US'] })).id;
});
afterAll(() => server.close());

/** The back-in-stock e-mails to an address (the only ones here that link to a product). */
const mailsTo = (email: string) => readOutbox(server.config.dataDir).filter((m) => m.to === email && m.text.includes('/product/'));
const setStock = (variantId: number, stock: number, who = owner) => server.post('/api/admin/inventory/stock', { variantId, stock }, who);
/** Every job written so far has run. */
const settled = () => expect.poll(async () => (await server.db.select({ id: jobs.id }).from(jobs)).length, { timeout: 15_000 }).toBe(0);

describe('back-in-stock requests', () => {
  it('e-mails each visitor who asked once, in their language, when the merchant restocks; never again', async () => {
    const lamp = await createProduct(server.db, { slug: 'lamp', title: { en: 'Desk lamp', zh: '台灯' }, variants: [{ sku: 'LAMP-1', stock: 0 }] });
    const variantId = lamp.variants[0].id;
    expect((await server.post('/api/web/stock-alert/add', { productId: lamp.id, variantId, email: 'wait@example.com' }, { 'x-lang': 'zh' })).body.code).toBe(0);
    // Asking twice is one request.
    await server.post('/api/web/stock-alert/add', { productId: lamp.id, variantId, email: 'WAIT@example.com' }, { 'x-lang': 'zh' });
    await server.post('/api/web/stock-alert/add', { productId: lamp.id, email: 'any@example.com' });
    expect(await server.db.select().from(stockAlerts)).toHaveLength(2);

    const res = await setStock(variantId, 5);
    expect(res.body.data).toEqual({ variantId, stock: 5 });
    await settled();
    expect(mailsTo('wait@example.com').map((m) => m.text)).toEqual([expect.stringContaining('台灯 已重新到货')]);
    expect(mailsTo('wait@example.com')[0].text).toContain('http://shop.test/zh/product/lamp/LAMP-1');
    expect(mailsTo('any@example.com').map((m) => m.text)).toEqual([expect.stringContaining('Desk lamp is available again')]);
    const [audited] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'inventory.stock'));
    expect(audited).toMatchObject({ entityId: String(variantId), before: { stock: 0 }, after: { stock: 5 } });

    // Sold out and back again: those already told are not told twice.
    await setStock(variantId, 0);
    await setStock(variantId, 2);
    await setStock(variantId, 3);
    await settled();
    expect(mailsTo('wait@example.com')).toHaveLength(1);
    expect(mailsTo('any@example.com')).toHaveLength(1);
  });

  it('e-mails when a cancelled order gives the last units back, at the customer’s account address', async () => {
    const vase = await createProduct(server.db, { slug: 'vase', variants: [{ sku: 'VASE-1', stock: 1 }] });
    const variantId = vase.variants[0].id;
    const buyer = await customerSession(server);
    const { number } = await placeOrder(server, buyer, { skus: [['VASE-1', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    const fan = await customerSession(server, 'fan@example.com');
    // A signed-in customer is told at their account's address, whatever the body says.
    expect((await server.post('/api/web/stock-alert/add', { productId: vase.id, variantId, email: 'other@example.com' }, fan)).body.code).toBe(0);
    expect((await server.post('/api/admin/order/cancel', { number }, owner)).body.code).toBe(0);
    await settled();
    expect(mailsTo('fan@example.com')).toHaveLength(1);
    expect(mailsTo('other@example.com')).toHaveLength(0);
  });

  it('e-mails when a received return puts the last unit back on the shelf', async () => {
    const bell = await createProduct(server.db, { slug: 'bell', variants: [{ sku: 'BELL-1', stock: 1 }] });
    const buyer = await customerSession(server);
    const { number } = await placeOrder(server, buyer, { skus: [['BELL-1', 1]], shippingMethodId });
    const lines = (await server.post('/api/admin/order/get', { number }, owner)).body.data.lines as Array<{ id: number; quantity: number }>;
    await server.post(
      '/api/admin/order/ship',
      { number, expressName: 'UPS', expressNumber: '1Z', lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) },
      owner,
    );
    await server.post('/api/web/order/confirm-receipt', { number }, buyer);
    await server.post('/api/web/stock-alert/add', { productId: bell.id, email: 'bell@example.com' }, { 'x-lang': 'fil' });
    const ret = await server.post(
      '/api/web/return/apply',
      { number, type: 'return_refund', lines: [{ lineId: lines[0].id, quantity: 1 }], reason: 'damaged', description: 'Cracked' },
      buyer,
    );
    const returnNumber = ret.body.data.number as string;
    const returnAddress = { consignee: 'Returns Desk', contactNumber: '+1 512 555 0199', address: '9 Dock Rd, Austin TX' };
    await server.post('/api/admin/return/approve', { number: returnNumber, returnAddress }, owner);
    await server.post('/api/web/return/ship-back', { number: returnNumber, logisticsCompany: 'UPS', logisticsNumber: '1Z2', deliveryDate: '2026-11-21' }, buyer);
    await settled();
    expect(mailsTo('bell@example.com')).toHaveLength(0);
    expect((await server.post('/api/admin/return/receive', { number: returnNumber }, owner)).body.code).toBe(0);
    await settled();
    expect(mailsTo('bell@example.com').map((m) => m.text)).toEqual([expect.stringContaining('mabibili na ulit')]);
  });

  it('is refused for items in stock, unknown products, a variant of another product, and without an address', async () => {
    const cup = await createProduct(server.db, { slug: 'cup', variants: [{ sku: 'CUP-1', stock: 3 }] });
    const bowl = await createProduct(server.db, { slug: 'bowl', variants: [{ sku: 'BOWL-1', stock: 0 }] });
    expect((await server.post('/api/web/stock-alert/add', { productId: cup.id, variantId: cup.variants[0].id, email: 'a@example.com' })).status).toBe(400);
    expect((await server.post('/api/web/stock-alert/add', { productId: 999_999, email: 'a@example.com' })).status).toBe(404);
    expect((await server.post('/api/web/stock-alert/add', { productId: cup.id, variantId: bowl.variants[0].id, email: 'a@example.com' })).status).toBe(404);
    expect((await server.post('/api/web/stock-alert/add', { productId: bowl.id })).status).toBe(400);
    expect((await server.post('/api/web/stock-alert/add', { productId: bowl.id, email: 'not-an-address' })).status).toBe(400);
  });

  it('keeps the stock call to the catalogue’s editors', async () => {
    const [variant] = (await createProduct(server.db, { slug: 'plate', variants: [{ sku: 'PLATE-1', stock: 0 }] })).variants;
    expect((await setStock(variant.id, 1, await customerSession(server))).status).toBe(403);
    expect((await setStock(variant.id, 1, await staffSession(server, undefined, 'support'))).status).toBe(403);
    expect((await setStock(999_999, 1)).status).toBe(404);
    expect((await setStock(variant.id, -1)).status).toBe(400);
    expect((await server.post('/api/admin/inventory/stock', { variantId: variant.id, stock: '1' }, owner)).status).toBe(400);
  });
});
