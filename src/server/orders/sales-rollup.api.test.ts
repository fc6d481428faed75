/**
 * The dashboard and the order list's tab counts (unfiltered, and under filters on the orders'
 * states) read tables the orders triggers keep (sales_rollup, order_tab_counts, order_state_counts): after orders are placed, paid, cancelled, refunded and moved in
 * time, their figures equal the same figures computed directly from the orders.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TABS } from '../../shared/contracts/orders.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, provenVisitor, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { orders } from './orders.schema.ts';
import { TAB_CONDITIONS } from './queries.ts';

let server: TestServer;
let staff: Record<string, string>;
let customer: Record<string, string>;
let shippingMethodId: number;

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'rollup-cup', variants: [{ sku: 'ROLL-CUP', price: 1800, stock: 500 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 400 })).id;
  staff = await staffSession(server);
  customer = await customerSession(server);
});
afterAll(() => server.close());

const ZONES = ['UTC', 'Asia/Manila', 'America/New_York', 'Asia/Kathmandu'] as const;

type Rows<T> = { rows: T[] };

/** The dashboard's figures computed from the orders themselves (what the dashboard read before the rollup). */
async function direct(days: number, timeZone: string) {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const from = sql`((${today} - ${days - 1}::int)::timestamp at time zone ${timeZone})`;
  const series = (await server.db.execute(
    sql`select to_char((submitted_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, sum(total)::int as sales, count(*)::int as orders
        from orders where submitted_at >= ${from} and status <> 'cancelled' group by 1 order by 1`,
  )) as unknown as Rows<{ day: string; sales: number; orders: number }>;
  const [open] = (
    (await server.db.execute(
      sql`select count(*) filter (where ${TAB_CONDITIONS.to_ship})::int as "toShip", count(*) filter (where ${TAB_CONDITIONS.to_pay})::int as unpaid from ${orders}`,
    )) as unknown as Rows<{ toShip: number; unpaid: number }>
  ).rows;
  const sales = series.rows.reduce((n, d) => n + d.sales, 0);
  const count = series.rows.reduce((n, d) => n + d.orders, 0);
  return { sales, orders: count, toShip: open.toShip, unpaid: open.unpaid, days: series.rows };
}

/** Every dashboard period in every zone, and the unfiltered list's tab counts, against the direct computation. */
async function expectFiguresMatch() {
  for (const days of [1, 7, 30] as const) {
    for (const timeZone of ZONES) {
      const shown = (await server.post('/api/admin/dashboard/get', { days, timeZone }, staff)).body.data;
      const expected = await direct(days, timeZone);
      expect({ days, timeZone, sales: shown.sales, orders: shown.orders, toShip: shown.toShip, unpaid: shown.unpaid }).toEqual({
        days,
        timeZone,
        sales: expected.sales,
        orders: expected.orders,
        toShip: expected.toShip,
        unpaid: expected.unpaid,
      });
      expect(shown.series.filter((d: { orders: number }) => d.orders > 0)).toEqual(expected.days);
    }
  }
  // Unfiltered, and under each filter on the orders' states (order_state_counts).
  const filters: Array<[Record<string, string>, SQL]> = [
    [{}, sql`true`],
    [{ payStatus: 'unpaid' }, sql`pay_status = 'unpaid'`],
    [{ payStatus: 'paid' }, sql`pay_status = 'paid'`],
    [{ paymentMethod: 'bank_transfer' }, sql`payment_method = 'bank_transfer'`],
    [{ paymentMethod: 'cash_on_delivery', status: 'in_progress' }, sql`payment_method = 'cash_on_delivery' and status = 'in_progress'`],
    [{ status: 'cancelled' }, sql`status = 'cancelled'`],
    [{ deliveryStatus: 'not_shipped' }, sql`delivery_status = 'not_shipped'`],
  ];
  for (const [filter, where] of filters) {
    const listed = (await server.post('/api/admin/order/list', filter, staff)).body.data;
    const counted = (
      (await server.db.execute(
        sql`select count(*)::int as "all", ${sql.join(
          ORDER_TABS.filter((tab) => tab !== 'all').map((tab) => sql`count(*) filter (where ${TAB_CONDITIONS[tab]})::int as ${sql.identifier(tab)}`),
          sql`, `,
        )} from ${orders} where ${where}`,
      )) as unknown as Rows<Record<string, number>>
    ).rows[0];
    expect({ filter, counts: listed.counts }).toEqual({ filter, counts: counted });
  }
}

