import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { orders, payments } from '../orders/orders.schema.ts';
import { createProduct, createPromotion, createShipping } from '../testing/factories.ts';
import { customerSession, openSocket, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { returnHistory, returns } from './returns.schema.ts';
import { sweepReturns } from './sweep.ts';

let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;
const ownerEmail = 'owner@shop.test';
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'vase', variants: [{ sku: 'VASE', price: 2000, stock: 500 }] });
  await createProduct(server.db, { slug: 'cup', variants: [{ sku: 'CUP', price: 1000, stock: 500 }] });
  // 10% off every order: each line's paid share is after the discount.
  await createPromotion(server.db, { kind: 'buy_n', threshold: 1, discountType: 'percent', value: 10 });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  // A manager decides; the owner (made next) is the one told about overdue requests.
  staff = await staffSession(server, undefined, 'manager');
  await createUser(server.db, { email: ownerEmail, password: 'owner-pass', staffRole: 'owner' });
});
afterAll(() => server.close());

type Who = Record<string, string>;
const post = (p: string, body: unknown, who: Who) => server.post(p, body, who);

/** A paid order (3 vases, 1 cup: 5,400 + 900 after the promotion, 500 shipping), shipped, and received. */
async function deliveredOrder(customer: Who, opts: { receive?: boolean; email?: string } = {}) {
  const { number } = await placeOrder(server, customer, {
    skus: [
      ['VASE', 3],
      ['CUP', 1],
    ],
    shippingMethodId,
    email: opts.email,
  });
  const detail = (await post('/api/admin/order/get', { number }, staff)).body.data;
  const lines = detail.lines as Array<{ id: number; sku: string; quantity: number; total: number }>;
  await post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z1', lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) }, staff);
  if (opts.receive !== false) await post('/api/web/order/confirm-receipt', { number }, customer);
  const line = (sku: string) => lines.find((l) => l.sku === sku)!.id;
  return { number, vase: line('VASE'), cup: line('CUP'), total: detail.total as number };
}

const apply = (who: Who, number: string, lines: Array<{ lineId: number; quantity: number }>, type = 'refund_only', extra: Record<string, unknown> = {}) =>
  post('/api/web/return/apply', { number, type, lines, reason: 'damaged', description: 'Cracked', ...extra }, who);

async function refundRows(orderNumber: string) {
  const [order] = await server.db.select().from(orders).where(eq(orders.number, orderNumber));
  return server.db
    .select()
    .from(payments)
    .where(sql`${payments.orderId} = ${order.id} and ${payments.kind} = 'refund'`);
}

const address = { consignee: 'Returns Desk', contactNumber: '+1 512 555 0199', address: '9 Dock Rd, Austin TX' };

