import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfig } from '../../shared/contracts/site.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;

async function staffSession(email: string, staffRole: 'owner' | 'manager' | 'support') {
  await createUser(server.db, { email, password: 'staff-pass', staffRole });
  const signIn = await server.post('/api/admin/auth/signin', { account: email, password: 'staff-pass' });
  return { 'x-auth': signIn.body.data.token as string };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession('owner@shop.test', 'owner');
  manager = await staffSession('manager@shop.test', 'manager');
  support = await staffSession('support@shop.test', 'support');
  const signUp = await server.post('/api/web/auth/signup', {
    email: 'c@shop.test',
    password: 'secret-pass',
    firstName: 'Ana',
    lastName: 'Cruz',
    birthday: '1990-05-17',
    agree: true,
  });
  customer = { 'x-auth': signUp.body.data.token };
});
afterAll(() => server.close());

/** The stored theme with `change` applied, as the theme editor sends it. */
async function themeWith(change: (theme: SiteConfig['theme']) => void) {
  const current = await server.post('/api/admin/site/get', {}, owner);
  const theme = structuredClone(current.body.data.theme) as SiteConfig['theme'];
  change(theme);
  return theme;
}

const homeHtml = async () => (await server.get('/')).text();

describe('the theme editor (merchant)', () => {
  it('saves a primary colour that the storefront carries on its next page load, and audits it', async () => {
    expect(await homeHtml()).toContain('--c-primary:#4a00ff');
    const theme = await themeWith((t) => {
      t.colors.primary = '#0a7d33';
      t.borderRadius = '4px';
      t.fonts.sizes.base = '17px';
    });
    const saved = await server.post('/api/admin/site/save', { theme }, manager);
    expect(saved.status).toBe(200);
    expect(saved.body.data.theme.colors.primary).toBe('#0a7d33');
    const html = await homeHtml();
    expect(html).toContain('--c-primary:#0a7d33');
    expect(html).toContain('--radius:4px');
    expect(html).toContain('--font-size-base:17px');
    const [row] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.save'), eq(auditLog.actorEmail, 'manager@shop.test')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((row?.before as SiteConfig).theme.colors.primary).toBe('#4a00ff');
    expect((row?.after as SiteConfig).theme.colors.primary).toBe('#0a7d33');
  });

  it('refuses a colour or size that is not one, naming the field, and keeps the stored theme', async () => {
    const badColour = await server.post('/api/admin/site/save', { theme: await themeWith((t) => (t.colors.primary = 'red;}body{display:none')) }, owner);
    expect(badColour.status).toBe(400);
    expect(badColour.body.data.field).toBe('theme.colors.primary');
    const badSize = await server.post('/api/admin/site/save', { theme: await themeWith((t) => (t.blockSpace = '48')) }, owner);
    expect(badSize.status).toBe(400);
    expect(badSize.body.data.field).toBe('theme.blockSpace');
    const badWeight = await server.post('/api/admin/site/save', { theme: await themeWith((t) => (t.fonts.weights.title = 1200)) }, owner);
    expect(badWeight.body.data.field).toBe('theme.fonts.weights.title');
    expect(await homeHtml()).toContain('--c-primary:#0a7d33');
  });

  it('lets only the owner change the injected scripts and styles; customers and roles without settings are refused', async () => {
    const injects = [{ type: 'css', url: 'https://cdn.example.com/shop.css' }];
    expect((await server.post('/api/admin/site/save', { injects }, manager)).status).toBe(403);
    expect((await server.post('/api/admin/site/save', { theme: await themeWith(() => undefined) }, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/get', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/save', { theme: await themeWith(() => undefined) }, customer)).status).toBe(403);
    expect((await server.post('/api/admin/site/get', {}, manager)).body.data.injects).toEqual([]);
    const saved = await server.post('/api/admin/site/save', { injects }, owner);
    expect(saved.body.data.injects).toEqual(injects);
    expect(await homeHtml()).toContain('https://cdn.example.com/shop.css');
  });
});
