import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressInput } from '../../../shared/contracts/checkout.ts';
import { addToCart } from '../../cart/add.ts';
import { productVariants, products } from '../../catalog/catalog.schema.ts';
import { PRODUCT_FIGURES } from '../../inventory/inventory.service.ts';
import { ORDER_CONFIRMATION } from '../../orders/mail.ts';
import { orders } from '../../orders/orders.schema.ts';
import { createProduct, createShipping } from '../../testing/factories.ts';
import { recordingMailer } from '../../testing/recorders.ts';
import { testAddress } from '../../testing/shop-helpers.ts';
import { startTestDatabase } from '../../testing/test-server.ts';
import { shopJobHandlers } from '../../workflows/jobs.ts';
import { placeOrder } from '../../workflows/place-order.ts';
import type { Db } from '../db/client.ts';
import { createJobRunner, enqueue, JOB_MAX_ATTEMPTS, mergeable, releaseLeases, retryDelayMs, type JobHandler } from './jobs.ts';
import { jobs } from './jobs.schema.ts';

let db: Db;
let close: () => Promise<void>;
let shippingMethodId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  await createProduct(db, { slug: 'kettle', variants: [{ sku: 'KETTLE', price: 3000, stock: 50 }] });
  shippingMethodId = (await createShipping(db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => close());

const noLog = () => {};
const jobsOf = (kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind));
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

function shopRunner() {
  const mailer = recordingMailer();
  const runner = createJobRunner({
    db,
    handlers: shopJobHandlers({
      db,
      mailer,
      publicUrl: 'http://shop.test',
      baseCurrency: async () => 'USD',
      bankTransfer: async () => ({ settings: { windowDays: 3, accountHolder: 'Shop Ltd.', bankName: 'Bank', accountNumber: 'GB00 0000' }, instructions: {} }),
    }),
    log: noLog,
  });
  return { mailer, runner };
}

const transferOrder = (visitorId: string, email: string) =>
  placeOrder(
    { db, events: { publish() {} }, paymentMethods: ['bank_transfer'], log: noLog },
    {
      shopper: { visitorId },
      body: { idempotencyKey: randomUUID(), email, address: AddressInput.parse(testAddress), shippingMethodId, paymentMethod: 'bank_transfer' },
      lang: 'en',
      baseCurrency: 'USD',
      rates: { USD: 1 },
    },
  );

describe('jobs written with the order', () => {
  it('a committed order has its confirmation job; the runner sends it once and refreshes the listing figures', async () => {
    const { mailer, runner } = shopRunner();
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'KETTLE', 2);
    const placed = await transferOrder(visitorId, 'kettle@example.com');

    // Before any runner ran, the order's jobs are there: a crash now would lose nothing.
    const confirmations = (await jobsOf(ORDER_CONFIRMATION)).filter((j) => j.payload.orderId === placed.orderId);
    expect(confirmations).toHaveLength(1);
    expect((await jobsOf(PRODUCT_FIGURES)).length).toBeGreaterThan(0);
    expect(mailer.sent).toEqual([]);

    await runner.runDueJobs();
    expect(mailer.sent.filter((m) => m.to === 'kettle@example.com')).toEqual([expect.objectContaining({ subject: `Thank you! — ${placed.orderNumber}` })]);
    const [kettle] = await db.select({ stockTotal: products.stockTotal, soldCount: products.soldCount }).from(products).where(eq(products.slug, 'kettle'));
    const [variant] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'KETTLE'));
    expect(kettle).toEqual({ stockTotal: variant.stock, soldCount: 50 - variant.stock });
    // Done jobs are gone, and running again sends nothing more.
    expect(await db.select().from(jobs)).toEqual([]);
    await runner.runDueJobs(later(24 * 3600_000));
    expect(mailer.sent.filter((m) => m.to === 'kettle@example.com')).toHaveLength(1);
  });

  it('an order whose transaction rolls back leaves no job and sends nothing', async () => {
    const { mailer, runner } = shopRunner();
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'KETTLE', 3);
    // Stock runs short between the cart and the order: the order's transaction rolls back.
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.sku, 'KETTLE'));
    const before = (await db.select().from(orders)).length;
    await expect(transferOrder(visitorId, 'short@example.com')).rejects.toMatchObject({ name: 'ONLY_LEFT' });
    expect(await db.select().from(orders)).toHaveLength(before);
    expect(await db.select().from(jobs)).toEqual([]);

    // The same holds for a job written by any transaction that rolls back.
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, ORDER_CONFIRMATION, { orderId: 1, guestToken: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.select().from(jobs)).toEqual([]);
    await runner.runDueJobs();
    expect(mailer.sent).toEqual([]);
    await db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.sku, 'KETTLE'));
  });
});