describe('asking for a return', () => {
  it('shows the refund before submitting: the paid share of partial units without shipping, shipping once the whole order comes back', async () => {
    const customer = await customerSession(server);
    const { number, vase, cup, total } = await deliveredOrder(customer);
    expect(total).toBe(6800);
    const options = (await post('/api/web/return/options', { number }, customer)).body.data;
    expect(options).toMatchObject({
      returnable: true,
      lines: expect.arrayContaining([expect.objectContaining({ lineId: vase, quantity: 3, available: 3, total: 5400 })]),
    });

    const partial = await post('/api/web/return/quote', { number, lines: [{ lineId: vase, quantity: 1 }] }, customer);
    expect(partial.body.data).toEqual({ lines: [{ lineId: vase, amount: 1800 }], shipping: 0, total: 1800 });
    const first = await apply(customer, number, [{ lineId: vase, quantity: 1 }]);
    expect(first.body.data).toMatchObject({ status: 'pending_approval', auditStatus: 'pending', refundStatus: 'requested', refundAmount: 1800, quantity: 1 });

    const rest = await post(
      '/api/web/return/quote',
      {
        number,
        lines: [
          { lineId: vase, quantity: 2 },
          { lineId: cup, quantity: 1 },
        ],
      },
      customer,
    );
    expect(rest.body.data).toMatchObject({ shipping: 500, total: 3600 + 900 + 500 });
    const second = await apply(
      customer,
      number,
      [
        { lineId: vase, quantity: 2 },
        { lineId: cup, quantity: 1 },
      ],
      'return_refund',
    );
    expect(second.body.data.refundAmount).toBe(5000);
    // Together exactly what was paid; nothing is left to ask for.
    expect(first.body.data.refundAmount + second.body.data.refundAmount).toBe(total);
    expect((await post('/api/web/return/options', { number }, customer)).body.data.returnable).toBe(false);
  });

  it('refuses more units than bought minus already asked for, in the shopper’s language, and changes nothing', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    await apply(customer, number, [{ lineId: vase, quantity: 2 }]);
    const tooMany = await post(
      '/api/web/return/apply',
      { number, type: 'refund_only', lines: [{ lineId: vase, quantity: 2 }], reason: 'damaged' },
      { ...customer, 'accept-language': 'zh' },
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.msg).not.toBe('The quantity exceeds what can be returned');
    const english = await apply(customer, number, [
      { lineId: vase, quantity: 1 },
      { lineId: vase, quantity: 1 },
    ]);
    expect(english.body.msg).toBe('The quantity exceeds what can be returned');
    expect((await post('/api/web/return/list', {}, customer)).body.data.total).toBe(1);
  });

  it('lets two requests racing for the same line never take more than was bought', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const answers = await Promise.all([apply(customer, number, [{ lineId: vase, quantity: 2 }]), apply(customer, number, [{ lineId: vase, quantity: 2 }])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const options = (await post('/api/web/return/options', { number }, customer)).body.data;
    expect(options.lines.find((l: { lineId: number }) => l.lineId === vase).available).toBe(1);
  });

  it('refuses orders not paid, not shipped or past the window, bad lines and foreign photos', async () => {
    const customer = await customerSession(server);
    const unshipped = await placeOrder(server, customer, { skus: [['CUP', 1]], shippingMethodId });
    const cupLine = (await post('/api/web/order/get', { number: unshipped.number }, customer)).body.data.lines[0].id;
    const notYet = await apply(customer, unshipped.number, [{ lineId: cupLine, quantity: 1 }]);
    expect(notYet.status).toBe(409);
    expect(notYet.body.msg).toBe('This order can no longer be returned.');

    const { number, vase, cup } = await deliveredOrder(customer);
    await server.db
      .update(orders)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.number, number));
    expect((await apply(customer, number, [{ lineId: vase, quantity: 1 }])).body.msg).toBe('This order can no longer be returned.');
    await server.db.update(orders).set({ completedAt: new Date() }).where(eq(orders.number, number));

    const foreignLine = await apply(customer, number, [{ lineId: cupLine, quantity: 1 }]);
    expect(foreignLine.status).toBe(400);
    const photo = await apply(customer, number, [{ lineId: cup, quantity: 1 }], 'refund_only', { credentials: ['https://elsewhere.test/a.jpg'] });
    expect(photo.status).toBe(400);
    expect(photo.body.msg).toBe('A photo must be one uploaded to this shop');
    const seven = await apply(customer, number, [{ lineId: cup, quantity: 1 }], 'refund_only', {
      credentials: Array.from({ length: 7 }, (_, i) => `/uploads/returns/p${i}.jpg`),
    });
    expect(seven.body.msg).toBe('You can add up to 6 photos');
    const noReason = await post(
      '/api/web/return/apply',
      { number, type: 'refund_only', lines: [{ lineId: cup, quantity: 1 }] },
      { ...customer, 'accept-language': 'fil' },
    );
    expect(noReason.body.msg).toContain('Pumili ng dahilan');
    const ok = await apply(customer, number, [{ lineId: cup, quantity: 1 }], 'refund_only', { credentials: ['/uploads/returns/p1.jpg'] });
    expect(ok.body.data.credentials).toEqual(['/uploads/returns/p1.jpg']);
  });

  it("answers 404 for another customer's order or request, and 403 to a shopper calling the merchant's calls", async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server);
    const { number, vase } = await deliveredOrder(owner);
    expect((await apply(other, number, [{ lineId: vase, quantity: 1 }])).status).toBe(404);
    const mine = (await apply(owner, number, [{ lineId: vase, quantity: 1 }])).body.data.number;
    for (const call of ['/api/web/return/get', '/api/web/return/cancel']) expect((await post(call, { number: mine }, other)).status, call).toBe(404);
    expect((await post('/api/web/return/ship-back', { number: mine, logisticsCompany: 'UPS', logisticsNumber: '1', deliveryDate: '2026-11-20' }, other)).status).toBe(
      404,
    );
    expect((await post('/api/admin/return/approve', { number: mine }, owner)).status).toBe(403);
    expect((await post('/api/web/return/list', {}, other)).body.data.total).toBe(0);
  });
});

