import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type App } from '../app.ts';
import { connectRedis } from '../platform/redis.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, openSocket, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Live = Awaited<ReturnType<typeof openSocket>>;
const STAFF = '/ws/staff';

/** Every message the socket had received once a ping sent now is answered (the server sends in order). */
async function settled(live: Live) {
  const pongs = live.messages.filter((m) => m.msg === 'pong').length;
  live.socket.send(JSON.stringify({ type: 'ping' }));
  await expect.poll(() => live.messages.filter((m) => m.msg === 'pong').length).toBe(pongs + 1);
  return live.messages;
}
const notices = (messages: Live['messages']) => messages.filter((m) => m.msg === 'notice').map((m) => m.data);

describe("the staff's console socket", () => {
  let server: TestServer;
  let shippingMethodId: number;
  beforeAll(async () => {
    server = await startTestServer();
    await createProduct(server.db, { slug: 'bowl', variants: [{ sku: 'BOWL', price: 2500, stock: 50 }] });
    shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 0 })).id;
  });
  afterAll(() => server.close());

  it("tells every connected member who may read orders of a new order, and no shopper's socket", async () => {
    const owner = await staffSession(server);
    const fulfilment = await staffSession(server, undefined, 'fulfilment');
    const customer = await customerSession(server);
    const [ownerLive, fulfilmentLive, customerLive] = await Promise.all([
      openSocket(server.url, owner['x-auth'], STAFF),
      openSocket(server.url, fulfilment['x-auth'], STAFF),
      openSocket(server.url, customer['x-auth']),
    ]);
    try {
      await expect.poll(() => ownerLive.messages.map((m) => m.msg)).toContain('connected');
      const { number } = await placeOrder(server, customer, { skus: [['BOWL', 1]], shippingMethodId });
      await expect.poll(() => notices(ownerLive.messages)).toEqual([{ type: 'order.placed', number }]);
      await expect.poll(() => notices(fulfilmentLive.messages)).toEqual([{ type: 'order.placed', number }]);
      // The customer's own socket hears about their order's payment, never the staff's notice.
      expect(notices(await settled(customerLive))).toEqual([]);
      expect(customerLive.messages.some((m) => m.data?.type === 'order.update' && m.data?.number === number)).toBe(true);
    } finally {
      [ownerLive, fulfilmentLive, customerLive].forEach((l) => l.close());
    }
  });

  it("refuses a customer's session and a socket without one", async () => {
    const customer = await customerSession(server);
    const refused = await openSocket(server.url, customer['x-auth'], STAFF);
    await expect.poll(() => refused.messages[0]?.code).toBe(30);
    await expect.poll(() => refused.socket.readyState).toBe(refused.socket.CLOSED);
    const anonymous = await openSocket(server.url, 'not-a-session', STAFF);
    await expect.poll(() => anonymous.messages[0]?.code).toBe(50);
    // A customer's socket takes no part in the staff's notices.
    const { number } = await placeOrder(server, customer, { skus: [['BOWL', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    expect(notices(refused.messages)).not.toContainEqual(expect.objectContaining({ number }));
    await expect.poll(() => server.app.hub.size()).toBe(0);
  });

  it("refuses a page of another site opening it with the member's cookie", async () => {
    const owner = await staffSession(server);
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${STAFF}`, { headers: { origin: 'https://evil.example', cookie: `x-auth=${owner['x-auth']}` } });
      socket.on('error', () => undefined);
      // The refused upgrade's connection is closed here, or it would keep the server from closing.
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        res.destroy();
        req.destroy();
      });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
    });
    expect(status).toBe(403);
  });

  it('tells them of a new after-sales request', async () => {
    const owner = await staffSession(server);
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['BOWL', 1]], shippingMethodId });
    const detail = (await server.post('/api/admin/order/get', { number }, owner)).body.data;
    const lines = detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
    await server.post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z', lines }, owner);
    await server.post('/api/web/order/confirm-receipt', { number }, customer);
    const live = await openSocket(server.url, owner['x-auth'], STAFF);
    try {
      await expect.poll(() => live.messages.map((m) => m.msg)).toContain('connected');
      const applied = await server.post('/api/web/return/apply', { number, type: 'refund_only', lines, reason: 'damaged', description: 'Cracked' }, customer);
      expect(applied.body.code).toBe(0);
      await expect.poll(() => notices(live.messages)).toEqual([{ type: 'return.requested', number: applied.body.data.number, orderNumber: number }]);
    } finally {
      live.close();
    }
  });

  it("applies a member's role change to their open socket at once, and disabling them closes it so notices stop", async () => {
    const owner = await staffSession(server);
    const member = await staffSession(server, undefined, 'support');
    const { id } = (await server.post('/api/admin/staff/me', {}, member)).body.data.member;
    const live = await openSocket(server.url, member['x-auth'], STAFF);
    try {
      await expect.poll(() => live.messages.map((m) => m.msg)).toContain('connected');
      // Support becomes fulfilment: the same socket is told its new role and permissions (customers gone, shipping added).
      expect((await server.post('/api/admin/staff/role', { id, role: 'fulfilment' }, owner)).body.code).toBe(0);
      await expect.poll(() => live.messages.find((m) => m.msg === 'role')?.data).toMatchObject({ role: 'fulfilment' });
      const { permissions } = live.messages.find((m) => m.msg === 'role')!.data as { permissions: string[] };
      expect(permissions).toContain('orders.ship');
      expect(permissions).not.toContain('customers.read');
      // Fulfilment still reads orders: the socket keeps hearing them.
      const customer = await customerSession(server);
      const first = await placeOrder(server, customer, { skus: [['BOWL', 1]], shippingMethodId });
      await expect.poll(() => notices(live.messages)).toEqual([{ type: 'order.placed', number: first.number }]);

      // Disabled: the open socket is told the session ended and closed; the next order's notice never reaches it.
      expect((await server.post('/api/admin/staff/disable', { id }, owner)).body.code).toBe(0);
      await expect.poll(() => live.socket.readyState).toBe(live.socket.CLOSED);
      expect(live.messages.at(-1)?.code).toBe(50);
      const ownerLive = await openSocket(server.url, owner['x-auth'], STAFF);
      try {
        await expect.poll(() => ownerLive.messages.map((m) => m.msg)).toContain('connected');
        const second = await placeOrder(server, customer, { skus: [['BOWL', 1]], shippingMethodId });
        await expect.poll(() => notices(ownerLive.messages)).toEqual([{ type: 'order.placed', number: second.number }]);
        expect(notices(live.messages)).toEqual([{ type: 'order.placed', number: first.number }]);
      } finally {
        ownerLive.close();
      }
    } finally {
      live.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("the staff's console socket across server processes (Redis)", () => {
  let first: TestServer;
  let second: App;
  let secondUrl: string;
  let secondRedis: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    // Its own prefix: other suites sharing this Redis neither hear nor send these notices.
    first = await startTestServer({ REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomUUID()}:` });
    secondRedis = await connectRedis(redisUrl!);
    second = await buildApp({ config: first.config, database: first.database, redis: secondRedis, logger: false });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.app.close();
    await secondRedis.quit();
    await first.close();
  });

  it('delivers an order placed on one server to a console connected to the other', async () => {
    await createProduct(first.db, { slug: 'jug', variants: [{ sku: 'JUG', price: 3000, stock: 5 }] });
    const shippingMethodId = (await createShipping(first.db, { countries: ['US'], rate: 0 })).id;
    const owner = await staffSession(first);
    const live = await openSocket(secondUrl, owner['x-auth'], STAFF);
    try {
      await expect.poll(() => live.messages.map((m) => m.msg)).toContain('connected');
      const customer = await customerSession(first);
      const { number } = await placeOrder(first, customer, { skus: [['JUG', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
      await expect.poll(() => notices(live.messages)).toEqual([{ type: 'order.placed', number }]);
      expect(second.hub.size()).toBe(1);
      expect(first.app.hub.size()).toBe(0);
    } finally {
      live.close();
    }
  });
});
