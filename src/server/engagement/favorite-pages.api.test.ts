import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createProduct } from '../testing/factories.ts';
import { customerSession, provenVisitor } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let vaseId: number;
let lampId: number;
let articleId: number;
beforeAll(async () => {
  server = await startTestServer();
  vaseId = (await createProduct(server.db, { slug: 'vase', variants: [{ sku: 'VASE', price: 3000, stock: 5 }] })).id;
  lampId = (await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 6000, stock: 5 }] })).id;
  articleId = (await createArticle(server.db, { slug: 'care-guide', title: { en: 'Care guide', zh: '保养指南' } })).id;
});
afterAll(() => server.close());

const section = async (path: string, headers: Record<string, string>, type: string) => {
  const payload = await (await server.get(`${path}?request=route&ref=${randomUUID()}`, headers)).json();
  return { status: payload.status, settings: payload.pageBody.find((s: { type: string }) => s.type === type)?.settings };
};

describe('favourites, saved articles and the wish list', () => {
  it('lists the favourite products on user/favorite, the latest first, and drops one taken off', async () => {
    const ana = await customerSession(server);
    await server.post('/api/web/favorite/add', { types: 'product', productId: vaseId }, ana);
    await server.post('/api/web/favorite/add', { types: 'product', productId: lampId }, ana);
    const { settings } = await section('/en/user/favorite', ana, 'favorite-list');
    expect(settings.list.map((f: { card: { slug: string } }) => f.card.slug)).toEqual(['lamp', 'vase']);
    await server.post('/api/web/favorite/cancel', { types: 'product', productId: lampId }, ana);
    expect((await section('/en/user/favorite', ana, 'favorite-list')).settings.list).toHaveLength(1);
  });

  it('saves articles for customers (the payload type article) and lists them on user/article', async () => {
    const bo = await customerSession(server);
    const saved = await server.post('/api/web/favorite/add', { types: 'article', articleId }, { ...bo, 'x-lang': 'zh' });
    expect(saved.body.code).toBe(0);
    expect(saved.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await section('/zh/user/article', bo, 'saved-articles')).settings.list).toMatchObject([{ id: articleId, slug: 'care-guide', title: '保养指南' }]);
    await server.post('/api/web/favorite/cancel', { types: 'article', articleId }, bo);
    expect((await section('/zh/user/article', bo, 'saved-articles')).settings.list).toEqual([]);
  });

  it('refuses unknown articles (404), visitors saving articles (401) and malformed payloads (field errors)', async () => {
    const cy = await customerSession(server);
    expect((await server.post('/api/web/favorite/add', { types: 'article', articleId: 999_999 }, cy)).status).toBe(404);
    const visitor = { 'x-visitor-id': randomUUID() };
    expect((await server.post('/api/web/favorite/add', { types: 'article', articleId }, visitor)).status).toBe(401);
    const wrong = await server.post('/api/web/favorite/add', { types: 'article', productId: vaseId }, { ...cy, 'x-lang': 'fil' });
    expect(wrong.body.code).toBe(41);
  });

  it("shows a visitor's wish list without signing in, and it becomes the account's favourites on sign-in", async () => {
    // This browser's own visitor id, with the proof that joins its wish list to the account.
    const visitor = await provenVisitor(server);
    await server.post('/api/web/favorite/add', { types: 'product', productId: vaseId }, visitor);
    const wish = await section('/user/wishlist', visitor, 'favorite-list');
    expect(wish.status).toBe(200);
    expect(wish.settings).toMatchObject({ mode: 'wishlist', signedIn: false, list: [{ productId: vaseId }] });

    const email = `w-${randomUUID()}@example.com`;
    const signUp = await server.post(
      '/api/web/auth/signup',
      { email, password: 'secret-pass', firstName: 'Di', lastName: 'Ng', birthday: '1990-05-17', agree: true },
      visitor,
    );
    const di = { 'x-auth': signUp.body.data.token };
    expect((await section('/user/favorite', di, 'favorite-list')).settings.list).toMatchObject([{ productId: vaseId }]);
    // Other screens of the account area still need an account.
    expect((await server.get('/user/favorite', visitor)).status).toBe(302);
  });
});