describe('the job runner', () => {
  it('retries a failing job with growing waits, then runs it', async () => {
    const calls: number[] = [];
    const flaky: JobHandler = async (payload) => {
      calls.push(Number(payload.n));
      if (calls.length < 3) throw new Error(`mail server down (${calls.length})`);
    };
    const runner = createJobRunner({ db, handlers: { 'test.flaky': flaky }, log: noLog });
    await enqueue(db, 'test.flaky', { n: 7 });
    // PostgreSQL stamps run_at to the microsecond: "now" here is the next millisecond, so the job is due.
    const t0 = new Date(Date.now() + 1);

    expect(await runner.runDueJobs(t0)).toBe(1);
    let [job] = await jobsOf('test.flaky');
    expect(job).toMatchObject({ attempts: 1, lastError: 'mail server down (1)', failedAt: null, lockedUntil: null });
    expect(job.runAt.getTime()).toBe(later(retryDelayMs(1), t0).getTime());

    // Not before its wait is over.
    expect(await runner.runDueJobs(later(retryDelayMs(1) - 1000, t0))).toBe(0);
    const t1 = later(retryDelayMs(1), t0);
    expect(await runner.runDueJobs(t1)).toBe(1);
    [job] = await jobsOf('test.flaky');
    expect(job).toMatchObject({ attempts: 2, lastError: 'mail server down (2)' });
    // The second wait is twice the first.
    expect(job.runAt.getTime() - t1.getTime()).toBe(2 * retryDelayMs(1));

    expect(await runner.runDueJobs(later(2 * retryDelayMs(1), t1))).toBe(1);
    expect(calls).toEqual([7, 7, 7]);
    expect(await jobsOf('test.flaky')).toEqual([]);
  });

  it('runs the due jobs of a mergeable kind once with their payloads merged, and each on its own when that fails', async () => {
    const runs: number[][] = [];
    let refuseMerged = false;
    const figures = mergeable(
      async (payload) => {
        const ids = payload.ids as number[];
        if (refuseMerged && ids.length > 1) throw new Error('too many at once');
        runs.push(ids);
      },
      (payloads) => ({ ids: payloads.flatMap((p) => p.ids as number[]) }),
    );
    const runner = createJobRunner({ db, handlers: { 'test.figures': figures }, log: noLog });
    for (const id of [1, 2, 3]) await enqueue(db, 'test.figures', { ids: [id] });
    expect(await runner.runDueJobs(later(1))).toBe(3);
    // One run with every job's ids (in whichever order the claim answered them).
    expect(runs.map((ids) => [...ids].sort((a, b) => a - b))).toEqual([[1, 2, 3]]);
    expect(await jobsOf('test.figures')).toEqual([]);

    runs.length = 0;
    refuseMerged = true;
    for (const id of [4, 5]) await enqueue(db, 'test.figures', { ids: [id] });
    await runner.runDueJobs(later(1));
    expect(runs.map((ids) => ids.length)).toEqual([1, 1]);
    expect(runs.flat().sort((a, b) => a - b)).toEqual([4, 5]);
    expect(await jobsOf('test.figures')).toEqual([]);
  });

  it('keeps a job that keeps failing, with its error, and stops trying it', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db,
      handlers: {
        'test.broken': async () => {
          calls++;
          throw new Error('no such mailbox');
        },
      },
      log: noLog,
    });
    await enqueue(db, 'test.broken', {});
    let at = new Date(Date.now() + 1);
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      expect(await runner.runDueJobs(at)).toBe(1);
      at = later(retryDelayMs(attempt), at);
    }
    expect(await runner.runDueJobs(later(365 * 86_400_000))).toBe(0);
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    const [job] = await jobsOf('test.broken');
    expect(job).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, lastError: 'no such mailbox', failedAt: expect.any(Date) });
    await db.delete(jobs).where(eq(jobs.kind, 'test.broken'));
  });

  it('never runs one job twice when two runners drain at the same time', async () => {
    const ran: number[] = [];
    const handler: JobHandler = async (payload) => {
      ran.push(Number(payload.n));
      // Hold the job a moment, so the other runner claims while this one works.
      await db.execute(sql`select 1`);
    };
    const first = createJobRunner({ db, handlers: { 'test.count': handler }, log: noLog });
    const second = createJobRunner({ db, handlers: { 'test.count': handler }, log: noLog });
    const count = 60;
    for (let n = 0; n < count; n++) await enqueue(db, 'test.count', { n });

    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);

    expect(a + b).toBe(count);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await jobsOf('test.count')).toEqual([]);
  });

  it('takes over a job whose runner died holding it, once its lease is over', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db, handlers: { 'test.lease': async () => void ran.push('ran') }, log: noLog });
    const id = await enqueue(db, 'test.lease', {});
    // A runner claimed it, then its process was killed.
    await db.execute(sql`update ${jobs} set attempts = 1, locked_until = now() + interval '5 minutes' where id = ${id}`);
    expect(await runner.runDueJobs()).toBe(0);
    expect(await runner.runDueJobs(later(5 * 60_000 + 1000))).toBe(1);
    expect(ran).toEqual(['ran']);
  });

  it('runs at once, after a restart, a job its killed process held, where no other process can hold one', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db, handlers: { 'test.restart': async () => void ran.push('ran') }, log: noLog });
    const id = await enqueue(db, 'test.restart', {});
    await db.execute(sql`update ${jobs} set attempts = 1, locked_until = now() + interval '5 minutes' where id = ${id}`);
    await releaseLeases(db);
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran).toEqual(['ran']);
    expect(await jobsOf('test.restart')).toEqual([]);
  });
});