describe('the life of a request', () => {
  it('returns and refunds: approve with the address, ship back, goods arrive (stock back), refund → completed, one history row per change', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 2 }], 'return_refund')).body.data.number;
    expect((await post('/api/web/return/ship-back', { number: ret, logisticsCompany: 'UPS', logisticsNumber: '1Z', deliveryDate: '2026-11-20' }, customer)).status).toBe(
      409,
    );

    const approved = await post('/api/admin/return/approve', { number: ret, returnAddress: address }, staff);
    expect(approved.body.data).toMatchObject({ auditStatus: 'approved', status: 'pending_approval', returnAddress: address, actions: ['ship_back'] });
    expect((await post('/api/admin/return/approve', { number: ret }, staff)).body.data.returnAddress).toEqual(address);
    expect((await post('/api/web/return/cancel', { number: ret }, customer)).status).toBe(409);
    expect((await post('/api/admin/return/refund', { number: ret }, staff)).status).toBe(409);

    const shipped = await post('/api/web/return/ship-back', { number: ret, logisticsCompany: 'DHL', logisticsNumber: 'JD0042', deliveryDate: '2026-11-21' }, customer);
    expect(shipped.body.data).toMatchObject({ logisticsCompany: 'DHL', logisticsNumber: 'JD0042', deliveryDate: '2026-11-21' });

    const [before] = await server.db.select().from(productVariants).where(eq(productVariants.sku, 'VASE'));
    await post('/api/admin/return/receive', { number: ret }, staff);
    await post('/api/admin/return/receive', { number: ret }, staff);
    const [after] = await server.db.select().from(productVariants).where(eq(productVariants.sku, 'VASE'));
    expect(after.stock - before.stock).toBe(2);

    const refunded = await post('/api/admin/return/refund', { number: ret }, staff);
    expect(refunded.body.data).toMatchObject({ status: 'completed', refundStatus: 'refunded', refundAmount: 3600 });
    expect((await refundRows(number)).map((r) => r.amount)).toEqual([3600]);
    expect(refunded.body.data.history.map((h: { action: string }) => h.action)).toEqual(['apply', 'approve', 'ship_back', 'receive_goods', 'refund']);
    for (const call of ['/api/admin/return/refuse', '/api/admin/return/end'])
      expect((await post(call, { number: ret, ...(call.endsWith('refuse') ? { reason: 'x' } : {}) }, staff)).status, call).toBe(409);
    // The order shows what was refunded.
    expect((await post('/api/web/order/get', { number }, customer)).body.data.refund).toEqual({ status: 'refunded', amount: 3600 });
  });

  it('lets fulfilment record the parcel but not decide; each decision leaves one audit row, a repeated call none', async () => {
    const customer = await customerSession(server);
    const fulfilment = await staffSession(server, undefined, 'fulfilment');
    const owner = await staffSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 1 }], 'return_refund')).body.data.number;
    expect((await post('/api/admin/return/approve', { number: ret, returnAddress: address }, fulfilment)).body.code).toBe(30);
    expect((await post('/api/admin/return/get', { number: ret }, fulfilment)).status).toBe(200);

    await post('/api/admin/return/approve', { number: ret, returnAddress: address }, staff);
    await post('/api/admin/return/approve', { number: ret }, staff);
    await post('/api/web/return/ship-back', { number: ret, logisticsCompany: 'DHL', logisticsNumber: 'JD0043', deliveryDate: '2026-11-21' }, customer);
    expect((await post('/api/admin/return/receive', { number: ret }, fulfilment)).status).toBe(200);
    expect((await post('/api/admin/return/refund', { number: ret }, fulfilment)).body.code).toBe(30);

    const rows = (await post('/api/admin/audit/list', { entity: 'return', entityId: ret }, owner)).body.data.list;
    expect(rows.map((r: { action: string; actorRole: string }) => [r.action, r.actorRole])).toEqual([
      ['return.receive', 'fulfilment'],
      ['return.approve', 'manager'],
    ]);
    expect(rows[1]).toMatchObject({ before: { auditStatus: 'pending' }, after: { auditStatus: 'approved' } });
  });

  it('keeps goods out of stock when the merchant says so for a line', async () => {
    const customer = await customerSession(server);
    const { number, cup } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: cup, quantity: 1 }], 'return_refund')).body.data.number;
    await post('/api/admin/return/approve', { number: ret, returnAddress: address }, staff);
    const [before] = await server.db.select().from(productVariants).where(eq(productVariants.sku, 'CUP'));
    expect((await post('/api/admin/return/receive', { number: ret, restock: [{ lineId: cup, restock: false }] }, staff)).status).toBe(200);
    const [after] = await server.db.select().from(productVariants).where(eq(productVariants.sku, 'CUP'));
    expect(after.stock).toBe(before.stock);
  });

  it('refunds a refund-only request as soon as it is approved', async () => {
    const customer = await customerSession(server);
    const { number, cup } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: cup, quantity: 1 }])).body.data.number;
    const approved = await post('/api/admin/return/approve', { number: ret }, staff);
    expect(approved.body.data).toMatchObject({ auditStatus: 'approved', refundStatus: 'refunded', status: 'completed', refundAmount: 900 });
    expect((await refundRows(number)).map((r) => r.amount)).toEqual([900]);
  });

  it('ends a refused request with its reason; it frees the units and allows nothing more', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 3 }])).body.data.number;
    const refused = await post('/api/admin/return/refuse', { number: ret, reason: 'Photos show no damage' }, staff);
    expect(refused.body.data).toMatchObject({
      status: 'ended',
      auditStatus: 'refused',
      refuseReason: 'Photos show no damage',
      refundStatus: 'requested',
    });
    expect((await post('/api/admin/return/approve', { number: ret }, staff)).status).toBe(409);
    expect((await post('/api/web/return/cancel', { number: ret }, customer)).status).toBe(409);
    expect((await apply(customer, number, [{ lineId: vase, quantity: 3 }])).status).toBe(200);
  });

  it('lets the shopper withdraw while pending, and the merchant end an approved return never sent back', async () => {
    const customer = await customerSession(server);
    const { number, vase, cup } = await deliveredOrder(customer);
    const first = (await apply(customer, number, [{ lineId: vase, quantity: 1 }])).body.data.number;
    expect((await post('/api/web/return/cancel', { number: first }, customer)).body.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await post('/api/admin/return/approve', { number: first }, staff)).status).toBe(409);

    const second = (await apply(customer, number, [{ lineId: cup, quantity: 1 }], 'return_refund')).body.data.number;
    expect((await post('/api/admin/return/end', { number: second }, staff)).status).toBe(409);
    await post('/api/admin/return/approve', { number: second, returnAddress: address }, staff);
    expect((await post('/api/admin/return/end', { number: second }, staff)).body.data).toMatchObject({ status: 'ended', auditStatus: 'approved' });
    expect(await refundRows(number)).toEqual([]);
    const list = (await post('/api/web/return/list', { tab: 'cancelled' }, customer)).body.data;
    expect(list).toMatchObject({ total: 1, counts: { all: 2, cancelled: 1, ended: 1, pending_approval: 0 } });
  });

  it('refunds once when the merchant sends twenty refund calls at the same time', async () => {
    const customer = await customerSession(server);
    const { number, vase, cup } = await deliveredOrder(customer);
    const ret = (
      await apply(
        customer,
        number,
        [
          { lineId: vase, quantity: 3 },
          { lineId: cup, quantity: 1 },
        ],
        'return_refund',
      )
    ).body.data.number;
    await post('/api/admin/return/approve', { number: ret, returnAddress: address }, staff);
    await post('/api/admin/return/receive', { number: ret }, staff);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/admin/return/refund', { number: ret }, staff)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.data.refundStatus === 'refunded')).toBe(true);
    expect((await refundRows(number)).map((r) => r.amount)).toEqual([6800]);
    const [row] = await server.db.select().from(returns).where(eq(returns.number, ret));
    const history = await server.db.select().from(returnHistory).where(eq(returnHistory.returnId, row.id));
    expect(history.filter((h) => h.action === 'refund')).toHaveLength(1);
  });

  it('approves and refunds a refund-only request once under twenty parallel approvals', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 3 }])).body.data.number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/admin/return/approve', { number: ret }, staff)));
    expect(answers.map((a) => a.body.data?.refundStatus)).toEqual(Array(20).fill('refunded'));
    expect((await refundRows(number)).map((r) => r.amount)).toEqual([5400]);
  });
});

