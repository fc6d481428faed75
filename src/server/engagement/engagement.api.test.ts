import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, inquiries, newsletterSubscribers } from './engagement.schema.ts';
import { createProduct } from '../testing/factories.ts';
import { provenVisitor } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let productId: number;
beforeAll(async () => {
  server = await startTestServer();
  productId = (await createProduct(server.db, { slug: 'mug' })).id;
});
afterAll(() => server.close());

const outbox = () => {
  const dir = path.join(server.config.dataDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('favourites', () => {
  it('keeps a visitor wish list and moves it to the account on sign-up', async () => {
    const visitor = await provenVisitor(server);
    const add = await server.post('/api/web/favorite/add', { types: 'product', productId }, visitor);
    expect(add.body).toMatchObject({ code: 0, msg: expect.any(String) });
    expect((await server.post('/api/web/favorite/add', { types: 'product', productId }, visitor)).body.code).toBe(0);
    expect((await server.post('/api/web/visitor/data', {}, visitor)).body.data.wishList).toEqual({ [productId]: true });

    const signUp = await server.post(
      '/api/web/auth/signup',
      { email: 'fav@example.com', password: 'secret-pass', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true },
      visitor,
    );
    const auth = { 'x-auth': signUp.body.data.token, ...visitor };
    expect((await server.post('/api/web/visitor/data', {}, auth)).body.data.wishList).toEqual({ [productId]: true });
    await server.post('/api/web/favorite/cancel', { types: 'product', productId }, auth);
    expect((await server.post('/api/web/visitor/data', {}, auth)).body.data.wishList).toEqual({});
  });

  it('refuses unknown products and other types', async () => {
    const visitor = { 'x-visitor-id': randomUUID() };
    expect((await server.post('/api/web/favorite/add', { types: 'product', productId: 999_999 }, visitor)).status).toBe(404);
    expect((await server.post('/api/web/favorite/add', { types: 'article', productId }, visitor)).body.code).toBe(41);
    expect((await server.post('/api/web/favorite/add', { types: 'product', productId: 1.5 }, visitor)).body.code).toBe(41);
  });
});

describe('newsletter', () => {
  it('subscribes with double opt-in through the e-mailed link', async () => {
    const res = await server.post('/api/web/newsletter/subscribe', { email: 'News@Example.com' }, { 'x-lang': 'zh' });
    expect(res.body.code).toBe(0);
    const mail = outbox().find((m) => /^To: news@example\.com$/im.test(m))!;
    // The body is quoted-printable: join soft line breaks and decode "=3D".
    const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/\S+\/app\/newsletter\/confirm\?token=[\w%-]+/.exec(body)![0];
    const [before] = await server.db.select().from(newsletterSubscribers);
    expect(before.confirmedAt).toBeNull();
    const confirm = await server.get(new URL(link).pathname + new URL(link).search);
    expect(confirm.status).toBe(200);
    const [after] = await server.db.select().from(newsletterSubscribers);
    expect(after.confirmedAt).not.toBeNull();
    expect((await server.get('/app/newsletter/confirm?token=forged')).status).toBe(400);
    expect((await server.post('/api/web/newsletter/subscribe', { email: 'news@example.com' })).body.code).toBe(0);
    expect(await server.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });
});

describe('quote requests', () => {
  it('stores the request, acknowledges it by e-mail, and validates every field', async () => {
    const body = { slug: 'mug', name: 'Ana', email: 'buyer@example.com', quantity: 250, message: 'Price for 250 mugs?' };
    expect((await server.post('/api/web/inquiry/submit', body)).body.code).toBe(0);
    const [row] = await server.db.select().from(inquiries);
    expect(row).toMatchObject({ productId, quantity: 250, name: 'Ana' });
    expect(outbox().some((m) => m.includes('To: buyer@example.com'))).toBe(true);
    for (const bad of [
      { ...body, quantity: 0 },
      { ...body, quantity: 2.5 },
      { ...body, email: 'x' },
      { ...body, message: '' },
      { ...body, extra: 1 },
    ]) {
      expect((await server.post('/api/web/inquiry/submit', bad)).body.code).toBe(41);
    }
    expect(await server.db.select().from(inquiries)).toHaveLength(1);
  });
});

describe('feedback', () => {
  it('stores what the shopper thinks, with who left it, and refuses an empty or unknown-field body', async () => {
    const visitorId = randomUUID();
    const sent = await server.post('/api/web/feedback/submit', { slug: 'mug', message: '  Quick answer, thanks!  ' }, { 'x-visitor-id': visitorId });
    expect(sent.body).toMatchObject({ code: 0, msg: 'Thank you for your feedback!' });
    expect(await server.db.select().from(feedback)).toEqual([
      expect.objectContaining({ slug: 'mug', message: 'Quick answer, thanks!', visitorId, userId: null, lang: 'en' }),
    ]);
    for (const bad of [{ slug: 'mug', message: '   ' }, { slug: 'mug' }, { slug: 'mug', message: 'x'.repeat(2001) }, { slug: 'mug', message: 'ok', extra: 1 }]) {
      const res = await server.post('/api/web/feedback/submit', bad, { 'x-lang': 'zh' });
      expect(res.body.code).toBe(41);
    }
    expect((await server.post('/api/web/feedback/submit', { slug: 'mug', message: '' }, { 'x-lang': 'zh' })).body.msg).toContain('不能为空');
    expect(await server.db.select().from(feedback)).toHaveLength(1);
  });
});
