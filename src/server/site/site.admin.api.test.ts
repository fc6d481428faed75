import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { createProduct } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'tee' });
  await createUser(server.db, { email: 'owner@shop.test', password: 'owner-pass', staffRole: 'owner' });
  const signIn = await server.post('/api/admin/auth/signin', { account: 'owner@shop.test', password: 'owner-pass' });
  staff = { 'x-auth': signIn.body.data.token };
});
afterAll(() => server.close());

describe('site settings (merchant)', () => {
  it('changes the product route pattern: new links work, the old pattern answers 404', async () => {
    const saved = await server.post('/api/admin/site/save', { router: { isCustom: true, userPath: 'user', rules: { product: 'goods/:slug' } } }, staff);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.router.rules).toEqual({ product: 'goods/:slug' });
    expect((await server.get('/goods/tee')).status).toBe(200);
    expect((await server.get('/product/tee')).status).toBe(404);
    const page = await (await server.get('/goods/tee?request=route')).json();
    PagePayload.parse(page);
    const crumbs = page.pageBody.find((s: { type: string }) => s.type === 'breadcrumbs').settings.items;
    expect(crumbs.at(-1).href).toBe('/goods/tee');
    expect(page.meta.canonical).toBe('http://shop.test/goods/tee');
  });

  it('refuses customers, bad patterns and unknown keys, and changes nothing', async () => {
    const customer = await server.post('/api/web/auth/signup', {
      email: 'c@shop.test',
      password: 'secret-pass',
      firstName: 'Ana',
      lastName: 'Cruz',
      birthday: '1990-05-17',
      agree: true,
    });
    const denied = await server.post('/api/admin/site/save', { name: 'Mine now' }, { 'x-auth': customer.body.data.token });
    expect(denied.status).toBe(403);
    expect((await server.post('/api/admin/site/save', { router: { isCustom: true, userPath: 'user', rules: { product: '../:slug' } } }, staff)).body.code).toBe(41);
    expect((await server.post('/api/admin/site/save', { secret: true }, staff)).body.code).toBe(41);
    const current = await server.post('/api/admin/site/get', {}, staff);
    expect(current.body.data.name).not.toBe('Mine now');
    expect(current.body.data.router.rules).toEqual({ product: 'goods/:slug' });
  });
});