/** The messages in the outbox for one address, as their subject lines. */
function subjects(email: string): string[] {
  const outbox = path.join(server.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.includes(email));
  } catch {
    return [];
  }
  return files.map((f) => {
    // Unfolded, with the space between encoded words dropped (RFC 2047).
    const raw = readFileSync(path.join(outbox, f), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    const subject = (/^Subject: (.*)$/m.exec(raw)?.[1] ?? '').replace(/\?=\s+=\?/g, '?==?');
    return subject.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  });
}

describe('telling the shopper and the merchant', () => {
  it('e-mails each change in the language of the request and pushes it to the shopper’s open tabs', async () => {
    const customer = await customerSession(server);
    const email = `zh-${Date.now()}@example.com`;
    const { number, cup } = await deliveredOrder(customer, { email });
    const socket = await openSocket(server.url, customer['x-auth']);
    const ret = (
      await post(
        '/api/web/return/apply',
        { number, type: 'refund_only', lines: [{ lineId: cup, quantity: 1 }], reason: 'quality' },
        { ...customer, 'accept-language': 'zh' },
      )
    ).body.data.number;
    await expect.poll(() => socket.messages.some((m) => m.data?.type === 'return.update' && m.data.number === ret && m.data.change === 'apply')).toBe(true);
    await post('/api/admin/return/approve', { number: ret }, staff);
    await expect.poll(() => socket.messages.filter((m) => m.data?.type === 'return.update').map((m) => m.data!.refundStatus)).toContain('refunded');
    socket.close();
    await expect.poll(() => subjects(email)).toEqual(expect.arrayContaining([`已收到您的售后申请 ${ret}`, `售后申请 ${ret} 已通过`, `售后 ${ret} 已退款`]));
  });

  it('flags a request left undecided past the merchant’s hours once, and e-mails the owner', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 1 }])).body.data.number;
    const deps = {
      db: server.db,
      mailer: {
        kind: 'outbox' as const,
        sent: [] as unknown[],
        async send(m: unknown) {
          this.sent.push(m);
        },
      },
      publicUrl: 'http://shop.test',
      baseCurrency: async () => 'USD',
      log: () => undefined,
      approvalHours: 48,
    };
    expect(await sweepReturns(deps, new Date(Date.now() + 47 * 3_600_000))).not.toContain(ret);
    expect(await sweepReturns(deps, new Date(Date.now() + 49 * 3_600_000))).toContain(ret);
    expect(await sweepReturns(deps, new Date(Date.now() + 50 * 3_600_000))).not.toContain(ret);
    expect(deps.mailer.sent).toEqual([
      expect.objectContaining({ to: ownerEmail, subject: 'After-sales requests await your decision', text: expect.stringContaining(ret) }),
    ]);
    const list = (await post('/api/admin/return/list', { overdue: true }, staff)).body.data.list;
    expect(list.map((r: { number: string }) => r.number)).toContain(ret);
    await post('/api/admin/return/approve', { number: ret }, staff);
    expect((await post('/api/admin/return/list', { overdue: true }, staff)).body.data.list.map((r: { number: string }) => r.number)).not.toContain(ret);
  });
});

