import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.schema.ts';
import { totalQueryCount } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession, testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let fulfilment: Record<string, string>;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  [owner, support, fulfilment] = await Promise.all([
    staffSession(server),
    staffSession(server, `support-${randomUUID()}@shop.test`, 'support'),
    staffSession(server, `fulfilment-${randomUUID()}@shop.test`, 'fulfilment'),
  ]);
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 2500, stock: 500 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const admin = (path: string, body: object, who = owner, lang = 'en') => server.post(`/api/admin/customer/${path}`, body, { ...who, 'x-lang': lang });
const userIdOf = async (who: Record<string, string>) => (await server.post('/api/web/user/info', {}, who)).body.data.id as number;
const staffIdOf = async (who: Record<string, string>) => (await server.post('/api/admin/user/info', {}, who)).body.data.id as number;

/** A signed-up customer (password `secret-pass`) with their session and id. */
async function customer() {
  const email = `c-${randomUUID()}@example.com`;
  const session = await customerSession(server, email);
  return { email, session, id: await userIdOf(session) };
}

async function auditRows(id: number) {
  const res = await server.post('/api/admin/audit/list', { entity: 'customer', entityId: String(id) }, owner);
  return res.body.data.list as Array<{ action: string; actorEmail: string; before: unknown; after: unknown }>;
}

describe("the merchant's customer record", () => {
  it('shows profile, orders, addresses, credits and devices; support may read it, fulfilment and customers may not', async () => {
    const ana = await customer();
    const { number } = await placeOrder(server, ana.session, { skus: [['MUG', 2]], shippingMethodId, email: ana.email });
    await server.post('/api/web/address/save', { ...testAddress, state: 'TX', postalCode: '78701' }, ana.session);
    await server.post('/api/admin/credits/adjust', { userId: ana.id, amount: 300, reason: 'Late parcel' }, owner);
    // Received, reviewed, and one mug sent back for a refund.
    const [line] = (await server.post('/api/admin/order/get', { number }, owner)).body.data.lines as Array<{ id: number; quantity: number }>;
    expect(
      (await server.post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z1', lines: [{ lineId: line.id, quantity: 2 }] }, owner)).body.code,
    ).toBe(0);
    expect((await server.post('/api/web/order/confirm-receipt', { number }, ana.session)).body.code).toBe(0);
    expect((await server.post('/api/web/review/submit', { lineId: line.id, rating: 4, content: 'Keeps my tea hot.' }, ana.session)).body.code).toBe(0);
    const applied = await server.post(
      '/api/web/return/apply',
      { number, type: 'refund_only', lines: [{ lineId: line.id, quantity: 1 }], reason: 'damaged', description: 'Cracked' },
      ana.session,
    );
    expect(applied.body.code).toBe(0);

    const res = await admin('get', { id: ana.id }, support);
    expect(res.body.code).toBe(0);
    const detail = res.body.data;
    expect(detail.profile).toMatchObject({ id: ana.id, email: ana.email, firstName: 'Ana', disabled: false });
    expect(detail.orders).toEqual([expect.objectContaining({ number, deliveryStatus: 'shipped', total: 5500 })]);
    expect(detail.addresses).toEqual([expect.objectContaining({ addressLine: '1 Main St', isDefault: true })]);
    // Newest first: the credits the received order earned, then the merchant's adjustment; the balance is their sum.
    expect(detail.credits.ledger).toMatchObject([
      { reason: 'order_completed', orderNumber: number },
      { amount: 300, reason: 'adjustment', note: 'Late parcel' },
    ]);
    expect(detail.credits.balance).toBe(300 + detail.credits.ledger[0].amount);
    expect(detail.devices).toHaveLength(1);
    expect(detail.returns).toEqual([expect.objectContaining({ orderNumber: number, type: 'refund_only', status: 'pending_approval' })]);
    expect(detail.reviews).toEqual([expect.objectContaining({ productSlug: 'mug', rating: 4, content: 'Keeps my tea hot.', hidden: false })]);
    expect(JSON.stringify(detail)).not.toMatch(/passwordHash|tokenHash/);

    expect((await admin('get', { id: ana.id }, fulfilment)).status).toBe(403);
    expect((await admin('get', { id: ana.id }, ana.session)).status).toBe(403);
    expect((await admin('get', { id: 2_000_000 })).status).toBe(404);
    expect((await admin('get', { id: await staffIdOf(support) })).status).toBe(404);
  });

  it('costs the same number of queries for a new customer as for one with many orders, addresses and devices', async () => {
    const queries = async (id: number) => {
      // The fewest of three reads: the count is process-wide, and the job runner's polls only ever add to it.
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = totalQueryCount();
        expect((await admin('get', { id })).body.code).toBe(0);
        counts.push(totalQueryCount() - before);
      }
      return Math.min(...counts);
    };
    const fresh = await customer();
    const busy = await customer();
    for (let i = 0; i < 3; i++) await placeOrder(server, busy.session, { skus: [['MUG', 1]], shippingMethodId, email: busy.email });
    await server.post('/api/web/address/save', { ...testAddress, state: 'TX', postalCode: '78701' }, busy.session);
    await server.post('/api/web/address/save', { ...testAddress, state: 'TX', postalCode: '78702', addressLine: '2 Side St' }, busy.session);
    await server.post('/api/web/auth/signin', { account: busy.email, password: 'secret-pass' });
    await server.post('/api/admin/credits/adjust', { userId: busy.id, amount: 50, reason: 'Gift' }, owner);
    expect(await queries(busy.id)).toBe(await queries(fresh.id));
  });
});

