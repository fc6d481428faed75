import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCategory, createProduct, setSiteConfig } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const category = await createCategory(server.db, { slug: 'dresses' });
  await createProduct(server.db, { slug: 'red-dress', categoryId: category.id, variants: [{ sku: 'RD-S', price: 5900, stock: 3 }] });
  await setSiteConfig(server.db, { name: 'Test Shop' });
});
afterAll(() => server.close());

/** Counts the site state reads and the SQL statements of one request, the site cache warm. */
async function measure(path: string, headers: Record<string, string> = {}) {
  const site = server.app.site;
  const get = site.get;
  await get();
  let reads = 0;
  site.get = () => {
    reads++;
    return get();
  };
  try {
    const before = totalQueryCount();
    const res = await server.get(path, headers);
    await res.text();
    return { status: res.status, reads, queries: totalQueryCount() - before };
  } finally {
    site.get = get;
  }
}

describe('one context per storefront request', () => {
  it('renders a product page with one query, reading the site state once', async () => {
    expect(await measure(`/product/red-dress?ref=${randomUUID()}`)).toEqual({ status: 200, reads: 1, queries: 1 });
    expect(await measure(`/zh/product/red-dress?request=route&ref=${randomUUID()}`)).toEqual({ status: 200, reads: 1, queries: 1 });
  });

  it('adds only the session lookup for a signed-in shopper', async () => {
    const account = await server.post('/api/web/auth/signup', {
      email: `rc-${randomUUID()}@example.com`,
      password: 'secret-pass',
      firstName: 'Ana',
      lastName: 'Cruz',
      birthday: '1990-05-17',
      agree: true,
    });
    expect(await measure('/product/red-dress', { 'x-auth': account.body.data.token })).toEqual({ status: 200, reads: 1, queries: 2 });
  });

  it('reads the site state once for an API call too', async () => {
    const res = await measure('/api/web/nothing');
    expect(res.reads).toBe(1);
  });
});
