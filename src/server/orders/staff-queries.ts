/**
 * The merchant's reading of orders: the filtered, sorted, paged list with its tab counts, the CSV
 * export, the dashboard's figures and an order's payment records. Each is a fixed number of queries.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrderDetail, AdminOrderFilters, AdminOrderListBody, AdminOrderRow, Dashboard, DashboardBody } from '../../shared/contracts/admin.ts';
import { ORDER_TABS, type OrderDetail, type OrderTab } from '../../shared/contracts/orders.ts';
import type { Db } from '../platform/db/client.ts';
import { orders, orderStateCounts, orderTabCounts, payments, salesRollup } from './orders.schema.ts';
import { TAB_CONDITIONS } from './queries.ts';
import type { OrderRow } from './orders.service.ts';
import { stateOf } from './orders.service.ts';
import { tabOf } from './state.ts';
import { notesOf } from './notes.ts';
import { OFFLINE_METHODS } from './payment-terms.ts';
import { ttlCache } from '../platform/ttl-cache.ts';

type Filters = z.infer<typeof AdminOrderFilters>;

/** The customer's name on the order (its delivery address). */
const nameSql = sql<string>`trim(coalesce(${orders.address}->>'firstName', '') || ' ' || coalesce(${orders.address}->>'lastName', ''))`;

/** Midnight starting `day` (YYYY-MM-DD) in `timeZone`, as a timestamp. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/** A whole e-mail address, and a whole order number (checkout.service.ts's YYMMDD-NNNNNNN): each is matched exactly. */
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ORDER_NUMBER = /^\d{6}-\d{7}$/;

/** The conditions of the filters except the tab (the tab counts ignore the tab). */
function filterConditions(f: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.payStatus) conditions.push(eq(orders.payStatus, f.payStatus));
  if (f.deliveryStatus) conditions.push(eq(orders.deliveryStatus, f.deliveryStatus));
  if (f.paymentMethod) conditions.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.from) conditions.push(gte(orders.submittedAt, startOfDay(f.from, f.timeZone)));
  if (f.to) conditions.push(lt(orders.submittedAt, sql`${startOfDay(f.to, f.timeZone)} + interval '1 day'`));
  if (f.q && FULL_EMAIL.test(f.q)) {
    // A whole address finds that customer's orders through orders_email_idx (a part of one is searched below).
    conditions.push(sql`lower(${orders.email}) = ${f.q.toLowerCase()}`);
  } else if (f.q && ORDER_NUMBER.test(f.q)) {
    conditions.push(eq(orders.number, f.q));
  } else if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.q.replace(/\D/g, '');
    conditions.push(sql`(${orders.number} ilike ${like} or ${orders.email} ilike ${like} or ${nameSql} ilike ${like}
      or ${digits.length >= 4 ? sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : sql`false`}
      or ${orders.id} = any(array(select ol.order_id from order_lines ol where ol.sku ilike ${like})))`);
  }
  return conditions;
}

/** The filters' conditions with the tab's (`others`: the filters' own, when the caller has them already). */
function whereOf(f: Filters, others = filterConditions(f)): SQL | undefined {
  const conditions = [...others];
  if (f.tab !== 'all') conditions.push(TAB_CONDITIONS[f.tab]);
  return conditions.length ? and(...conditions) : undefined;
}

const SORTS = { submittedAt: orders.submittedAt, total: orders.total, number: orders.number } as const;

