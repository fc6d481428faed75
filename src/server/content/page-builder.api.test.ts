import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { createPage } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;
let homeId: number;

const signIn = async (account: string, password: string) => ({
  'x-auth': (await server.post('/api/admin/auth/signin', { account, password })).body.data.token as string,
});

const welcome = { type: 'rich-text', settings: { html: { en: '<p>Welcome</p>' } } };
const hero = (title: string) => ({ type: 'hero', settings: { title: { en: title, zh: `${title} 中文` }, cta: { label: { en: 'Shop' }, href: '/search' } } });
const content = (sections: unknown[]) => ({ title: { en: 'Home' }, sections });

/** The storefront's page payload for `path`, as a visitor or with `headers`. */
async function storefront(path: string, headers: Record<string, string> = {}) {
  const res = await server.get(`${path}${path.includes('?') ? '&' : '?'}request=route`, headers);
  return { res, page: PagePayload.parse(await res.json()) };
}
const types = (page: PagePayload) => page.pageBody.map((s) => s.type);
const heroTitle = (page: PagePayload) => page.pageBody.find((s) => s.type === 'hero')?.settings.title;

beforeAll(async () => {
  server = await startTestServer();
  homeId = (await createPage(server.db, { kind: 'home', slug: 'home', title: { en: 'Home' }, sections: [welcome] })).id;
  await createUser(server.db, { email: 'owner@shop.test', password: 'owner-pass', staffRole: 'owner' });
  await createUser(server.db, { email: 'manager@shop.test', password: 'manager-pass', staffRole: 'manager' });
  await createUser(server.db, { email: 'support@shop.test', password: 'support-pass', staffRole: 'support' });
  owner = await signIn('owner@shop.test', 'owner-pass');
  manager = await signIn('manager@shop.test', 'manager-pass');
  support = await signIn('support@shop.test', 'support-pass');
  const signedUp = await server.post('/api/web/auth/signup', {
    email: 'c@shop.test',
    password: 'secret-pass',
    firstName: 'Ana',
    lastName: 'Cruz',
    birthday: '1990-05-17',
    agree: true,
  });
  customer = { 'x-auth': signedUp.body.data.token };
});
afterAll(() => server.close());