describe('disabling and enabling a customer', () => {
  it("ends the account's sessions at once, refuses its sign-in in the shopper's language, and enables it again; both audited", async () => {
    const bo = await customer();
    const other = await customerSession(server);
    const disabled = await admin('disable', { id: bo.id });
    expect(disabled.body).toMatchObject({ code: 0, data: { id: bo.id, disabled: true } });
    expect((await server.post('/api/web/user/info', {}, bo.session)).body.code).toBe(50);
    expect((await server.post('/api/web/user/info', {}, other)).body.code).toBe(0);

    const refused = await server.post('/api/web/auth/signin', { account: bo.email, password: 'secret-pass' }, { 'x-lang': 'zh' });
    expect(refused.body.code).toBe(41);
    expect(refused.body.msg).toBe('此账户已被商店停用，请联系客服。');
    // A wrong password still says only that: the account's state is not told to someone who does not know it.
    const wrong = await server.post('/api/web/auth/signin', { account: bo.email, password: 'not-the-pass' });
    expect(wrong.body.msg).toBe('Incorrect account or password');
    expect((await admin('get', { id: bo.id })).body.data).toMatchObject({ profile: { disabled: true }, devices: [] });

    expect((await admin('enable', { id: bo.id })).body).toMatchObject({ code: 0, data: { disabled: false } });
    expect((await server.post('/api/web/auth/signin', { account: bo.email, password: 'secret-pass' })).body.code).toBe(0);

    const rows = await auditRows(bo.id);
    expect(rows.map((r) => r.action)).toEqual(['customer.enable', 'customer.disable']);
    expect(rows[1]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('is refused to a role without customers.write, to customers, and for ids that are not customers', async () => {
    const cy = await customer();
    expect((await admin('disable', { id: cy.id }, support)).status).toBe(403);
    expect((await admin('disable', { id: cy.id }, cy.session)).status).toBe(403);
    expect((await admin('enable', { id: cy.id }, support)).status).toBe(403);
    expect((await admin('disable', { id: 2_000_000 })).status).toBe(404);
    expect((await admin('disable', { id: await staffIdOf(support) })).status).toBe(404);
    expect((await server.post('/api/web/user/info', {}, cy.session)).body.code).toBe(0);
    expect(await auditRows(cy.id)).toEqual([]);
  });
});

describe("the customer's data", () => {
  it('exports the same document the customer downloads, and records who exported it', async () => {
    const di = await customer();
    const { number } = await placeOrder(server, di.session, { skus: [['MUG', 1]], shippingMethodId, email: di.email });
    const own = (await server.post('/api/web/user/data/export', { password: 'secret-pass' }, di.session)).body.data;
    const res = await admin('export', { id: di.id }, support);
    expect(res.body.code).toBe(0);
    const { exportedAt: _mine, ...byMerchant } = res.body.data;
    const { exportedAt: _theirs, ...byCustomer } = own;
    expect(byMerchant).toEqual(byCustomer);
    expect(byMerchant.orders.map((o: { number: string }) => o.number)).toEqual([number]);
    expect((await admin('export', { id: di.id }, fulfilment)).status).toBe(403);
    expect((await admin('export', { id: di.id }, di.session)).status).toBe(403);
    expect((await admin('export', { id: await staffIdOf(owner) })).status).toBe(404);
    expect((await auditRows(di.id)).map((r) => r.action)).toEqual(['customer.export']);
  });

  it("anonymises as the customer's own deletion does: the account is gone, its orders stay without the person", async () => {
    const ed = await customer();
    const { number } = await placeOrder(server, ed.session, { skus: [['MUG', 1]], shippingMethodId, email: ed.email });
    expect((await admin('anonymise', { id: ed.id }, support)).status).toBe(403);
    expect((await admin('anonymise', { id: ed.id }, ed.session)).status).toBe(403);
    expect((await admin('anonymise', { id: await staffIdOf(support) })).status).toBe(404);

    const res = await admin('anonymise', { id: ed.id }, owner, 'zh');
    expect(res.body).toMatchObject({ code: 0, msg: '客户账户已删除，其订单已匿名保留' });
    const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ userId: null, email: '', phone: '' });
    expect(order.address).toMatchObject({ firstName: '', addressLine: '', country: 'US' });
    expect((await server.post('/api/web/user/info', {}, ed.session)).body.code).toBe(50);
    expect((await admin('get', { id: ed.id })).status).toBe(404);
    const rows = await auditRows(ed.id);
    expect(rows).toEqual([expect.objectContaining({ action: 'customer.anonymise' })]);
    expect(JSON.stringify(rows)).not.toContain(ed.email);
  });
});
