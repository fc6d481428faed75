/**
 * The console's stock: adjustments with a reason that never take stock below 0 and never lose a
 * concurrent one, the history every stock change leaves (adjustments, orders, cancellations,
 * received returns, product editor saves), the low-stock list, and who may do it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession(server, 'owner@shop.test');
  shippingMethodId = (await createShipping(server.db, { countries: ['US'] })).id;
});
afterAll(() => server.close());

const adjust = (body: Record<string, unknown>, who = owner) => server.post('/api/admin/stock/adjust', body, who);
const history = async (variantId: number) => (await server.post('/api/admin/stock/history', { variantId }, owner)).body.data;
const stockOf = async (variantId: number) =>
  (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0].stock;

describe('stock adjustments', () => {
  it('adds and takes units with a reason, refuses to go below 0, and records each change with who and why', async () => {
    const [mug] = (await createProduct(server.db, { slug: 'mug', title: { en: 'Blue mug' }, variants: [{ sku: 'MUG-1', stock: 3 }] })).variants;
    const up = await adjust({ variantId: mug.id, mode: 'delta', quantity: 10, reason: 'received', note: 'PO 1182' });
    expect(up.body.data).toEqual({ variantId: mug.id, before: 3, stock: 13 });
    expect((await adjust({ variantId: mug.id, mode: 'delta', quantity: -2, reason: 'damaged' })).body.data.stock).toBe(11);
    const refused = await adjust({ variantId: mug.id, mode: 'delta', quantity: -12, reason: 'correction' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Stock cannot go below 0');
    expect(await stockOf(mug.id)).toBe(11);
    expect((await adjust({ variantId: mug.id, mode: 'set', quantity: 7, reason: 'correction', note: 'Counted' })).body.data).toEqual({
      variantId: mug.id,
      before: 11,
      stock: 7,
    });

    const { list, total, stock, sku } = await history(mug.id);
    expect({ total, stock, sku }).toEqual({ total: 3, stock: 7, sku: 'MUG-1' });
    expect(list.map((m: Record<string, unknown>) => [m.reason, m.delta, m.stockAfter, m.note, m.staffEmail])).toEqual([
      ['correction', -4, 7, 'Counted', 'owner@shop.test'],
      ['damaged', -2, 11, '', 'owner@shop.test'],
      ['received', 10, 13, 'PO 1182', 'owner@shop.test'],
    ]);
    const audited = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(mug.id)));
    expect(audited.map((a) => [a.action, a.before, a.after])).toContainEqual(['inventory.stock', { stock: 3 }, { stock: 13, reason: 'received', note: 'PO 1182' }]);
  });

  it('applies 20 concurrent adjustments exactly', async () => {
    const [jar] = (await createProduct(server.db, { slug: 'jar', variants: [{ sku: 'JAR-1', stock: 50 }] })).variants;
    const deltas = Array.from({ length: 20 }, (_, i) => (i % 2 ? 3 : -2));
    const answers = await Promise.all(deltas.map((quantity) => adjust({ variantId: jar.id, mode: 'delta', quantity, reason: 'correction' })));
    expect(answers.map((a) => a.status)).toEqual(deltas.map(() => 200));
    expect(await stockOf(jar.id)).toBe(50 + deltas.reduce((a, b) => a + b, 0));
    expect((await history(jar.id)).total).toBe(20);
  });

  it('tells those waiting when an adjustment brings a variant back from 0', async () => {
    const kettle = await createProduct(server.db, { slug: 'kettle', title: { en: 'Kettle' }, variants: [{ sku: 'KETTLE-1', stock: 0 }] });
    const variantId = kettle.variants[0].id;
    expect((await server.post('/api/web/stock-alert/add', { productId: kettle.id, variantId, email: 'kettle@example.com' })).body.code).toBe(0);
    await adjust({ variantId, mode: 'delta', quantity: 4, reason: 'received' });
    await expect.poll(() => readOutbox(server.config.dataDir).filter((m) => m.to === 'kettle@example.com')).toHaveLength(1);
  });
});

describe('the stock history of orders, cancellations, returns and the product editor', () => {
  it('records an order taking units, its cancellation giving them back, and a received return', async () => {
    const [vase] = (await createProduct(server.db, { slug: 'vase', variants: [{ sku: 'VASE-1', stock: 5 }] })).variants;
    const buyer = await customerSession(server);
    const cancelled = await placeOrder(server, buyer, { skus: [['VASE-1', 2]], shippingMethodId, paymentMethod: 'bank_transfer' });
    expect((await server.post('/api/admin/order/cancel', { number: cancelled.number }, owner)).body.code).toBe(0);

    const { number } = await placeOrder(server, buyer, { skus: [['VASE-1', 1]], shippingMethodId });
    const lines = (await server.post('/api/admin/order/get', { number }, owner)).body.data.lines as Array<{ id: number; quantity: number }>;
    await server.post(
      '/api/admin/order/ship',
      { number, expressName: 'UPS', expressNumber: '1Z', lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) },
      owner,
    );
    await server.post('/api/web/order/confirm-receipt', { number }, buyer);
    const ret = await server.post(
      '/api/web/return/apply',
      { number, type: 'return_refund', lines: [{ lineId: lines[0].id, quantity: 1 }], reason: 'damaged', description: 'Cracked' },
      buyer,
    );
    const returnNumber = ret.body.data.number as string;
    const returnAddress = { consignee: 'Returns Desk', contactNumber: '+1 512 555 0199', address: '9 Dock Rd, Austin TX' };
    await server.post('/api/admin/return/approve', { number: returnNumber, returnAddress }, owner);
    await server.post('/api/web/return/ship-back', { number: returnNumber, logisticsCompany: 'UPS', logisticsNumber: '1Z2', deliveryDate: '2026-11-21' }, buyer);
    expect((await server.post('/api/admin/return/receive', { number: returnNumber }, owner)).body.code).toBe(0);

    const { list, stock } = await history(vase.id);
    expect(stock).toBe(5);
    expect(list.map((m: Record<string, unknown>) => [m.reason, m.delta, m.stockAfter, m.reference])).toEqual([
      ['return_received', 1, 5, returnNumber],
      ['order', -1, 4, number],
      ['cancelled_order', 2, 5, cancelled.number],
      ['order', -2, 3, cancelled.number],
    ]);
  });

  it('records the product editor’s stock changes and leaves unchanged stock out', async () => {
    const created = await server.post(
      '/api/admin/product/save',
      {
        slug: 'tray',
        title: { en: 'Tray' },
        status: 'active',
        variants: [
          { sku: 'TRAY-1', size: 'S', price: 1200, stock: 6 },
          { sku: 'TRAY-2', size: 'M', price: 1200, stock: 0 },
        ],
      },
      owner,
    );
    expect(created.body.msg).toBe('Product saved');
    const product = created.body.data;
    const [first, second] = product.variants as Array<{ id: number; sku: string; stock: number }>;
    const variants = product.variants.map((v: { id: number; stock: number }) => ({ ...v, stock: v.id === first.id ? 4 : v.stock }));
    expect(
      (await server.post('/api/admin/product/save', { slug: 'tray', title: { en: 'Tray' }, status: 'active', id: product.id, version: product.version, variants }, owner))
        .body.code,
    ).toBe(0);
    expect((await history(first.id)).list.map((m: Record<string, unknown>) => [m.reason, m.delta, m.stockAfter, m.staffEmail])).toEqual([
      ['editor', -2, 4, 'owner@shop.test'],
      ['editor', 6, 6, 'owner@shop.test'],
    ]);
    expect((await history(second.id)).total).toBe(0);
  });
});

describe('the stock list', () => {
  it('finds variants by SKU or title, and lists the low and the sold-out ones against the shop’s low-stock line', async () => {
    await createProduct(server.db, {
      slug: 'candle',
      title: { en: 'Beeswax candle' },
      variants: [
        { sku: 'CANDLE-S', stock: 2, size: 'S' },
        { sku: 'CANDLE-L', stock: 0, size: 'L' },
        { sku: 'CANDLE-XL', stock: 30, size: 'XL' },
      ],
    });
    const list = async (body: Record<string, unknown>) => (await server.post('/api/admin/stock/list', body, owner)).body.data;
    const found = await list({ q: 'beeswax' });
    expect(found.list.map((r: { sku: string; low: boolean }) => [r.sku, r.low])).toEqual([
      ['CANDLE-S', true],
      ['CANDLE-L', false],
      ['CANDLE-XL', false],
    ]);
    expect(found.list[0]).toMatchObject({ title: 'Beeswax candle', options: ['S'], stock: 2, threshold: 5 });
    expect((await list({ q: 'candle-x' })).list.map((r: { sku: string }) => r.sku)).toEqual(['CANDLE-XL']);
    expect((await list({ filter: 'out', q: 'candle' })).list.map((r: { sku: string }) => r.sku)).toEqual(['CANDLE-L']);
    expect((await list({ filter: 'low', q: 'candle' })).list.map((r: { sku: string }) => r.sku)).toEqual(['CANDLE-S']);
    const lowOnDashboard = async () => (await server.post('/api/admin/dashboard/get', {}, owner)).body.data.lowStock as number;
    const lowBefore = await lowOnDashboard();
    expect(lowBefore).toBe((await list({ filter: 'low' })).total);

    expect((await server.post('/api/admin/site/save', { inventory: { lowStock: 40 } }, owner)).body.code).toBe(0);
    expect((await list({ filter: 'low', q: 'candle' })).list.map((r: { sku: string }) => r.sku)).toEqual(['CANDLE-S', 'CANDLE-XL']);
    expect(await lowOnDashboard()).toBe((await list({ filter: 'low' })).total);
    expect(await lowOnDashboard()).toBeGreaterThan(lowBefore);
    const products = (await server.post('/api/admin/product/list', { stock: 'low', q: 'beeswax' }, owner)).body.data.list;
    expect(products.map((p: { stockTotal: number }) => p.stockTotal)).toEqual([32]);
    await server.post('/api/admin/site/save', { inventory: { lowStock: 5 } }, owner);
  });
});

describe('who may see and change stock', () => {
  it('keeps the calls to the catalogue’s staff and refuses hostile input', async () => {
    const [plate] = (await createProduct(server.db, { slug: 'plate', variants: [{ sku: 'PLATE-1', stock: 1 }] })).variants;
    const body = { variantId: plate.id, mode: 'delta', quantity: 1, reason: 'received' };
    const customer = await customerSession(server);
    const fulfilment = await staffSession(server, undefined, 'fulfilment');
    expect((await adjust(body, customer)).status).toBe(403);
    expect((await adjust(body, fulfilment)).status).toBe(403);
    expect((await server.post('/api/admin/stock/list', {}, fulfilment)).status).toBe(403);
    expect((await server.post('/api/admin/stock/history', { variantId: plate.id }, customer)).status).toBe(403);
    expect((await adjust({ ...body, variantId: 999_999 })).status).toBe(404);
    for (const hostile of [
      { ...body, quantity: '1' },
      { ...body, quantity: 1.5 },
      { ...body, quantity: 0 },
      { ...body, reason: 'order' },
      { ...body, reason: undefined },
      { ...body, mode: 'set', quantity: -1 },
      { ...body, note: 'x'.repeat(501) },
      { ...body, extra: true },
      { ...body, variantId: 2 ** 40 },
    ]) {
      expect((await adjust(hostile)).status, JSON.stringify(hostile).slice(0, 80)).toBe(400);
    }
    expect((await server.post('/api/admin/stock/list', { q: 'x'.repeat(500) }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/stock/list', { q: "%' or 1=1 --" }, owner)).body.data.total).toBe(0);
    expect(await stockOf(plate.id)).toBe(1);
  });
});
