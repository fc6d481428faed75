/** The merchant’s side of after-sales: the audit queue, saved return addresses, and the credits a refunded return gives back. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../accounts/accounts.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { flagOverdueReturns } from './returns.service.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let owner: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'vase', variants: [{ sku: 'VASE', price: 2000, stock: 500 }] });
  await createProduct(server.db, { slug: 'cup', variants: [{ sku: 'CUP', price: 1000, stock: 500 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  owner = await staffSession(server);
});
afterAll(() => server.close());

type Who = Record<string, string>;
const post = (p: string, body: unknown, who: Who) => server.post(p, body, who);
const address = { consignee: 'Returns Desk', contactNumber: '+1 512 555 0199', address: '9 Dock Rd, Austin TX' };

/** A customer given `credits`, who spends them on 3 vases and a cup (60.00 + 10.00 of goods), delivered. */
async function orderWithCredits(credits: number) {
  const customer = await customerSession(server);
  const userId = (await post('/api/web/user/info', {}, customer)).body.data.id as number;
  expect((await post('/api/admin/credits/adjust', { userId, amount: credits, reason: 'Welcome' }, owner)).body.code).toBe(0);
  const { number } = await placeOrder(server, customer, {
    skus: [
      ['VASE', 3],
      ['CUP', 1],
    ],
    shippingMethodId,
    credits,
  });
  const detail = (await post('/api/admin/order/get', { number }, owner)).body.data;
  const lines = detail.lines as Array<{ id: number; sku: string; quantity: number }>;
  await post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z1', lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) }, owner);
  await post('/api/web/order/confirm-receipt', { number }, customer);
  const line = (sku: string) => lines.find((l) => l.sku === sku)!.id;
  return { customer, userId, number, vase: line('VASE'), cup: line('CUP') };
}

const givenBack = (userId: number) =>
  server.db
    .select({ amount: creditLedger.amount, orderNumber: creditLedger.orderNumber })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'return_refunded')))
    .orderBy(creditLedger.id);

describe('credits and refunded returns', () => {
  it('gives back the refunded units’ share of the credits once per request, and all of them once the whole order is back', async () => {
    const { customer, userId, number, vase, cup } = await orderWithCredits(1000);
    // 1000 credits (10.00) shared over the lines as their goods: the vases 60.00 of 70.00 → 857 credits.
    const first = (await post('/api/web/return/apply', { number, type: 'refund_only', lines: [{ lineId: vase, quantity: 1 }], reason: 'damaged' }, customer)).body.data
      .number;
    const pending = (await post('/api/admin/return/get', { number: first }, owner)).body.data;
    expect(pending).toMatchObject({ staffActions: ['approve', 'refuse'], restockByDefault: true });
    expect((await post('/api/admin/return/approve', { number: first }, owner)).body.data).toMatchObject({ refundStatus: 'refunded', staffActions: [] });
    expect((await post('/api/admin/return/refund', { number: first }, owner)).body.data).toMatchObject({ refundStatus: 'refunded' });
    expect(await givenBack(userId)).toEqual([{ amount: 285, orderNumber: number }]);

    const rest = (
      await post(
        '/api/web/return/apply',
        {
          number,
          type: 'return_refund',
          lines: [
            { lineId: vase, quantity: 2 },
            { lineId: cup, quantity: 1 },
          ],
          reason: 'changed_mind',
        },
        customer,
      )
    ).body.data.number;
    await post('/api/admin/return/approve', { number: rest, returnAddress: address }, owner);
    await post('/api/admin/return/receive', { number: rest }, owner);
    const refunds = await Promise.all(Array.from({ length: 5 }, () => post('/api/admin/return/refund', { number: rest }, owner)));
    expect(refunds.map((r) => r.body.data?.refundStatus)).toEqual(Array(5).fill('refunded'));
    // The whole order came back: every credit it spent is back, the second request's share in one row.
    expect((await givenBack(userId)).map((r) => r.amount)).toEqual([285, 715]);
    const log = (await post('/api/web/user/credits', {}, customer)).body.data.list as Array<{ reason: string; amount: number }>;
    expect(log.filter((r) => r.reason === 'return_refunded').map((r) => r.amount)).toEqual([715, 285]);
  });

  it('gives nothing back for an order that spent no credits, nor for a refused request', async () => {
    const { customer, userId, number, vase } = await orderWithCredits(500);
    const refused = (await post('/api/web/return/apply', { number, type: 'refund_only', lines: [{ lineId: vase, quantity: 3 }], reason: 'damaged' }, customer)).body.data
      .number;
    await post('/api/admin/return/refuse', { number: refused, reason: 'No damage on the photos' }, owner);
    expect(await givenBack(userId)).toEqual([]);

    const plain = await customerSession(server);
    const order = await placeOrder(server, plain, { skus: [['CUP', 1]], shippingMethodId });
    const line = (await post('/api/admin/order/get', { number: order.number }, owner)).body.data.lines[0].id as number;
    await post('/api/admin/order/ship', { number: order.number, expressName: 'UPS', expressNumber: '1Z2', lines: [{ lineId: line, quantity: 1 }] }, owner);
    const ret = (await post('/api/web/return/apply', { number: order.number, type: 'refund_only', lines: [{ lineId: line, quantity: 1 }], reason: 'damaged' }, plain))
      .body.data.number;
    expect((await post('/api/admin/return/approve', { number: ret }, owner)).body.data.refundStatus).toBe('refunded');
    const plainId = (await post('/api/web/user/info', {}, plain)).body.data.id as number;
    expect(await givenBack(plainId)).toEqual([]);
  });
});