describe('the return screens', () => {
  it('lists requests by status and shows one request, in English and Chinese; another customer’s is not found', async () => {
    const customer = await customerSession(server);
    const { number, vase } = await deliveredOrder(customer);
    const html = async (p: string, who: Who) => (await server.get(p, who)).text();
    expect(await html(`/user/order/${number}`, customer)).toContain('After-sales request');
    const ret = (await apply(customer, number, [{ lineId: vase, quantity: 1 }], 'return_refund')).body.data.number;

    const list = await html('/user/return', customer);
    expect(list).toContain(ret);
    expect(list).toContain('Pending approval');
    expect(await html('/zh/user/return?tab=pending_approval', customer)).toContain('待审核');
    expect(await html('/user/return?tab=completed', customer)).not.toContain(ret);

    await post('/api/admin/return/refuse', { number: ret, reason: 'Outside our policy' }, staff);
    const detail = await html(`/user/return/${ret}`, customer);
    expect(detail).toContain('Outside our policy');
    expect(detail).toContain('Rejected');
    expect(await html(`/zh/user/return/${ret}`, customer)).toContain('审核未通过');
    const foreign = await server.get(`/user/return/${ret}`, await customerSession(server));
    await foreign.text();
    expect(foreign.status).toBe(404);
  });
});
