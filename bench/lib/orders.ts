/**
 * Past orders for the merchant console's scenarios, generated set-based on PostgreSQL: one
 * `insert … select … from generate_series` per batch of orders and one for their lines, so a
 * million orders take minutes, not hours. Spread over the two years before now (more recent
 * months busier), with realistic statuses for their age, the four payment methods, a few
 * thousand repeat customers' e-mails and one to three lines from the catalogue's variants.
 * The generated count is kept in settings (`bench_orders`) so `--keep` can reuse them.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { users } from '../../src/server/accounts/accounts.schema.ts';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import type { Db } from '../../src/server/platform/db/client.ts';
import { settings } from '../../src/server/site/site.schema.ts';

const KEY = 'bench_orders';
const BATCH = 100_000;
/** Distinct shoppers: e-mails repeat, as a shop's returning customers do. */
const CUSTOMERS = 200_000;

export interface OrderTargets {
  /** Order numbers spread over the generated orders (exact-number searches). */
  numbers: string[];
  /** Customers' e-mails (search by e-mail). */
  emails: string[];
}

async function generatedCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return Number((row?.value as { count?: number } | undefined)?.count ?? 0);
}

/** Makes sure `count` generated orders exist (adding the missing ones), then reads the search targets. */
export async function prepareOrders(db: Db, count: number, log: (m: string) => void): Promise<{ targets: OrderTargets; generateSeconds: number }> {
  let have = await generatedCount(db);
  let generateSeconds = 0;
  if (have > count) log(`Reusing ${have.toLocaleString('en')} generated orders (more than the ${count.toLocaleString('en')} asked for)`);
  else if (have === count) log(`Reusing ${have.toLocaleString('en')} generated orders`);
  else {
    const started = Date.now();
    log(`Generating ${(count - have).toLocaleString('en')} orders with their lines…`);
    const counted = (await db.execute(sql`select count(*)::int as n from product_variants`)) as unknown as { rows: Array<{ n: number }> };
    const variantCount = counted.rows[0].n;
    if (!variantCount) throw new Error('no product variants to order');
    // A compact, numbered copy of the variants the lines pick from.
    await db.execute(sql`drop table if exists bench_variants`);
    await db.execute(sql`create unlogged table bench_variants as
      select row_number() over (order by v.id)::int as k, v.id, v.product_id, v.sku, v.price, p.title
      from product_variants v join products p on p.id = v.product_id`);
    await db.execute(sql`create unique index on bench_variants (k)`);
    for (let from = have + 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          with g as (
            select i,
              -- age in days: skewed towards the recent (a growing shop), within two years
              (730 * power(((i * 7919) % 100003) / 100003.0, 1.6))::float8 as age,
              ((i * 104729) % 1000)::int as r,
              ((i * 15485863) % ${CUSTOMERS})::int as c
            from generate_series(${from}::bigint, ${to}::bigint) as i
          ), o as (
            select i, c, r,
              now() - make_interval(secs => age * 86400) as at,
              (array['sandbox_card', 'sandbox_card', 'stripe', 'bank_transfer', 'cash_on_delivery'])[1 + (i % 5)] as method,
              age
            from g
          ), s as (
            select *,
              case
                when age < 3 and r < 400 then 'in_progress'
                when age < 3 and r < 450 then 'pending_cancellation'
                when r < 60 then 'cancelled'
                when age < 10 and r < 600 then 'in_progress'
                else 'completed'
              end as status
            from o
          )
          , ins as (
          insert into orders (number, email, phone, lang, currency, rate, status, pay_status, delivery_status, received,
            subtotal, discount, shipping_fee, total, address, shipping_method, payment_method, submitted_at,
            paid_at, shipped_at, completed_at, cancelled_at, idempotency_key, request_hash)
          select
            to_char(at, 'YYMMDD') || '-' || lpad(i::text, 7, '0'),
            'shopper' || c || '@example.com',
            '+1 512555' || lpad((c % 10000)::text, 4, '0'),
            (array['en', 'en', 'zh', 'zh-HK', 'fil'])[1 + (c % 5)],
            'USD', '1',
            status,
            case when status = 'completed' then 'paid'
                 when status = 'cancelled' then 'unpaid'
                 when method = 'cash_on_delivery' then 'unpaid'
                 when method = 'bank_transfer' and r % 3 = 0 then 'unpaid'
                 when method in ('sandbox_card', 'stripe') then 'paid'
                 else 'paid' end,
            case when status = 'completed' then 'shipped'
                 when status = 'in_progress' and r % 4 = 0 then 'shipped'
                 else 'not_shipped' end,
            status = 'completed',
            1000 + (i * 37) % 49000, 0, 500, 1500 + (i * 37) % 49000,
            jsonb_build_object('firstName', 'Shopper', 'lastName', 'No' || c, 'country', 'US', 'city', 'Austin', 'addressLine', c || ' Main St'),
            jsonb_build_object('id', 0, 'name', jsonb_build_object('en', 'Standard'), 'fee', 500),
            method,
            at,
            case when status = 'completed' or (status = 'in_progress' and method in ('sandbox_card', 'stripe')) then at end,
            case when status = 'completed' then at + interval '1 day' end,
            case when status = 'completed' then at + interval '5 days' end,
            case when status = 'cancelled' then at + interval '1 hour' end,
            'bench-' || i,
            'bench'
          from s
          returning id)
          -- 1–3 lines per order; the order's subtotal and total stay as generated (close enough for reading).
          insert into order_lines (order_id, product_id, variant_id, sku, title, unit_price, quantity, total)
          select o.id, v.product_id, v.id, v.sku, v.title, v.price, 1 + (o.id + l) % 3, v.price * (1 + (o.id + l) % 3)
          from ins o
          cross join lateral generate_series(1, 1 + o.id % 3) as l
          join bench_variants v on v.k = 1 + ((o.id * 31 + l * 977) % ${variantCount})`);
        await tx
          .insert(settings)
          .values({ key: KEY, value: { count: to } })
          .onConflictDoUpdate({ target: settings.key, set: { value: { count: to } } });
      });
      have = to;
      log(`  ${to.toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await db.execute(sql`drop table if exists bench_variants`);
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze order_lines`);
    generateSeconds = (Date.now() - started) / 1000;
    log(`Orders ready in ${generateSeconds.toFixed(0)} s`);
  }
  const found = (await db.execute(
    sql`select number from orders where idempotency_key in (select 'bench-' || (1 + (k * 7877) % ${Math.max(1, have)}) from generate_series(1, 40) k)`,
  )) as unknown as { rows: Array<{ number: string }> };
  const numbers = found.rows.map((r) => r.number);
  const emails = Array.from({ length: 40 }, (_, k) => `shopper${(k * 4999) % CUSTOMERS}@example.com`);
  return { targets: { numbers, emails }, generateSeconds };
}

export const BENCH_STAFF_EMAIL = 'bench-owner@example.com';

/** A staff owner account with a fresh random password (created, or its password replaced on a kept dataset). */
export async function prepareStaff(db: Db): Promise<{ email: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_STAFF_EMAIL));
  if (existing)
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, existing.id));
  else await createUser(db, { email: BENCH_STAFF_EMAIL, password, firstName: 'Bench', lastName: 'Owner', staffRole: 'owner', verified: true });
  return { email: BENCH_STAFF_EMAIL, password };
}
