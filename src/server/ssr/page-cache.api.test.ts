import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { connectRedis } from '../platform/redis.ts';
import { onPurge, type PurgeTags } from '../platform/purge.ts';
import { createHub } from '../realtime/hub.ts';
import { createShipping } from '../testing/factories.ts';
import { bootOf, customerSession, placeOrder, provenVisitor, staffSession } from '../testing/shop-helpers.ts';
import { startAnotherProcess, startTestServer, type TestServer } from '../testing/test-server.ts';

/** A returning visitor: has a visitor id already, so the page is the same as anyone's. */
const visitor = { cookie: `visitorId=${randomUUID()}` };

const productBody = (slug: string, price: number, stock = 5) => ({
  slug,
  title: { en: slug },
  description: { en: `<p>${slug}</p>` },
  status: 'active' as const,
  variants: [{ sku: slug.toUpperCase(), price, stock }],
});

async function saveProduct(server: TestServer, staff: Record<string, string>, slug: string, price: number, stock = 5) {
  const saved = await server.post('/api/admin/product/save', productBody(slug, price, stock), staff);
  expect(saved.body.code).toBe(0);
  return saved.body.data as { id: number; version: number; variants: Array<{ id: number; sku: string }> };
}

async function changePrice(server: TestServer, staff: Record<string, string>, id: number, slug: string, price: number) {
  const loaded = (await server.post('/api/admin/product/get', { id }, staff)).body.data;
  const body = { ...productBody(slug, price), id, version: loaded.version, variants: loaded.variants.map((v: object) => ({ ...v, price })) };
  expect((await server.post('/api/admin/product/save', body, staff)).body.code).toBe(0);
}

const view = async (server: TestServer, path: string, headers: Record<string, string> = visitor) => {
  const res = await server.get(path, headers);
  return { status: res.status, cache: res.headers.get('x-page-cache'), headers: res.headers, text: await res.text() };
};

/** A page asked for twice: the second render of an address is the one kept. */
const keptView = async (server: TestServer, path: string, headers: Record<string, string> = visitor) => {
  await view(server, path, headers);
  return view(server, path, headers);
};

