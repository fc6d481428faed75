import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { connectRedis } from '../platform/redis.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, openSocket, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('the order socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers pings and refuses a connection without a valid token', async () => {
    const customer = await customerSession(server);
    const live = await openSocket(server.url, customer['x-auth']);
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => live.messages.map((m) => m.msg)).toContain('pong');
    live.close();
    const forged = await openSocket(server.url, 'not-a-session');
    await expect.poll(() => forged.messages[0]?.code).toBe(50);
  });

  it('an open socket is not a request in flight, so shutdown does not wait for it', async () => {
    const customer = await customerSession(server);
    const live = await openSocket(server.url, customer['x-auth']);
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => live.messages.map((m) => m.msg)).toContain('pong');
    expect(server.app.inFlight()).toBe(0);
    live.close();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the order socket across server processes (Redis)', () => {
  let first: TestServer;
  let second: App;
  let secondUrl: string;
  let secondRedis: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl! });
    secondRedis = await connectRedis(redisUrl!);
    // A second server on the same database with its own sockets: only Redis joins the two.
    second = await buildApp({ config: first.config, database: first.database, redis: secondRedis, logger: false });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.app.close();
    await secondRedis.quit();
    await first.close();
  });

  it('delivers an order change made on one server to a tab connected to the other', async () => {
    await createProduct(first.db, { slug: 'vase', variants: [{ sku: 'VASE', price: 3000, stock: 5 }] });
    const shippingMethodId = (await createShipping(first.db, { countries: ['US'], rate: 0 })).id;
    const customer = await customerSession(first);
    const live = await openSocket(secondUrl, customer['x-auth']);
    try {
      const { number } = await placeOrder(first, customer, { skus: [['VASE', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
      const staff = await staffSession(first);
      await first.post('/api/admin/order/mark-paid', { number }, staff);
      await expect.poll(() => live.messages.some((m) => m.data?.number === number && m.data?.payStatus === 'paid')).toBe(true);
      expect(second.hub.size()).toBe(1);
      expect(first.app.hub.size()).toBe(0);
    } finally {
      live.close();
    }
  });
});