describe('the sales rollup and tab counts', () => {
  it('equal a direct computation after orders are placed, paid, cancelled, refunded and moved in time', async () => {
    await expectFiguresMatch();
    const card = (await placeOrder(server, customer, { skus: [['ROLL-CUP', 2]], shippingMethodId })).number;
    const bank = (await placeOrder(server, customer, { skus: [['ROLL-CUP', 1]], shippingMethodId, paymentMethod: 'bank_transfer', email: 'roll-bank@example.com' }))
      .number;
    const unpaid = (await placeOrder(server, customer, { skus: [['ROLL-CUP', 3]], shippingMethodId, paymentMethod: 'bank_transfer', email: 'roll-unpaid@example.com' }))
      .number;
    const cod = (await placeOrder(server, customer, { skus: [['ROLL-CUP', 1]], shippingMethodId, paymentMethod: 'cash_on_delivery', email: 'roll-cod@example.com' }))
      .number;
    const today = (await server.post('/api/admin/dashboard/get', { days: 1, timeZone: 'UTC' }, staff)).body.data;
    expect(today).toMatchObject({ orders: 4, sales: 4000 + 2200 + 5800 + 2200, toShip: 2, unpaid: 2 });
    await expectFiguresMatch();

    // Paid: the bank transfer moves from unpaid to to ship.
    expect((await server.post('/api/admin/order/mark-paid', { number: bank }, staff)).body.code).toBe(0);
    await expectFiguresMatch();

    // Cancelled: the unpaid order's sale leaves the figures.
    expect((await server.post('/api/admin/order/cancel', { number: unpaid }, staff)).body.code).toBe(0);
    expect((await server.post('/api/admin/dashboard/get', { days: 1, timeZone: 'UTC' }, staff)).body.data).toMatchObject({ orders: 3, unpaid: 0 });
    await expectFiguresMatch();

    // Refunded: the shopper asks to cancel the paid card order, the merchant accepts and refunds it.
    expect((await server.post('/api/web/order/request-cancel', { number: card }, customer)).body.code).toBe(0);
    await expectFiguresMatch();
    expect((await server.post('/api/admin/order/cancellation', { number: card, accept: true }, staff)).body.code).toBe(0);
    const afterRefund = (await server.post('/api/admin/order/get', { number: card }, staff)).body.data;
    expect(afterRefund.payments.some((p: { kind: string }) => p.kind === 'refund')).toBe(true);
    await expectFiguresMatch();

    // An order moved to four days ago leaves today's figures and stays in the week's.
    await server.db
      .update(orders)
      .set({ submittedAt: sql`now() - interval '4 days'` })
      .where(eq(orders.number, cod));
    expect((await server.post('/api/admin/dashboard/get', { days: 1, timeZone: 'UTC' }, staff)).body.data).toMatchObject({ orders: 1 });
    expect((await server.post('/api/admin/dashboard/get', { days: 7, timeZone: 'UTC' }, staff)).body.data).toMatchObject({ orders: 2 });
    await expectFiguresMatch();

    // A removed order (a shop's data erased) leaves them too.
    await server.db.delete(orders).where(eq(orders.number, bank));
    await expectFiguresMatch();
  });

  it('stay exact when checkouts run side by side and write the counters in stripes, and when the sweep folds past buckets', async () => {
    const shoppers = await Promise.all(Array.from({ length: 24 }, () => provenVisitor(server)));
    const methods = ['sandbox_card', 'bank_transfer', 'cash_on_delivery'] as const;
    const placed = await Promise.all(
      shoppers.map((who, i) =>
        placeOrder(server, who, { skus: [['ROLL-CUP', 1 + (i % 3)]], shippingMethodId, paymentMethod: methods[i % 3], email: `roll-side-${i}@example.com` }),
      ),
    );
    // Half the bank transfers are paid and a few orders cancelled, side by side as well.
    await Promise.all([
      ...placed.filter((_, i) => i % 6 === 1).map(({ number }) => server.post('/api/admin/order/mark-paid', { number }, staff)),
      ...placed.filter((_, i) => i % 6 === 4).map(({ number }) => server.post('/api/admin/order/cancel', { number }, staff)),
    ]);
    await expectFiguresMatch();
    const stripes = async () =>
      (
        (await server.db.execute(
          sql`select (select count(distinct stripe)::int from order_tab_counts where tab = 'all') as tabs,
            (select count(*)::int from sales_rollup where stripe <> 0) as "salesStripes"`,
        )) as unknown as Rows<{ tabs: number; salesStripes: number }>
      ).rows[0];
    // PostgreSQL serves the checkouts from several connections, whose changes land in several stripes.
    if (server.database.kind === 'postgres') expect((await stripes()).tabs).toBeGreaterThan(1);

    // The sweep folds the stripes of the quarter hours before the current one; folding them all
    // (as an hour from now will) leaves one row per bucket and the same figures.
    await server.db.execute(sql`select sales_rollup_fold(now() + interval '1 hour')`);
    expect((await stripes()).salesStripes).toBe(0);
    await expectFiguresMatch();
  });

  it.runIf(process.env.DATABASE_URL)('give transactions open side by side different stripes, each keeping its own', async () => {
    const stripeOf = async (tx: Pick<TestServer['db'], 'execute'>) =>
      ((await tx.execute(sql`select order_counter_stripe() as stripe`)) as unknown as Rows<{ stripe: number }>).rows[0].stripe;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: number[][] = [];
    const open = Array.from({ length: 4 }, (_, i) =>
      server.db.transaction(async (tx) => {
        seen[i] = [await stripeOf(tx)];
        await held;
        seen[i].push(await stripeOf(tx));
      }),
    );
    await expect.poll(() => seen.filter(Boolean).length).toBe(4);
    release();
    await Promise.all(open);
    expect(seen.every(([first, again]) => first === again)).toBe(true);
    expect(new Set(seen.map(([first]) => first)).size).toBe(4);
  });
});