describe('anonymous pages from the page cache', () => {
  let server: TestServer;
  let owner: Record<string, string>;
  let tea: { id: number; variants: Array<{ id: number; sku: string }> };
  let black: { id: number };
  beforeAll(async () => {
    server = await startTestServer();
    owner = await staffSession(server);
    tea = await saveProduct(server, owner, 'green-tea', 1200);
    black = await saveProduct(server, owner, 'black-tea', 1500);
  });
  afterAll(() => server.close());

  it('keeps a product page once its address is asked for again, and serves it after without running SQL', async () => {
    const first = await view(server, '/product/green-tea');
    expect(first.text).toContain('green-tea');
    // Rendered once, it is not kept: an address asked for once would only push others out.
    expect(server.app.pageCache.stats().entries).toBe(0);
    expect((await view(server, '/product/green-tea')).cache).toBe('miss');
    const before = totalQueryCount();
    const third = await view(server, '/product/green-tea');
    expect(totalQueryCount() - before).toBe(0);
    expect(third.cache).toBe('hit');
    expect(third.status).toBe(200);
    expect(third.text).toBe(first.text);
  });

  it('answers 304 to a copy that is current, and lets shared caches keep the page briefly', async () => {
    const page = await view(server, '/product/green-tea');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // The nonce differs per answer; the validator does not.
    expect((await view(server, '/product/green-tea')).headers.get('etag')).toBe(etag);
    const again = await server.get('/product/green-tea', { ...visitor, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The browser keeps the policy stored with its copy, whose nonce that copy's scripts carry.
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect((await server.get('/product/green-tea', { ...visitor, 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('drops the page of a product whose price changed in the console, and keeps the others', async () => {
    await keptView(server, '/product/green-tea');
    await keptView(server, '/product/black-tea');
    await changePrice(server, owner, tea.id, 'green-tea', 990);
    const changed = await view(server, '/product/green-tea');
    expect(changed.cache).toBe('miss');
    expect(changed.text).toContain('9.90');
    expect((await view(server, '/product/black-tea')).cache).toBe('hit');
  });

  it('renders an address that differs only by a query value the page does not read without running SQL', async () => {
    await view(server, '/product/black-tea?utm_source=newsletter');
    const before = totalQueryCount();
    const tagged = await view(server, '/product/black-tea?utm_source=social&gclid=abc');
    expect(totalQueryCount() - before).toBe(0);
    // A page of its own in the page cache, rendered from what the first address's build read.
    expect(tagged.cache).toBe('miss');
    expect(tagged.status).toBe(200);
    expect(tagged.text).toContain('15.00');
  });

  it('builds a page again for a query value it reads', async () => {
    const green = await view(server, '/search?q=green&utm_source=a');
    const black = await view(server, '/search?q=black&utm_source=a');
    expect(green.text).toContain('/product/green-tea');
    expect(green.text).not.toContain('/product/black-tea');
    expect(black.text).toContain('/product/black-tea');
    expect(black.text).not.toContain('/product/green-tea');
  });

  it('shows a changed price at an address never seen before, once the console changed it', async () => {
    await view(server, '/product/black-tea?utm_source=before');
    await changePrice(server, owner, black.id, 'black-tea', 1450);
    const after = await view(server, '/product/black-tea?utm_source=after');
    expect(after.text).toContain('14.50');
    await changePrice(server, owner, black.id, 'black-tea', 1500);
  });

  it('drops the pages that show a coupon when the merchant changes it, and keeps the product pages', async () => {
    const coupon = { code: 'TEA10', title: { en: 'Tea week' }, discountType: 'percent', value: 10, threshold: 0 };
    const saved = await server.post('/api/admin/coupon/save', coupon, owner);
    expect(saved.body.code).toBe(0);
    await keptView(server, '/coupon/TEA10');
    await keptView(server, '/product/black-tea');
    expect((await view(server, '/coupon/TEA10')).cache).toBe('hit');
    expect((await server.post('/api/admin/coupon/save', { ...coupon, id: saved.body.data.id, title: { en: 'Tea fortnight' } }, owner)).body.code).toBe(0);
    const changed = await view(server, '/coupon/TEA10');
    expect(changed.cache).toBe('miss');
    expect(changed.text).toContain('Tea fortnight');
    expect((await view(server, '/product/black-tea')).cache).toBe('hit');
  });

  it('drops a product page when the merchant counts its stock again, and only that page', async () => {
    const adjust = (quantity: number) => server.post('/api/admin/stock/adjust', { variantId: tea.variants[0].id, mode: 'set', quantity, reason: 'correction' }, owner);
    await keptView(server, '/product/green-tea');
    await adjust(3);
    expect((await view(server, '/product/green-tea')).cache).toBe('miss');
    await adjust(0);
    expect((await view(server, '/product/green-tea')).cache).toBe('miss');
    await adjust(2);
    expect((await view(server, '/product/green-tea')).cache).toBe('miss');
    expect((await view(server, '/product/black-tea')).cache).toBe('hit');
  });

  /** One shipping method for the orders of these tests (the first zone that covers a country serves it). */
  let shippingMethod: { id: number } | undefined;
  const usShipping = async () => (shippingMethod ??= await createShipping(server.db, { countries: ['US'] }));

  it('drops a product page when an order takes its last units', async () => {
    const shipping = await usShipping();
    const last = await saveProduct(server, owner, 'white-tea', 800, 1);
    expect((await keptView(server, '/product/white-tea')).cache).toBe('miss');
    expect((await view(server, '/product/white-tea')).cache).toBe('hit');
    const buyer = await provenVisitor(server);
    await placeOrder(server, buyer, { skus: [[last.variants[0].sku, 1]], shippingMethodId: shipping.id });
    expect((await view(server, '/product/white-tea')).cache).toBe('miss');
  });

  it('drops a product page when an order or its cancellation changes a low count, not a count that stays high', async () => {
    const shipping = await usShipping();
    const few = await saveProduct(server, owner, 'oolong-tea', 900, 4);
    const many = await saveProduct(server, owner, 'mint-tea', 700, 40);
    for (const slug of ['oolong-tea', 'mint-tea']) await keptView(server, `/product/${slug}`);
    const buyer = await provenVisitor(server);
    const order = await placeOrder(server, buyer, {
      skus: [
        [few.variants[0].sku, 1],
        [many.variants[0].sku, 1],
      ],
      shippingMethodId: shipping.id,
      paymentMethod: 'bank_transfer',
    });
    const after = await view(server, '/product/oolong-tea');
    expect(after.cache).toBe('miss');
    expect(after.text).toContain('Only 3 units left');
    expect((await view(server, '/product/mint-tea')).cache).toBe('hit');
    expect((await server.post('/api/admin/order/cancel', { number: order.number }, owner)).body.code).toBe(0);
    await server.app.jobs.runDueJobs();
    const back = await view(server, '/product/oolong-tea');
    expect(back.cache).toBe('miss');
    expect(back.text).toContain('Only 4 units left');
  });

  it('gives a visitor with a cart the same page as anyone: the cart count comes from /visitor/data', async () => {
    const shopper = await provenVisitor(server);
    expect((await server.post('/api/web/cart/add', { sku: 'BLACK-TEA', quantity: 2 }, shopper)).body.code).toBe(0);
    const anyone = await view(server, '/product/black-tea');
    const theirs = await view(server, '/product/black-tea', shopper);
    expect(theirs.cache).toBe('hit');
    expect(theirs.headers.get('etag')).toBe(anyone.headers.get('etag'));
    expect((await server.post('/api/web/visitor/data', {}, shopper)).body.data.cart.count).toBe(2);
  });

  it("never keeps or shares a signed-in page, even where anyone's page is kept", async () => {
    for (const path of ['/product/black-tea', '/product/black-tea?request=route']) expect((await view(server, path)).cache).toMatch(/hit|miss/);
    expect((await view(server, '/product/black-tea')).cache).toBe('hit');
    const customer = await customerSession(server);
    const token = customer['x-auth'];
    for (const headers of [customer, { cookie: `x-auth=${token}; visitorId=${randomUUID()}` }]) {
      for (const path of ['/product/black-tea', '/product/black-tea?request=route']) {
        const res = await server.get(path, headers);
        expect([path, res.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
        expect(res.headers.get('etag')).toBeNull();
        expect(res.headers.get('x-page-cache')).toBeNull();
      }
    }
  });

  it('keeps a page per currency the shopper chose', async () => {
    await server.app.site.saveRate({ code: 'EUR', rate: 0.5, effectiveFrom: '2020-01-01' });
    await server.app.site.get();
    // A new rate is a new site state: its pages are new addresses to the cache.
    const base = bootOf((await keptView(server, '/product/green-tea')).text);
    await keptView(server, '/product/green-tea', { cookie: `${visitor.cookie}; currency=EUR` });
    const euro = await view(server, '/product/green-tea', { cookie: `${visitor.cookie}; currency=EUR` });
    const again = await view(server, '/product/green-tea');
    expect([euro.cache, again.cache]).toEqual(['hit', 'hit']);
    expect(bootOf(euro.text).currency).toBe('EUR');
    expect(bootOf(again.text).currency).toBe(base.currency);
    expect(base.currency).not.toBe('EUR');
  });

  it('sends a kept page compressed once, as brotli or gzip as the browser takes them', async () => {
    const raw = (path: string, encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { headers: { 'accept-encoding': encoding, cookie: visitor.cookie } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const page = (await view(server, '/product/green-tea')).text;
    // The first compressed answer is a quick brotli, made once and kept; the next one starts a harder brotli.
    const first = await raw('/product/green-tea', 'gzip, deflate, br');
    expect([first.headers['content-encoding'], first.headers['content-length']]).toEqual(['br', String(first.body.length)]);
    expect(brotliDecompressSync(first.body).toString()).toBe(page);
    expect((await raw('/product/green-tea', 'br')).body).toEqual(first.body);
    await server.app.pageCache.settled();
    const br = await raw('/product/green-tea', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(first.body.length);
    const gz = await raw('/product/green-tea', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    // A page not kept yet is compressed for its answer all the same.
    const once = await raw('/product/black-tea?utm_source=once', 'gzip, deflate, br');
    expect([once.headers['content-encoding'], once.headers['x-page-cache']]).toEqual(['br', 'miss']);
    expect(brotliDecompressSync(once.body).toString()).toContain('black-tea');
    const none = await raw('/product/green-tea', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(page);
  });

  it('counts hits and misses for the benchmark', async () => {
    const stats = server.app.pageCache.stats();
    expect(stats.hits).toBeGreaterThan(0);
    expect(stats.misses).toBeGreaterThan(0);
    expect(stats.bytes).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the page cache shared through Redis', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}:`;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix };
    one = await startTestServer(env);
    two = await startAnotherProcess(one, env);
  });
  afterAll(async () => {
    const redis = await connectRedis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await two?.close();
    await one?.close();
  });

  it('renders a page once for both processes, and a purge in one drops it in the other', async () => {
    const owner = await staffSession(one);
    const { id } = await saveProduct(one, owner, 'oolong', 2000);
    // Asked for once in each process: the second render, in the other process, is kept for both.
    expect((await view(one, '/product/oolong')).cache).toBe('miss');
    expect((await view(two, '/product/oolong')).cache).toBe('miss');
    const shared = await view(one, '/product/oolong');
    expect(shared.cache).toBe('hit');
    expect(shared.text).toContain('20.00');
    const redis = await connectRedis(process.env.REDIS_URL!);
    try {
      expect((await redis.keys(`${prefix}page:*`)).length).toBeGreaterThan(0);
      await changePrice(one, owner, id, 'oolong', 1800);
      const after = await view(two, '/product/oolong');
      expect(after.cache).toBe('miss');
      expect(after.text).toContain('18.00');
    } finally {
      await redis.quit();
    }
  });

  it('relays a purge with its tags to the other processes', async () => {
    const redis = await connectRedis(process.env.REDIS_URL!);
    const channelPrefix = `${prefix}relay:`;
    const sender = createHub({ redis, prefix: channelPrefix, log: () => {} });
    const receiver = createHub({ redis, prefix: channelPrefix, log: () => {} });
    try {
      const heard = new Promise<PurgeTags>((resolve) => {
        const stop = onPurge('catalog', (tags) => {
          if (!tags?.includes('product:4242')) return;
          stop();
          resolve(tags);
        });
      });
      // The receiver listens once a notice sent through Redis reaches it (sent again until then: subscribing takes a round trip).
      await new Promise<void>((resolve) => {
        const ping = setInterval(() => receiver.notify({ userId: null, visitorId: 'ready', msg: 'ping', data: {} }), 20);
        const stop = receiver.add(
          {
            send: () => {
              clearInterval(ping);
              stop();
              resolve();
            },
            readyState: 1,
            close: () => {},
          },
          { userId: null, visitorId: 'ready' },
        );
      });
      sender.purge('catalog', ['product:4242', 'listing']);
      expect(await heard).toEqual(['product:4242', 'listing']);
    } finally {
      await sender.close();
      await receiver.close();
      await redis.quit();
    }
  });
});