describe('the audit queue', () => {
  it('counts each status, searches by return number, order number or e-mail, sorts by refund, and marks requests waiting too long', async () => {
    const email = `queue-${Date.now()}@example.com`;
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['VASE', 2]], shippingMethodId, email });
    const line = (await post('/api/admin/order/get', { number }, owner)).body.data.lines[0].id as number;
    await post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z3', lines: [{ lineId: line, quantity: 2 }] }, owner);
    const ask = async () =>
      (await post('/api/web/return/apply', { number, type: 'return_refund', lines: [{ lineId: line, quantity: 1 }], reason: 'damaged' }, customer)).body.data
        .number as string;
    const waiting = await ask();
    const refused = await ask();
    await post('/api/admin/return/refuse', { number: refused, reason: 'Worn' }, owner);
    await flagOverdueReturns(server.db, 48, new Date(Date.now() + 49 * 3_600_000));

    const mine = (await post('/api/admin/return/list', { q: email.toUpperCase() }, owner)).body.data;
    expect(mine.counts).toEqual({ all: 2, pending_approval: 1, cancelled: 0, completed: 0, ended: 1, overdue: 1 });
    expect(mine.list.map((r: { number: string; overdue: boolean }) => [r.number, r.overdue])).toEqual([
      [refused, false],
      [waiting, true],
    ]);
    const pending = (await post('/api/admin/return/list', { q: number, status: 'pending_approval' }, owner)).body.data;
    expect(pending).toMatchObject({ total: 1, list: [{ number: waiting, email, orderNumber: number }] });
    expect((await post('/api/admin/return/list', { q: waiting }, owner)).body.data.total).toBe(1);
    expect((await post('/api/admin/return/list', { q: '100%_' }, owner)).body.data).toMatchObject({ total: 0, list: [] });

    const byRefund = (await post('/api/admin/return/list', { sort: 'refundAmount', dir: 'asc', pageSize: 100 }, owner)).body.data.list as Array<{ refundAmount: number }>;
    expect(byRefund.map((r) => r.refundAmount)).toEqual([...byRefund.map((r) => r.refundAmount)].sort((a, b) => a - b));
  });
});

describe('saved return addresses', () => {
  it('keeps the merchant’s addresses, one default, which an approval gives when none is named', async () => {
    const support = await staffSession(server, undefined, 'fulfilment');
    const dock = { consignee: 'Dock 9', contactNumber: '+1 512 555 0101', address: '9 Dock Rd, Austin TX' };
    const store = { consignee: 'Back Store', contactNumber: '+1 512 555 0102', address: '2 Elm St, Austin TX' };
    expect((await post('/api/admin/return/address/save', dock, support)).body.code).toBe(30);
    const first = (await post('/api/admin/return/address/save', dock, owner)).body.data;
    expect(first).toMatchObject({ ...dock, isDefault: true });
    const second = (await post('/api/admin/return/address/save', { ...store, isDefault: true }, owner)).body.data;
    const listed = (await post('/api/admin/return/address/list', {}, support)).body.data.list;
    expect(listed).toEqual([
      { id: second.id, ...store, isDefault: true },
      { id: first.id, ...dock, isDefault: false },
    ]);
    expect((await post('/api/admin/return/address/save', { id: 999_999, ...dock }, owner)).status).toBe(404);

    const { customer, number, cup } = await orderWithCredits(100);
    const ret = (await post('/api/web/return/apply', { number, type: 'return_refund', lines: [{ lineId: cup, quantity: 1 }], reason: 'damaged' }, customer)).body.data
      .number;
    expect((await post('/api/admin/return/approve', { number: ret }, owner)).body.data.returnAddress).toEqual(store);

    await post('/api/admin/return/address/delete', { id: second.id }, owner);
    expect((await post('/api/admin/return/address/list', {}, owner)).body.data.list).toEqual([{ id: first.id, ...dock, isDefault: true }]);
  });
});