const rowColumns = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  name: nameSql,
  phone: orders.phone,
  status: orders.status,
  payStatus: orders.payStatus,
  deliveryStatus: orders.deliveryStatus,
  received: orders.received,
  paymentMethod: orders.paymentMethod,
  total: orders.total,
  submittedAt: orders.submittedAt,
  // Written out: in a select list drizzle leaves column names unqualified, which the subquery would read as its own.
  itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0) from order_lines ol where ol.order_id = "orders"."id")`,
};

type Row = { [K in keyof typeof rowColumns]: unknown } & Pick<OrderRow, 'status' | 'payStatus' | 'deliveryStatus' | 'received' | 'paymentMethod' | 'submittedAt'>;

function toRow(r: Row): AdminOrderRow {
  return {
    number: r.number as string,
    email: r.email as string,
    name: r.name as string,
    phone: r.phone as string,
    status: r.status,
    payStatus: r.payStatus,
    deliveryStatus: r.deliveryStatus,
    tab: tabOf(stateOf(r)) ?? 'all',
    paymentMethod: r.paymentMethod,
    total: Number(r.total),
    itemCount: Number(r.itemCount),
    submittedAt: r.submittedAt.toISOString(),
  };
}

/**
 * Tab counts are exact up to this many orders; above it the answer says "more than" (ORDER_COUNT_LIMIT + 1),
 * so a list over a million orders never counts them all (docs/decisions.md).
 */
export const ORDER_COUNT_LIMIT = 10_000;

/** The number of orders matching `where`, counting no further than ORDER_COUNT_LIMIT + 1. */
const cappedCount = (where: SQL | undefined) =>
  sql<number>`(select count(*) from (select 1 from ${orders} where ${where ?? sql`true`} limit ${ORDER_COUNT_LIMIT + 1}) as capped)`;

type TabCounts = Record<OrderTab, number>;

/** How long a filtered list's tab counts are reused (docs/decisions.md): a change shows in them this much later at most. */
export const FILTERED_COUNTS_TTL_MS = 5_000;
const filteredCounts = ttlCache<TabCounts>({ name: 'consoleTabCounts', ttlMs: FILTERED_COUNTS_TTL_MS, maxEntries: 500, maxBytes: 2 ** 20, sizeOf: () => 400 });

/** The tabs' counts as the one JSON object `expr` gives (none above ORDER_COUNT_LIMIT + 1). */
function tabCountsOf(counted: unknown): TabCounts {
  const found = (counted ?? {}) as Partial<Record<OrderTab, number | string>>;
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, Math.min(Number(found[tab] ?? 0), ORDER_COUNT_LIMIT + 1)])) as TabCounts;
}

/** The six tabs as a JSON object, each count from `count(tab)`. */
const tabsObject = (count: (tab?: Exclude<OrderTab, 'all'>) => SQL) =>
  sql`json_build_object('all', ${count()}, 'to_pay', ${count('to_pay')}, 'to_ship', ${count('to_ship')},
    'to_receive', ${count('to_receive')}, 'completed', ${count('completed')}, 'cancelled', ${count('cancelled')})`;

/**
 * How the list's tab counts are read, as one JSON-valued expression the page's statement carries
 * (`key`: reused for FILTERED_COUNTS_TTL_MS under that key).
 * - Unfiltered: every order's tabs, kept by the orders triggers (order_tab_counts, summed over
 *   its stripes): exact, a few rows.
 * - Under filters on the orders' states alone (status, payment status, method, delivery): sums
 *   over order_state_counts, a few hundred rows kept by the orders triggers, read under the name
 *   "orders" so the filters' and tabs' conditions apply to it as written.
 * - Under dates or a search: counted in the orders, each no further than ORDER_COUNT_LIMIT + 1.
 */
function tabCounts(f: Filters, others: SQL[]): { expr: SQL; key?: string } {
  if (!others.length) {
    return {
      expr: sql`(select json_object_agg(t.tab, t.n) from (select ${orderTabCounts.tab} as tab, sum(${orderTabCounts.count}) as n from ${orderTabCounts} group by 1) t)`,
    };
  }
  if (!f.from && !f.to && !f.q) {
    const sum = (tab?: Exclude<OrderTab, 'all'>) => sql`coalesce(sum("orders"."count")${tab ? sql` filter (where ${TAB_CONDITIONS[tab]})` : sql``}, 0)`;
    return { expr: sql`(select ${tabsObject(sum)} from ${orderStateCounts} as "orders" where ${and(...others)})` };
  }
  const capped = (tab?: Exclude<OrderTab, 'all'>) => cappedCount(tab ? and(...others, TAB_CONDITIONS[tab]) : and(...others));
  return { expr: tabsObject(capped), key: JSON.stringify([f.status, f.payStatus, f.deliveryStatus, f.paymentMethod, f.from, f.to, f.timeZone, f.q]) };
}

/** Each sort's value as a cursor holds it (see ORDER_CURSOR in the contract), and that text read back as the column's type. */
const CURSOR_VALUES = {
  submittedAt: {
    text: sql<string>`(extract(epoch from "orders"."submitted_at") * 1000000)::bigint::text`,
    value: (v: string) => sql`(timestamptz 'epoch' + ${v}::bigint * interval '1 microsecond')`,
  },
  total: { text: sql<string>`"orders"."total"::text`, value: (v: string) => sql`${v}::integer` },
  number: { text: sql<string>`"orders"."number"`, value: (v: string) => sql`${v}::text` },
} as const;

/** The rows past a cursor (`value.id`) in the list's order, or before it when `backwards`: one row comparison an index reads. */
function pastCursor(sort: keyof typeof SORTS, cursor: string, forwards: boolean): SQL {
  const cut = cursor.lastIndexOf('.');
  const place = sql`(${CURSOR_VALUES[sort].value(cursor.slice(0, cut))}, ${Number(cursor.slice(cut + 1))}::integer)`;
  return forwards ? sql`(${SORTS[sort]}, ${orders.id}) > ${place}` : sql`(${SORTS[sort]}, ${orders.id}) < ${place}`;
}

/**
 * The merchant's order list: one statement, the page with the count of each tab under the other
 * filters (a second only when the page is empty). The page's ids are found first from an index alone, then only those rows are read (a
 * deep page skips index entries, not whole rows). Paging on with the cursor of the page before
 * (`after`) or after (`before`) skips nothing: page 5,000 costs what page 1 does. The tab
 * counts are read as `tabCounts` says.
 */
export async function staffOrderList(db: Db, f: z.infer<typeof AdminOrderListBody>) {
  const others = filterConditions(f);
  const column = SORTS[f.sort];
  const ascending = f.dir === 'asc';
  // Going back a page reads the rows before the cursor in the opposite order, then turns them round.
  const backwards = f.before !== undefined;
  const order = ascending !== backwards ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)];
  const cursor = f.after ?? f.before;
  const where = cursor === undefined ? whereOf(f, others) : and(whereOf(f, others), pastCursor(f.sort, cursor, ascending !== backwards));
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset(cursor === undefined ? (f.page - 1) * f.pageSize : 0);
  // The counts ride on the page's statement unless they are kept from a moment ago.
  const tally = tabCounts(f, others);
  const loading: { settle?: { resolve(counts: TabCounts): void; reject(error: unknown): void } } = {};
  const kept =
    tally.key === undefined ? undefined : filteredCounts.get(tally.key, () => new Promise<TabCounts>((resolve, reject) => (loading.settle = { resolve, reject })));
  const withCounts = kept === undefined || loading.settle !== undefined;
  let counts: TabCounts;
  let rows: Array<Row & { cursor: string; counts?: unknown }>;
  try {
    rows = (await db
      .select({ ...rowColumns, cursor: CURSOR_VALUES[f.sort].text, ...(withCounts ? { counts: tally.expr } : {}) })
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...order)) as typeof rows;
    if (!withCounts) counts = await kept!;
    else if (rows.length) counts = tabCountsOf(rows[0].counts);
    else counts = tabCountsOf(((await db.execute(sql`select ${tally.expr} as counts`)) as unknown as { rows: Array<{ counts: unknown }> }).rows[0].counts);
    loading.settle?.resolve(counts);
  } catch (error) {
    loading.settle?.reject(error);
    throw error;
  }
  const page = rows.map((r) => ({ row: toRow(r), place: `${r.cursor}.${r.id as number}` }));
  if (backwards) page.reverse();
  return {
    list: page.map((r) => r.row),
    total: counts[f.tab],
    counts,
    countLimit: ORDER_COUNT_LIMIT,
    prev: page[0]?.place ?? null,
    next: page.at(-1)?.place ?? null,
  };
}

/** A cell of the CSV: quoted when it needs to be, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const EXPORT_LIMIT = 50_000;

/** Every order the filters select (newest first, up to EXPORT_LIMIT), as CSV with a header row; one query. */
export async function staffOrderCsv(db: Db, f: Filters): Promise<string> {
  const rows = (await db.select(rowColumns).from(orders).where(whereOf(f)).orderBy(desc(orders.submittedAt), desc(orders.id)).limit(EXPORT_LIMIT)) as Row[];
  const header = ['number', 'submitted_at', 'status', 'pay_status', 'delivery_status', 'payment_method', 'items', 'total', 'name', 'email', 'phone'];
  const lines = rows
    .map(toRow)
    .map((r) =>
      [r.number, r.submittedAt, r.status, r.payStatus, r.deliveryStatus, r.paymentMethod, r.itemCount, (r.total / 100).toFixed(2), r.name, r.email, r.phone]
        .map(csvCell)
        .join(','),
    );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * The dashboard: one short statement, whatever the number of orders. The period's sales per local day
 * come from sales_rollup (quarter hours: every time zone's midnight falls on one, so a local day is
 * a whole number of them), the orders to ship and the unpaid ones from order_tab_counts; both are
 * kept by the orders triggers in the transaction of each change, and summed over their stripes
 * (the per-day sums add a bucket's stripes up). Cancelled orders count nowhere.
 */
export async function dashboard(db: Db, q: z.infer<typeof DashboardBody>, currency: string): Promise<Omit<Dashboard, 'lowStock'>> {
  const tz = q.timeZone;
  const today = sql`(now() at time zone ${tz})::date`;
  const from = sql`((${today} - ${q.days - 1}::int)::timestamp at time zone ${tz})`;
  // Summed over the tab's stripes (at most 16 rows).
  const tabCount = (tab: OrderTab) => sql<number>`coalesce((select sum(${orderTabCounts.count}) from ${orderTabCounts} where ${orderTabCounts.tab} = ${tab}), 0)`;
  // One statement: the period's ends and open orders, with the sales per local day (grouped by the
  // day, formatted once per day, not once per bucket) as a JSON array.
  const [figures] = await db
    .execute(
      sql`select to_char(${today} - ${q.days - 1}::int, 'YYYY-MM-DD') as "from", to_char(${today}, 'YYYY-MM-DD') as "to",
        ${tabCount('to_ship')} as "toShip", ${tabCount('to_pay')} as unpaid,
        (select json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'), 'sales', sales, 'orders', orders)) from (
          select (${salesRollup.bucket} at time zone ${tz})::date as d, sum(${salesRollup.sales}) as sales, sum(${salesRollup.orders}) as orders
          from ${salesRollup} where ${salesRollup.bucket} >= ${from} group by 1) as days) as series`,
    )
    .then(
      (result) =>
        (
          result as unknown as {
            rows: Array<{
              from: string;
              to: string;
              toShip: number | string;
              unpaid: number | string;
              series: Array<{ day: string; sales: number; orders: number }> | null;
            }>;
          }
        ).rows,
    );
  const series = figures.series ?? [];
  const byDay = new Map(series.map((s) => [s.day, s]));
  const days: Dashboard['series'] = [];
  const start = new Date(`${figures.from}T00:00:00Z`);
  for (let i = 0; i < q.days; i++) {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    days.push({ day, sales: Number(found?.sales ?? 0), orders: Number(found?.orders ?? 0) });
  }
  const sales = days.reduce((sum, d) => sum + d.sales, 0);
  const count = days.reduce((sum, d) => sum + d.orders, 0);
  return {
    from: figures.from,
    to: figures.to,
    currency,
    sales,
    orders: count,
    averageOrderValue: count ? Math.round(sales / count) : 0,
    toShip: Number(figures.toShip),
    unpaid: Number(figures.unpaid),
    series: days,
  };
}

/** The merchant's view of an order: the shopper's, with every payment record, the internal notes and what staff may do now (two more queries). */
export async function staffOrderDetail(db: Db, order: OrderRow, detail: OrderDetail): Promise<AdminOrderDetail> {
  const [records, notes] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [order.id]))
      .orderBy(payments.createdAt, payments.id),
    notesOf(db, order.id),
  ]);
  const state = stateOf(order);
  const staffActions: AdminOrderDetail['staffActions'] = [];
  const open = order.status === 'in_progress';
  if (open && order.payStatus === 'unpaid' && OFFLINE_METHODS.includes(order.paymentMethod)) staffActions.push('mark_paid');
  if (tabOf(state) === 'to_ship' && order.status === 'in_progress') staffActions.push('ship');
  if (order.status === 'pending_cancellation') staffActions.push('decide_cancellation');
  if (open && order.payStatus === 'unpaid' && order.deliveryStatus === 'not_shipped') staffActions.push('cancel');
  const address = order.address as unknown as Record<string, string>;
  return {
    ...detail,
    payments: records.map((p) => ({ provider: p.provider, reference: p.providerRef, amount: p.amount, kind: p.kind, status: p.status, at: p.createdAt.toISOString() })),
    customer: { name: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(), userId: order.userId },
    staffActions,
    notes,
  };
}
