/** Input PostgreSQL cannot hold answers 400 or 404 with a message, never 500, and changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { isStorableText } from '../../../shared/text.ts';
import { unstorablePath } from './storable-text.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const women = await createCategory(server.db, { slug: 'women' });
  await createProduct(server.db, { slug: 'linen-shirt', categoryId: women.id });
});
afterAll(() => server.close());

describe('text the database cannot store', () => {
  it('recognises NUL characters and lone surrogates, and accepts paired ones', () => {
    expect(isStorableText('plain, 中文, emoji 👗')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(unstorablePath({ address: { lines: ['ok', 'bad\u0000'] } })).toBe('/address/lines/1');
    expect(unstorablePath({ ['key\u0000']: 1 })).toBe('/key?');
    expect(unstorablePath({ a: [1, 'two', { b: null }] })).toBeNull();
  });

  it('answers 400 naming the field, in the shopper language, for a NUL or a lone surrogate anywhere in a call', async () => {
    const nul = await server.post('/api/web/auth/signin', { account: 'someone\u0000@example.com', password: 'whatever' });
    expect(nul.status).toBe(400);
    expect(nul.body.data).toEqual({ field: 'account' });
    expect(nul.body.msg).not.toMatch(/^\s/);

    const surrogate = await server.post('/api/web/auth/signin', { account: 'someone@example.com', password: '\ud800' }, { 'accept-language': 'zh' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.data).toEqual({ field: 'password' });
    expect(surrogate.body.msg).toMatch(/[\u4e00-\u9fff]/);

    const badKey = await server.post('/api/web/cart/add', { ['sku\u0000']: 'X', quantity: 1 });
    expect(badKey.status).toBe(400);
  });

  it('treats a path holding a NUL as not found, and a `//` path as a path', async () => {
    for (const path of ['/tag/%00', '/product/linen%00shirt', '//a%20b', '//a%20b/c?x=1']) {
      const res = await server.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
    }
  });

  it('drops filters that make no sense instead of failing the page', async () => {
    for (const query of ['minPrice=99999999999999999999', 'maxPrice=1e300', 'color=%00', 'size=red%00&sort=%00']) {
      const res = await server.get(`/category/women?${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.text(), query).toContain('linen-shirt');
    }
  });
});
