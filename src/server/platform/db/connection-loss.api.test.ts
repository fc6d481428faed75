/**
 * PostgreSQL connections that break under the shop (database restart, failover, an operator
 * terminating backends): the process keeps running, the requests that held a connection fail
 * cleanly, nothing is half-written, and the next requests are served.
 */
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../catalog/catalog.schema.ts';
import { orderLines, orders } from '../../orders/orders.schema.ts';
import { createProduct, createShipping } from '../../testing/factories.ts';
import { testAddress } from '../../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL connections lost under the shop', () => {
  let server: TestServer;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    server = await startTestServer();
    databaseName = ((await server.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0].name;
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    // Closing after terminated backends sometimes waits on a pooled client that never answers
    // (seen about one run in three; cause not yet found, recorded in the closing note): the
    // teardown gives it 20 s, then leaves the rest to the process's exit.
    await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  });

  const terminateAll = () =>
    admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);

  it('a connection terminated inside a transaction fails that transaction and nothing else', async () => {
    const lost = new Promise<Error>((resolve) => server.database.onConnectionError(resolve));
    const transaction = server.db.transaction(async (tx) => {
      const pid = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0].pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The connection is idle inside the transaction when it breaks: its client reports the
      // loss as an 'error' event, which used to end the process.
      await lost;
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await lost).message).toMatch(/terminat/i);

    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
    const list = await server.post('/api/web/product/list', {});
    expect(list.body.code).toBe(0);
  });

  it('readiness reports the database while it is unreachable, and recovers with it', async () => {
    await admin.query(`alter database ${databaseName} allow_connections false`);
    try {
      await terminateAll();
      const gone = await server.get('/readyz');
      expect(gone.status).toBe(503);
      expect(await gone.json()).toMatchObject({ status: 'unavailable', reachable: false });
    } finally {
      await admin.query(`alter database ${databaseName} allow_connections true`);
    }
    const back = await server.get('/readyz');
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: 'ready', database: 'postgres' });
  });

  it('backends terminated while shoppers place orders: the server survives and no order is half-written', async () => {
    const product = await createProduct(server.db, { variants: [{ sku: `LOAD-${randomUUID().slice(0, 8)}`, price: 1500, stock: 1000 }] });
    const sku = (await server.db.select().from(productVariants).where(eq(productVariants.productId, product.id)))[0].sku;
    const shipping = await createShipping(server.db, { countries: ['US'], rate: 500 });

    let stop = false;
    let attempts = 0;
    const shopper = async () => {
      const outcomes: number[] = [];
      while (!stop) {
        // A new shopper each time (visitor and e-mail): the cap on open unpaid orders per shopper is not what this measures.
        const visitor = { 'x-visitor-id': randomUUID() };
        try {
          await server.post('/api/web/cart/add', { sku, quantity: 1 }, visitor);
          const placed = await server.post(
            '/api/web/checkout/place',
            {
              idempotencyKey: randomUUID(),
              email: `load-${randomUUID()}@example.com`,
              address: testAddress,
              shippingMethodId: shipping.id,
              paymentMethod: 'bank_transfer',
            },
            visitor,
          );
          outcomes.push(placed.status);
        } catch {
          outcomes.push(-1);
        }
        attempts++;
      }
      return outcomes;
    };
    const shoppers = Array.from({ length: 4 }, shopper);
    let terminations = 0;
    for (let round = 1; round <= 8; round++) {
      // Let a few orders through between terminations.
      while (attempts < round * 3) await server.get('/healthz');
      terminations += Number((await terminateAll()).rows[0].n);
    }
    stop = true;
    const statuses = (await Promise.all(shoppers)).flat();

    expect(terminations).toBeGreaterThan(0);
    // Every answer is an answer (no dropped sockets from a dead process): success or a clean error envelope.
    expect(statuses.every((s) => s === 200 || s === 500 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    // Every order that exists is whole, and the stock taken equals what the orders hold.
    const placed = await server.db.select({ id: orders.id }).from(orders).where(like(orders.email, 'load-%@example.com'));
    const lines = await server.db.select({ orderId: orderLines.orderId, quantity: orderLines.quantity }).from(orderLines);
    const halfOrders = placed.filter((o) => lines.filter((l) => l.orderId === o.id).length !== 1);
    expect(halfOrders).toEqual([]);
    const [variant] = await server.db.select().from(productVariants).where(eq(productVariants.sku, sku));
    expect(variant.stock).toBe(1000 - placed.length);

    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
  });
});