describe('page builder', () => {
  it('lists the pages and opens one with its storefront address', async () => {
    const list = await server.post('/api/admin/page/list', {}, owner);
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: homeId, kind: 'home', title: 'Home', published: true, hasDraft: false })]);
    const page = await server.post('/api/admin/page/get', { id: homeId }, owner);
    expect(page.body.data).toMatchObject({ path: '/', content: { sections: [welcome] } });
  });

  it('refuses a section whose settings fail its schema, naming the field, and the live page stays', async () => {
    const missingTitle = await server.post('/api/admin/page/draft', { id: homeId, ...content([welcome, welcome, { type: 'hero', settings: {} }]) }, owner);
    expect(missingTitle.status).toBe(400);
    expect(missingTitle.body.data.field).toBe('sections.2.settings.title');

    const emptyEnglish = await server.post('/api/admin/page/draft', { id: homeId, ...content([{ type: 'hero', settings: { title: { en: ' ', zh: '你好' } } }]) }, owner);
    expect(emptyEnglish.status).toBe(400);
    expect(emptyEnglish.body.data.field).toBe('sections.0.settings.title.en');

    const scriptLink = await server.post(
      '/api/admin/page/draft',
      { id: homeId, ...content([{ type: 'announcement-bar', settings: { text: { en: 'Hi' }, href: 'javascript:alert(1)' } }]) },
      owner,
    );
    expect(scriptLink.status).toBe(400);
    expect(scriptLink.body.data.field).toBe('sections.0.settings.href');

    const unknownType = await server.post('/api/admin/page/draft', { id: homeId, ...content([{ type: 'checkout', settings: {} }]) }, owner);
    expect(unknownType.status).toBe(400);

    const { page } = await storefront('/');
    expect(types(page)).toEqual(['rich-text']);
    const { page: preview } = await storefront('/?preview=true', owner);
    expect(types(preview)).toEqual(['rich-text']);
  });

  it('keeps a draft for staff previews only, publishes it as a version, and reverts to the one before', async () => {
    const saved = await server.post('/api/admin/page/draft', { id: homeId, ...content([hero('Summer sale'), welcome]) }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ hasDraft: true, version: 0 });

    const visitor = await storefront('/?preview=true');
    expect(types(visitor.page)).toEqual(['rich-text']);
    const shopper = await storefront('/?preview=true', customer);
    expect(types(shopper.page)).toEqual(['rich-text']);
    const staff = await storefront('/?preview=true', owner);
    expect(types(staff.page)).toEqual(['hero', 'rich-text']);
    expect(heroTitle(staff.page)).toBe('Summer sale');
    expect(staff.res.headers.get('cache-control')).toBe('private, no-store');
    // The console's editors frame the shop's pages; only the shop's own origin may frame them.
    expect(staff.res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await storefront('/')).res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    // The preview was not kept for the visitors who ask for the page next.
    expect(types((await storefront('/?preview=true')).page)).toEqual(['rich-text']);
    expect(types((await storefront('/', owner)).page)).toEqual(['rich-text']);

    // The visitor's page is in the page cache now; publishing must show on the next request.
    expect(types((await storefront('/')).page)).toEqual(['rich-text']);
    const published = await server.post('/api/admin/page/publish', { id: homeId }, owner);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ hasDraft: false, version: 2 });
    const live = await storefront('/');
    expect(types(live.page)).toEqual(['hero', 'rich-text']);
    expect(heroTitle(live.page)).toBe('Summer sale');
    expect(heroTitle((await storefront('/zh')).page)).toBe('Summer sale 中文');

    const versions = await server.post('/api/admin/page/versions', { id: homeId }, owner);
    expect(versions.body.data.list).toEqual([
      expect.objectContaining({ version: 2, by: 'owner@shop.test', sections: 2 }),
      expect.objectContaining({ version: 1, sections: 1 }),
    ]);

    const reverted = await server.post('/api/admin/page/revert', { id: homeId, version: 1 }, manager);
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ version: 3, content: { sections: [welcome] } });
    expect(types((await storefront('/')).page)).toEqual(['rich-text']);

    const actions = await server.db.select({ action: auditLog.action, actor: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.entity, 'page'));
    expect(actions).toEqual([
      { action: 'page.draft', actor: 'owner@shop.test' },
      { action: 'page.publish', actor: 'owner@shop.test' },
      { action: 'page.revert', actor: 'manager@shop.test' },
    ]);
  });

  it('sanitises rich text and creates new pages unpublished until published', async () => {
    const created = await server.post(
      '/api/admin/page/draft',
      {
        kind: 'page',
        slug: 'our-story',
        title: { en: 'Our story' },
        sections: [{ type: 'rich-text', settings: { html: { en: '<p>Hi</p><script>alert(1)</script>' } } }],
      },
      owner,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ published: false, path: '/page/our-story', content: { sections: [{ settings: { html: { en: '<p>Hi</p>' } } }] } });
    expect((await storefront('/page/our-story')).res.status).toBe(404);
    expect((await storefront('/page/our-story?preview=true', owner)).res.status).toBe(200);

    const again = await server.post('/api/admin/page/draft', { kind: 'page', slug: 'our-story', title: { en: 'Twice' }, sections: [] }, owner);
    expect(again.status).toBe(409);

    await server.post('/api/admin/page/publish', { id: created.body.data.id }, owner);
    const live = await storefront('/page/our-story');
    expect(live.res.status).toBe(200);
    expect(live.page.pageBody.find((s) => s.type === 'rich-text')?.settings.html).toBe('<p>Hi</p>');
  });

  it('is for staff who edit content only, and refuses hostile input', async () => {
    expect((await server.post('/api/admin/page/list', {})).status).toBe(401);
    expect((await server.post('/api/admin/page/list', {}, customer)).status).toBe(403);
    expect((await server.post('/api/admin/page/list', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/page/publish', { id: homeId }, support)).status).toBe(403);
    expect((await server.post('/api/admin/page/draft', { id: homeId, ...content([]) }, customer)).status).toBe(403);
    expect((await server.post('/api/admin/page/get', { id: 99999 }, owner)).status).toBe(404);
    expect((await server.post('/api/admin/page/revert', { id: homeId, version: 42 }, owner)).status).toBe(404);
    for (const body of [
      { id: homeId, ...content([hero('x')]), extra: 1 },
      { id: homeId, title: { en: 'Home' }, sections: 'hero' },
      { id: homeId, ...content([{ type: 'hero', settings: { title: { en: 'x'.repeat(501) } } }]) },
      { id: homeId, ...content([{ type: 'hero', settings: { title: { en: 'x', de: 'Hallo' } } }]) },
      { id: homeId, ...content(Array.from({ length: 41 }, () => welcome)) },
      { id: homeId, ...content([{ type: 'hero', settings: { title: { en: 'x' }, image: 'javascript:alert(1)' } }]) },
      { kind: 'page', slug: '../etc', ...content([]) },
      { kind: 'home', slug: 'second-home', ...content([]) },
    ]) {
      expect((await server.post('/api/admin/page/draft', body, owner)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
  it("reports which live pages hide the shop's header or footer, the same as the storefront shows them", async () => {
    const draft = await server.post(
      '/api/admin/page/draft',
      { kind: 'page', slug: 'landing', title: { en: 'Landing' }, sections: [welcome], hideHead: true, hideFoot: true },
      owner,
    );
    expect(draft.status).toBe(200);
    const { id, path } = draft.body.data;
    const row = async () => (await server.post('/api/admin/page/list', {}, owner)).body.data.list.find((p: { id: number }) => p.id === id);
    // Only a draft so far: the live page (and the list the theme screen reads) still shows both.
    expect(await row()).toMatchObject({ hideHead: false, hideFoot: false });
    expect(draft.body.data.content).toMatchObject({ hideHead: true, hideFoot: true });

    await server.post('/api/admin/page/publish', { id }, owner);
    expect(await row()).toMatchObject({ hideHead: true, hideFoot: true });
    expect((await storefront(path)).page.theme).toEqual({ hideHead: true, hideFoot: true });

    await server.post('/api/admin/page/draft', { id, title: { en: 'Landing' }, sections: [welcome], hideHead: false, hideFoot: true }, owner);
    await server.post('/api/admin/page/publish', { id }, owner);
    expect(await row()).toMatchObject({ hideHead: false, hideFoot: true });
    expect((await storefront(path)).page.theme).toEqual({ hideHead: false, hideFoot: true });
  });
});
