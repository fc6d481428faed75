/** The merchant console's order calls: list (tabs, search, filters, sorting, paging), CSV export, dashboard, ship; and the /admin shell. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './orders.schema.ts';
import { totalQueryCount } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let staff: Record<string, string>;
let customer: Record<string, string>;
const placed: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, {
    slug: 'console-tee',
    variants: [
      { sku: 'CON-TEE', price: 2500, stock: 100 },
      { sku: 'CON-MUG', price: 1200, stock: 100 },
    ],
  });
  const shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
  customer = await customerSession(server);
  // A card order (paid, to ship), a bank transfer (to pay) and a cash-on-delivery order (to ship, unpaid).
  placed.card = (await placeOrder(server, customer, { skus: [['CON-TEE', 2]], shippingMethodId, email: 'card@example.com' })).number;
  placed.bank = (await placeOrder(server, customer, { skus: [['CON-MUG', 1]], shippingMethodId, paymentMethod: 'bank_transfer', email: 'bank@example.com' })).number;
  placed.cod = (await placeOrder(server, customer, { skus: [['CON-MUG', 3]], shippingMethodId, paymentMethod: 'cash_on_delivery', email: 'cod@example.com' })).number;
  // The bank transfer was placed three days ago.
  await server.db
    .update(orders)
    .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(orders.number, placed.bank));
});
afterAll(() => server.close());

const numbers = (res: { body: { data: { list: Array<{ number: string }> } } }) => res.body.data.list.map((o) => o.number);

describe('the merchant order list', () => {
  it('refuses customers and visitors', async () => {
    const asCustomer = await server.post('/api/admin/order/list', {}, customer);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.code).toBe(30);
    expect((await server.post('/api/admin/dashboard/get', {}, customer)).body.code).toBe(30);
    expect((await server.get('/api/admin/order/export.csv', customer)).status).toBe(403);
    expect((await server.post('/api/admin/order/list', {})).body.code).toBe(50);
  });

  it('lists by tab with counts, and searches by number, e-mail, name, phone and SKU', async () => {
    const toShip = await server.post('/api/admin/order/list', { tab: 'to_ship' }, staff);
    expect(numbers(toShip).sort()).toEqual([placed.card, placed.cod].sort());
    expect(toShip.body.data.counts).toMatchObject({ all: 3, to_pay: 1, to_ship: 2 });
    expect(toShip.body.data.total).toBe(2);
    expect(numbers(await server.post('/api/admin/order/list', { tab: 'to_pay' }, staff))).toEqual([placed.bank]);
    expect(numbers(await server.post('/api/admin/order/list', { q: placed.bank }, staff))).toEqual([placed.bank]);
    expect(numbers(await server.post('/api/admin/order/list', { q: 'COD@example' }, staff))).toEqual([placed.cod]);
    expect(numbers(await server.post('/api/admin/order/list', { q: 'ana cruz' }, staff))).toHaveLength(3);
    expect(numbers(await server.post('/api/admin/order/list', { q: '555-0100' }, staff))).toHaveLength(3);
    expect(numbers(await server.post('/api/admin/order/list', { q: 'con-tee' }, staff))).toEqual([placed.card]);
    expect(numbers(await server.post('/api/admin/order/list', { q: 'nobody-here' }, staff))).toEqual([]);
    // An empty page still counts every tab.
    const cancelled = await server.post('/api/admin/order/list', { tab: 'cancelled' }, staff);
    expect(cancelled.body.data).toMatchObject({ list: [], total: 0, counts: { all: 3, to_pay: 1, to_ship: 2, cancelled: 0 } });
  });

  it('filters by payment method, status and dates, sorts and pages on the server', async () => {
    expect(numbers(await server.post('/api/admin/order/list', { paymentMethod: 'cash_on_delivery' }, staff))).toEqual([placed.cod]);
    expect(numbers(await server.post('/api/admin/order/list', { status: 'cancelled' }, staff))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await server.post('/api/admin/order/list', { from: today, to: today, timeZone: 'UTC' }, staff);
    expect(numbers(recent).sort()).toEqual([placed.card, placed.cod].sort());
    const byTotal = await server.post('/api/admin/order/list', { sort: 'total', dir: 'asc' }, staff);
    expect(byTotal.body.data.list.map((o: { total: number }) => o.total)).toEqual([1700, 4100, 5500]);
    const page2 = await server.post('/api/admin/order/list', { sort: 'total', dir: 'desc', page: 2, pageSize: 2 }, staff);
    expect(page2.body.data).toMatchObject({ total: 3, list: [{ number: placed.bank, total: 1700, name: 'Ana Cruz', itemCount: 1, paymentMethod: 'bank_transfer' }] });
    const bad = await server.post('/api/admin/order/list', { sort: 'email', timeZone: 'Mars/Olympus' }, staff);
    expect(bad.status).toBe(400);
  });

  it('pages on and back from a cursor under every sort, in the same order as numbered pages', async () => {
    // Two orders placed at the very same microsecond: the order's id breaks the tie, and no sub-millisecond part is lost.
    await server.db.execute(
      sql`update orders set submitted_at = (select date_trunc('milliseconds', min(submitted_at)) + interval '456 microseconds' from orders where number in (${placed.card}, ${placed.cod}))
        where number in (${placed.card}, ${placed.cod})`,
    );
    const list = (body: Record<string, unknown>) => server.post('/api/admin/order/list', { pageSize: 1, ...body }, staff);
    for (const sort of ['submittedAt', 'total', 'number'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const whole = numbers(await list({ sort, dir, pageSize: 3 }));
        expect(whole).toHaveLength(3);
        const onwards = [await list({ sort, dir })];
        for (let i = 1; i < 4; i++) onwards.push(await list({ sort, dir, page: i + 1, after: onwards[i - 1].body.data.next }));
        expect(
          onwards.map((r) => numbers(r)[0] ?? null),
          `${sort} ${dir}`,
        ).toEqual([...whole, null]);
        expect(onwards[3].body.data).toMatchObject({ next: null, prev: null, total: 3 });
        const back = [onwards[2]];
        for (let i = 1; i < 3; i++) back.push(await list({ sort, dir, before: back[i - 1].body.data.prev }));
        expect(
          back.map((r) => numbers(r)[0]),
          `${sort} ${dir} backwards`,
        ).toEqual([...whole].reverse());
      }
    }
    const twoBack = await list({ sort: 'total', dir: 'desc', pageSize: 2, before: (await list({ sort: 'total', dir: 'desc', page: 3 })).body.data.prev });
    expect(twoBack.body.data.list.map((o: { total: number }) => o.total)).toEqual([5500, 4100]);
    // A cursor that is not one, one past what the sort can hold, or a page asked both ways: refused, in the staff member's language.
    for (const body of [{ after: 'abc' }, { sort: 'total', after: '99999999999.1' }, { after: '1.99999999999' }, { after: '1.1', before: '1.2' }, { after: 5 }]) {
      const refused = await server.post('/api/admin/order/list', body, { ...staff, 'x-lang': 'zh' });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.msg).not.toBe('');
    }
  });

  it("reads a page and its tab counts in one statement beside the session's, filtered or not", async () => {
    const statements = async (body: Record<string, unknown>) => {
      // The fewest of three reads: the count is process-wide, and the job runner's polls only ever add to it.
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = totalQueryCount();
        expect((await server.post('/api/admin/order/list', body, staff)).body.data.list.length).toBeGreaterThan(0);
        counts.push(totalQueryCount() - before);
      }
      return Math.min(...counts);
    };
    for (const body of [{}, { tab: 'to_ship', page: 1 }, { paymentMethod: 'cash_on_delivery' }, { q: 'example.com', sort: 'total' }]) {
      expect(await statements(body), JSON.stringify(body)).toBe(2);
    }
  });

  it('exports the filtered orders as CSV', async () => {
    const res = await server.get('/api/admin/order/export.csv?tab=to_ship&sort=ignored', staff);
    // Unknown query parameters are refused like any other call's.
    expect(res.status).toBe(400);
    const csv = await server.get('/api/admin/order/export.csv?tab=to_ship', staff);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('number,submitted_at,status,pay_status,delivery_status,payment_method,items,total,name,email,phone');
    expect(rows).toHaveLength(3);
    const cod = rows.find((r) => r.startsWith(placed.cod))!.split(',');
    expect(cod.slice(2, 8)).toEqual(['in_progress', 'unpaid', 'not_shipped', 'cash_on_delivery', '3', '41.00']);
    expect(cod.slice(8)).toEqual(['Ana Cruz', 'cod@example.com', "'+1 5125550100"]);
  });
});

describe('the dashboard', () => {
  it('counts sales, orders, average order value, orders to ship and unpaid orders per period', async () => {
    const today = (await server.post('/api/admin/dashboard/get', { days: 1, timeZone: 'UTC' }, staff)).body.data;
    expect(today).toMatchObject({ sales: 5500 + 4100, orders: 2, averageOrderValue: 4800, toShip: 2, unpaid: 1 });
    expect(today.series).toHaveLength(1);
    const week = (await server.post('/api/admin/dashboard/get', { days: 7, timeZone: 'UTC' }, staff)).body.data;
    expect(week).toMatchObject({ sales: 5500 + 4100 + 1700, orders: 3 });
    expect(week.series).toHaveLength(7);
    expect(week.series.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(3);
    expect(week.to).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('shipping from the console', () => {
  it('records the courier and tracking number, which the customer then sees on their order', async () => {
    const detail = (await server.post('/api/admin/order/get', { number: placed.card }, staff)).body.data;
    expect(detail.staffActions).toContain('ship');
    expect(detail.payments).toMatchObject([{ kind: 'charge', status: 'succeeded', amount: 5500 }]);
    expect(detail.customer.name).toBe('Ana Cruz');
    const missing = await server.post(
      '/api/admin/order/ship',
      { number: placed.card, expressName: ' ', expressNumber: 'X', lines: [{ lineId: detail.lines[0].id, quantity: 2 }] },
      staff,
    );
    expect(missing.status).toBe(400);
    const shipped = await server.post(
      '/api/admin/order/ship',
      { number: placed.card, expressName: 'LBC', expressNumber: 'LBC-778899', lines: [{ lineId: detail.lines[0].id, quantity: 2 }] },
      staff,
    );
    expect(shipped.body.data).toMatchObject({ deliveryStatus: 'shipped', staffActions: [] });
    const seen = (await server.post('/api/web/order/get', { number: placed.card }, customer)).body.data;
    expect(seen.shipments).toMatchObject([{ expressName: 'LBC', expressNumber: 'LBC-778899' }]);
  });

  it('cancels an unpaid order and gives its stock back', async () => {
    const cancelled = await server.post('/api/admin/order/cancel', { number: placed.bank }, staff);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', staffActions: [] });
    expect((await server.post('/api/admin/order/cancel', { number: placed.card }, staff)).status).toBe(409);
  });
});

describe('the console', () => {
  it('is served at /admin and below, with the page nonce, and staff sign-in sets the session cookie', async () => {
    for (const path of ['/admin', '/admin/orders/ABC']) {
      const res = await server.get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(html).toContain(`<script nonce="${nonce}">window.__CONSOLE__=`);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
    const email = `owner-${Date.now()}@shop.test`;
    await staffSession(server, email);
    const res = await fetch(`${server.url}/api/admin/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: email, password: 'staff-pass' }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const session = { cookie: cookie.split(';')[0], origin: server.url };
    expect((await server.post('/api/admin/user/info', {}, session)).body.data.email).toBe(email);
    const out = await fetch(`${server.url}/api/admin/auth/signout`, { method: 'POST', headers: { 'content-type': 'application/json', ...session }, body: '{}' });
    expect(out.headers.getSetCookie().some((c) => /^x-auth=;/.test(c))).toBe(true);
    expect((await server.post('/api/admin/user/info', {}, session)).body.code).toBe(50);
  });
});
