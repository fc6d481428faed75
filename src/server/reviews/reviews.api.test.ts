import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/catalog.schema.ts';
import { totalQueryCount } from '../platform/db/client.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { jpegWithExif, upload } from '../testing/images.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { reviews } from './reviews.schema.ts';

let server: TestServer;
let staff: Record<string, string>;
let shippingMethodId: number;
let mugId: number;
let capId: number;
beforeAll(async () => {
  server = await startTestServer();
  mugId = (await createProduct(server.db, { slug: 'mug', title: { en: 'Mug', zh: '马克杯' }, variants: [{ sku: 'MUG', price: 1200, stock: 500 }] })).id;
  capId = (await createProduct(server.db, { slug: 'cap', title: { en: 'Cap', zh: '帽子' }, variants: [{ sku: 'CAP', price: 1500, stock: 500 }] })).id;
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
});
afterAll(() => server.close());

/** A customer's order of the SKUs, shipped in full; received unless `received` is false. */
async function boughtOrder(customer: Record<string, string>, skus: Array<[string, number]>, received = true) {
  const { number } = await placeOrder(server, customer, { skus, shippingMethodId });
  const detail = (await server.post('/api/admin/order/get', { number }, staff)).body.data;
  const lines = detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
  expect((await server.post('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD1', lines }, staff)).body.code).toBe(0);
  if (received) expect((await server.post('/api/web/order/confirm-receipt', { number }, customer)).body.code).toBe(0);
  return { number, lineIds: detail.lines.map((l: { id: number }) => l.id) as number[] };
}

const list = (productId: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.post('/api/web/review/list', { productId, ...extra }, headers).then((r) => r.body);

const outbox = () => {
  const dir = path.join(server.config.dataDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('writing a review', () => {
  it('is only possible once the order is received, once per line, even when sent twice at the same moment', async () => {
    const customer = await customerSession(server);
    const { number, lineIds } = await boughtOrder(customer, [['MUG', 1]], false);
    const body = { lineId: lineIds[0], rating: 5, content: 'Keeps my tea hot.' };
    const early = await server.post('/api/web/review/submit', body, customer);
    expect(early).toMatchObject({ status: 409, body: { code: 41, msg: 'You can review a product once you have received it' } });
    expect((await server.post('/api/web/review/order', { number }, customer)).body.data).toEqual([
      expect.objectContaining({ lineId: lineIds[0], reviewable: false, review: null }),
    ]);

    await server.post('/api/web/order/confirm-receipt', { number }, customer);
    const both = await Promise.all([server.post('/api/web/review/submit', body, customer), server.post('/api/web/review/submit', body, customer)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 41]);
    expect(both.find((r) => r.body.code === 41)!.body.msg).toBe('You have already reviewed this item');
    expect(await server.db.select().from(reviews).where(eq(reviews.orderLineId, lineIds[0]))).toHaveLength(1);

    const mine = (await server.post('/api/web/review/order', { number }, customer)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({ reviewable: true, review: expect.objectContaining({ rating: 5, content: 'Keeps my tea hot.', editableUntil: expect.any(String) }) }),
    ]);
    const shown = await list(mugId);
    expect(shown.data.list[0]).toMatchObject({ rating: 5, content: 'Keeps my tea hot.', authorName: 'Ana C.', verified: true });
  });

  it("refuses someone else's order line, a missing rating or text, and more than nine photos, in the shopper's language", async () => {
    const owner = await customerSession(server);
    const { lineIds } = await boughtOrder(owner, [['MUG', 1]]);
    const stranger = await customerSession(server);
    expect((await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 4, content: 'Nice' }, stranger)).status).toBe(404);
    const zh = { ...owner, 'x-lang': 'zh' };
    expect((await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 0, content: 'Nice' }, zh)).body.msg).toBe('请选择 1 到 5 星的评分');
    expect((await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 4, content: '   ' }, zh)).body.msg).toBe('请填写评价内容');
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/u/00/${i}.webp`);
    expect((await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 4, content: 'Nice', images: ten }, zh)).body.msg).toBe('最多可添加 9 张图片');
    // A photo that is not the customer's own upload.
    const other = (await upload(server, { bytes: await jpegWithExif(80, 60), name: 'x.jpg', type: 'image/jpeg' }, stranger)).body.data.url;
    const refused = await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 4, content: 'Nice', images: [other] }, owner);
    expect(refused.body.msg).toBe('One of the photos was not uploaded by you. Please upload it again.');
    expect(await server.db.select().from(reviews).where(eq(reviews.orderLineId, lineIds[0]))).toHaveLength(0);
  });

  it('keeps photos the customer uploaded, shown on the product page', async () => {
    const customer = await customerSession(server);
    const { lineIds } = await boughtOrder(customer, [['CAP', 1]]);
    const photo = (await upload(server, { bytes: await jpegWithExif(800, 600), name: 'cap.jpg', type: 'image/jpeg' }, customer)).body.data;
    const sent = await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 4, content: 'Fits well.', images: [photo.url] }, customer);
    expect(sent.body).toMatchObject({ code: 0, msg: 'Thank you! Your review has been submitted.' });
    const page = await list(capId, { sort: 'photos' });
    expect(page.data.list).toEqual([
      expect.objectContaining({ content: 'Fits well.', images: [{ url: photo.url, width: 800, height: 600, alt: 'Photo 1 from Ana C.' }] }),
    ]);
    expect(page.data.summary.withPhotos).toBe(1);
  });
});

describe('editing a review', () => {
  it("is open to its writer for 30 days, and someone else's review is not found", async () => {
    const customer = await customerSession(server);
    const { lineIds } = await boughtOrder(customer, [['MUG', 1]]);
    const { id } = (await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 2, content: 'Chipped.' }, customer)).body.data;
    const edited = await server.post('/api/web/review/edit', { id, rating: 4, content: 'Replaced quickly, thanks.' }, customer);
    expect(edited.body).toMatchObject({ code: 0, data: { rating: 4, content: 'Replaced quickly, thanks.' } });
    expect((await list(mugId)).data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ rating: 4, editedAt: expect.any(String) });

    const other = await customerSession(server);
    const theirs = await server.post('/api/web/review/edit', { id, rating: 1, content: 'Hacked' }, other);
    expect(theirs.status).toBe(404);

    await server.db.execute(sql`update reviews set created_at = now() - interval '31 days' where id = ${id}`);
    const late = await server.post('/api/web/review/edit', { id, rating: 5, content: 'Later thoughts' }, { ...customer, 'x-lang': 'zh-HK' });
    expect(late.body).toMatchObject({ code: 41, msg: '評價只可在發佈後 30 天內修改' });
    expect((await server.db.select().from(reviews).where(eq(reviews.id, id)))[0]).toMatchObject({ rating: 4, content: 'Replaced quickly, thanks.' });
  });
});

describe('replies, reports and hiding', () => {
  it('asks visitors to sign in, needs content, and lets the merchant reply and hide what was reported', async () => {
    const customer = await customerSession(server);
    const { lineIds } = await boughtOrder(customer, [['CAP', 1]]);
    const { id } = (await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 1, content: 'Rude words here' }, customer)).body.data;

    const visitor = { 'x-visitor-id': randomUUID() };
    const anonymous = await server.post('/api/web/review/reply', { reviewId: id, content: 'Same here' }, visitor);
    expect(anonymous.body).toMatchObject({ code: 50, msg: 'Please sign in to reply' });
    expect((await server.post('/api/web/review/reply', { reviewId: id, content: 'Same here' }, { ...visitor, 'x-lang': 'fil' })).body.msg).toBe(
      'Mag-sign in muna para makasagot',
    );
    const reader = await customerSession(server);
    expect((await server.post('/api/web/review/reply', { reviewId: id, content: '  ' }, reader)).body).toMatchObject({ code: 41, msg: 'Please enter your reply' });
    const reply = await server.post('/api/web/review/reply', { reviewId: id, content: 'Mine was fine.' }, reader);
    expect(reply.body).toMatchObject({ code: 0, data: { content: 'Mine was fine.', fromShop: false, authorName: 'Ana C.' } });
    const shopReply = await server.post('/api/admin/review/reply', { reviewId: id, content: 'Sorry, we will be in touch.' }, staff);
    expect(shopReply.body.data).toMatchObject({ fromShop: true });
    expect((await server.post('/api/admin/review/reply', { reviewId: id, content: 'x' }, customer)).body.code).toBe(30);
    let shown = (await list(capId)).data.list.find((r: { id: number }) => r.id === id);
    expect(shown.replies.map((r: { content: string }) => r.content)).toEqual(['Mine was fine.', 'Sorry, we will be in touch.']);

    // Reported twice by the same shopper counts once.
    expect((await server.post('/api/web/review/report', { reviewId: id }, visitor)).body.code).toBe(0);
    expect((await server.post('/api/web/review/report', { reviewId: id }, visitor)).body.code).toBe(0);
    await server.post('/api/web/review/report', { reviewId: id, replyId: reply.body.data.id }, reader);
    const reported = (await server.post('/api/admin/review/list', { reported: true }, staff)).body.data;
    expect(reported.list).toEqual([
      expect.objectContaining({ id, reportCount: 1, replies: [expect.objectContaining({ reportCount: 1 }), expect.objectContaining({ reportCount: 0 })] }),
    ]);

    const before = (await list(capId)).data.summary;
    await server.post('/api/admin/review/hide', { reviewId: id, replyId: reply.body.data.id, hidden: true }, staff);
    shown = (await list(capId)).data.list.find((r: { id: number }) => r.id === id);
    expect(shown.replies.map((r: { content: string }) => r.content)).toEqual(['Sorry, we will be in touch.']);
    expect((await server.post('/api/admin/review/hide', { reviewId: id, hidden: true }, staff)).body.code).toBe(0);
    const after = await list(capId);
    expect(after.data.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.data.summary).toMatchObject({ count: before.count - 1, histogram: { 1: before.histogram[1] - 1 } });
    expect((await server.post('/api/web/review/reply', { reviewId: id, content: 'Gone?' }, reader)).status).toBe(404);
    // The merchant still sees it, marked hidden.
    expect((await server.post('/api/admin/review/list', { productId: capId }, staff)).body.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      hidden: true,
    });
  });
});

describe("the merchant's list", () => {
  it('filters by rating, hidden or visible and product title in any language, with the product named in the console language', async () => {
    const kettleId = (
      await createProduct(server.db, { slug: 'kettle', title: { en: 'Steel Kettle', zh: '不锈钢水壶' }, variants: [{ sku: 'KETTLE', price: 4000, stock: 100 }] })
    ).id;
    const written: number[] = [];
    for (const [rating, content] of [
      [5, 'Boils fast'],
      [2, 'Handle gets hot'],
    ] as const) {
      const customer = await customerSession(server);
      const { lineIds } = await boughtOrder(customer, [['KETTLE', 1]]);
      written.push((await server.post('/api/web/review/submit', { lineId: lineIds[0], rating, content }, customer)).body.data.id);
    }
    const [fast, hot] = written;
    await server.post('/api/admin/review/hide', { reviewId: hot, hidden: true }, staff);
    const adminList = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (await server.post('/api/admin/review/list', body, { ...staff, ...headers })).body.data as {
        total: number;
        list: Array<{ id: number; productTitle: string; productSlug: string }>;
      };

    expect(await adminList({ product: 'steel kett' })).toMatchObject({ total: 2, list: [{ id: hot }, { id: fast }] });
    const inChinese = await adminList({ product: '水壶' }, { 'x-lang': 'zh' });
    expect(inChinese.list).toEqual([expect.objectContaining({ id: hot, productTitle: '不锈钢水壶', productSlug: 'kettle' }), expect.objectContaining({ id: fast })]);
    expect((await adminList({ product: 'kettle', rating: 5 })).list.map((r) => r.id)).toEqual([fast]);
    expect((await adminList({ productId: kettleId, rating: 2 })).list.map((r) => r.id)).toEqual([hot]);
    expect((await adminList({ product: 'kettle', hidden: true })).list.map((r) => r.id)).toEqual([hot]);
    expect((await adminList({ product: 'kettle', hidden: false })).list.map((r) => r.id)).toEqual([fast]);
    // A search is text, not a pattern.
    expect((await adminList({ product: 'k%e' })).total).toBe(0);
    expect((await adminList({ product: 'kettle', pageSize: 1, page: 2 })).list.map((r) => r.id)).toEqual([fast]);
    expect((await server.post('/api/admin/review/list', { rating: 6 }, staff)).body.code).not.toBe(0);
  });
});

describe('the product page', () => {
  it('shows the average, count and histogram of the visible rows, sorts, and carries them in the JSON-LD', async () => {
    const productId = (await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 3000, stock: 100 }] })).id;
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      const customer = await customerSession(server);
      const { lineIds } = await boughtOrder(customer, [['LAMP', 1]]);
      await server.post('/api/web/review/submit', { lineId: lineIds[0], rating, content: `Rated ${rating}` }, customer);
    }
    const page = await list(productId);
    expect(page.data.summary).toEqual({ average: 3.8, count: 4, histogram: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 }, withPhotos: 0 });
    const [row] = await server.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ ratingCount: 4, ratingAvg: 3.75 });
    expect((await list(productId, { sort: 'highest' })).data.list.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 4, 2]);
    expect((await list(productId, { sort: 'lowest' })).data.list.map((r: { rating: number }) => r.rating)).toEqual([2, 4, 4, 5]);
    const second = await list(productId, { sort: 'lowest', page: 2, pageSize: 3 });
    expect(second.data).toMatchObject({ total: 4, page: 2, list: [expect.objectContaining({ rating: 5 })] });

    const html = await (await server.get('/product/lamp')).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])).find((d) => d['@type'] === 'Product');
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: '3.8', reviewCount: 4 });
    expect(ld.review).toHaveLength(4);
    expect(ld.review[0]).toMatchObject({ '@type': 'Review', reviewRating: { ratingValue: expect.any(Number) }, author: { name: 'Ana C.' } });
  });

  it('costs the same number of queries for a page of one review as for a page of five with replies', async () => {
    // The fewest of three reads: the count is process-wide, and the job runner's polls only ever add to it.
    const queries = async (productId: number) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = totalQueryCount();
        expect((await list(productId)).code).toBe(0);
        counts.push(totalQueryCount() - before);
      }
      return Math.min(...counts);
    };
    const one = (await createProduct(server.db, { slug: 'one', variants: [{ sku: 'ONE', price: 100, stock: 100 }] })).id;
    const many = (await createProduct(server.db, { slug: 'many', variants: [{ sku: 'MANY', price: 100, stock: 100 }] })).id;
    const reader = await customerSession(server);
    const write = async (sku: string) => {
      const customer = await customerSession(server);
      const { lineIds } = await boughtOrder(customer, [[sku, 1]]);
      return (await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 5, content: 'Good' }, customer)).body.data.id as number;
    };
    await write('ONE');
    for (let i = 0; i < 5; i++) {
      const id = await write('MANY');
      await server.post('/api/web/review/reply', { reviewId: id, content: 'Agreed' }, reader);
      await server.post('/api/admin/review/reply', { reviewId: id, content: 'Thanks' }, staff);
    }
    await queries(one);
    expect(await queries(many)).toBe(await queries(one));
  });
});

describe('review prompts', () => {
  it('the delivered e-mail invites the customer to review, from their order page', async () => {
    const customer = await customerSession(server, `deliver-${randomUUID()}@example.com`);
    const email = `reviewer-${randomUUID()}@example.com`;
    const { number } = await placeOrder(server, customer, { skus: [['MUG', 1]], shippingMethodId, email });
    const detail = (await server.post('/api/admin/order/get', { number }, staff)).body.data;
    await server.post('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD9', lines: [{ lineId: detail.lines[0].id, quantity: 1 }] }, staff);
    await server.post('/api/web/order/confirm-receipt', { number }, customer);
    await expect.poll(() => outbox().find((m) => m.includes(`To: ${email}`) && m.includes('has been delivered'))).toBeTruthy();
    const mail = outbox()
      .find((m) => m.includes(`To: ${email}`) && m.includes('has been delivered'))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('review each item');
    expect(mail).toContain(`/user/order/${number}#reviews`);
  });
});

describe('the product page kept for visitors', () => {
  it('shows a new review at once, and drops one the merchant hides', async () => {
    const visitor = { cookie: `visitorId=${randomUUID()}` };
    const page = async () => {
      const res = await server.get('/product/cap', visitor);
      return { cache: res.headers.get('x-page-cache'), text: await res.text() };
    };
    await page();
    await page();
    expect((await page()).cache).toBe('hit');
    const customer = await customerSession(server);
    const { lineIds } = await boughtOrder(customer, [['CAP', 1]]);
    const words = 'Runs small, order a size up.';
    const written = await server.post('/api/web/review/submit', { lineId: lineIds[0], rating: 3, content: words }, customer);
    expect(written.body.code).toBe(0);
    const shown = await page();
    expect(shown.cache).toBe('miss');
    expect(shown.text).toContain(words);

    expect((await server.post('/api/admin/review/hide', { reviewId: written.body.data.id, hidden: true }, staff)).body.code).toBe(0);
    const hidden = await page();
    expect(hidden.cache).toBe('miss');
    expect(hidden.text).not.toContain(words);
  });
});
