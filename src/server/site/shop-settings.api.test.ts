import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { createPage, createProduct } from '../testing/factories.ts';
import { jpegWithExif, upload } from '../testing/images.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { rateDay } from './site.service.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
const today = rateDay();
const tomorrow = rateDay(new Date(Date.now() + 86_400_000));
const yesterday = rateDay(new Date(Date.now() - 86_400_000));

async function signIn(email: string, password: string) {
  const res = await server.post('/api/admin/auth/signin', { account: email, password });
  return { 'x-auth': res.body.data.token as string };
}

/** What the storefront converts with: the public configuration's rates. */
async function storefrontRates(): Promise<Record<string, number>> {
  return (await server.post('/app/config', {})).body.data.rates;
}

async function page(path: string): Promise<string> {
  return (await server.get(path)).text();
}

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'tee', title: { en: 'Plain Tee', zh: '素色T恤' }, variants: [{ price: 1100 }] });
  await createPage(server.db, { kind: 'layout', slug: 'head', sections: [{ type: 'header', settings: {} }] });
  await createPage(server.db, { kind: 'layout', slug: 'foot', sections: [{ type: 'footer', settings: {} }] });
  await createUser(server.db, { email: 'owner@shop.test', password: 'owner-pass', staffRole: 'owner' });
  await createUser(server.db, { email: 'support@shop.test', password: 'support-pass', staffRole: 'support' });
  owner = await signIn('owner@shop.test', 'owner-pass');
  support = await signIn('support@shop.test', 'support-pass');
  await server.post('/api/admin/site/save', { name: 'Tee Shop', baseCurrency: 'USD', currencies: ['USD'] }, owner);
});
afterAll(() => server.close());

describe('currencies and exchange rates', () => {
  it('offers a currency at the rate in force today; a rate dated tomorrow waits, the older one stays in the history', async () => {
    expect((await server.post('/api/admin/site/rates/save', { code: 'EUR', rate: 0.9, effectiveFrom: yesterday }, owner)).body.code).toBe(0);
    expect((await server.post('/api/admin/site/rates/save', { code: 'EUR', rate: 0.92, effectiveFrom: today }, owner)).body.code).toBe(0);
    const saved = await server.post('/api/admin/site/rates/save', { code: 'EUR', rate: 0.95, effectiveFrom: tomorrow }, owner);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.list.filter((r: { code: string }) => r.code === 'EUR')).toEqual([
      { code: 'EUR', rate: 0.95, effectiveFrom: tomorrow, status: 'future' },
      { code: 'EUR', rate: 0.92, effectiveFrom: today, status: 'current' },
      { code: 'EUR', rate: 0.9, effectiveFrom: yesterday, status: 'past' },
    ]);
    // Entered but not offered: the storefront does not offer it yet.
    expect(await storefrontRates()).toEqual({ USD: 1 });

    expect((await server.post('/api/admin/site/save', { currencies: ['USD', 'EUR'] }, owner)).body.code).toBe(0);
    expect(await storefrontRates()).toEqual({ USD: 1, EUR: 0.92 });
    const home = await page('/');
    expect(home).toContain('EUR · ');
    expect(home).not.toContain('GBP · ');

    // Correcting today's rate shows on the next request (the caches are purged).
    await server.post('/api/admin/site/rates/save', { code: 'EUR', rate: 0.93, effectiveFrom: today }, owner);
    expect((await storefrontRates()).EUR).toBe(0.93);
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.rate'), eq(auditLog.entityId, `EUR@${today}`)));
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [null, { code: 'EUR', rate: 0.92, effectiveFrom: today }],
      [
        { code: 'EUR', rate: 0.92, effectiveFrom: today, status: 'current' },
        { code: 'EUR', rate: 0.93, effectiveFrom: today },
      ],
    ]);

    // Without today's and yesterday's rates only tomorrow's is left: not in force, not offered.
    expect((await server.post('/api/admin/site/rates/delete', { code: 'EUR', effectiveFrom: today }, owner)).body.code).toBe(0);
    expect((await storefrontRates()).EUR).toBe(0.9);
    await server.post('/api/admin/site/rates/delete', { code: 'EUR', effectiveFrom: yesterday }, owner);
    expect(await storefrontRates()).toEqual({ USD: 1 });
    const last = await server.post('/api/admin/site/rates/delete', { code: 'EUR', effectiveFrom: tomorrow }, { ...owner, 'x-lang': 'zh' });
    expect(last.body.code).not.toBe(0);
    expect(last.body.msg).toContain('EUR');
    expect(last.body.msg).toContain('汇率');
  });

  it('refuses bad rates, dates and currency choices in the caller language, and changes nothing', async () => {
    const before = (await server.post('/api/admin/site/rates', {}, owner)).body.data;
    const configBefore = (await server.post('/api/admin/site/get', {}, owner)).body.data;
    const bad: Array<[string, unknown, RegExp]> = [
      ['/api/admin/site/rates/save', { code: 'GBP', rate: -1, effectiveFrom: today }, /above 0/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 0, effectiveFrom: today }, /above 0/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 0.1234567, effectiveFrom: today }, /6 decimal/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 1e9, effectiveFrom: today }, /below 1,000,000/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: '0.8', effectiveFrom: today }, /./],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 0.8, effectiveFrom: '2026-02-30' }, /YYYY-MM-DD/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 0.8, effectiveFrom: '24/11/2026' }, /YYYY-MM-DD/],
      ['/api/admin/site/rates/save', { code: 'XYZ', rate: 0.8, effectiveFrom: today }, /not supported/],
      ['/api/admin/site/rates/save', { code: 'USD', rate: 2, effectiveFrom: today }, /always 1/],
      ['/api/admin/site/rates/save', { code: 'GBP', rate: 0.8, effectiveFrom: today, extra: 1 }, /./],
      ['/api/admin/site/save', { currencies: ['EUR'] }, /cannot be removed/],
      ['/api/admin/site/save', { currencies: ['USD', 'JPY'] }, /JPY/],
      ['/api/admin/site/save', { currencies: ['USD', 'XYZ'] }, /not supported/],
      ['/api/admin/site/save', { tax: { display: 'excluding', rate: 101 } }, /0 to 100/],
      ['/api/admin/site/save', { tax: { display: 'excluding', rate: 7.125 } }, /2 decimal/],
      ['/api/admin/site/save', { tax: { display: 'sometimes', rate: 5 } }, /./],
      ['/api/admin/site/save', { contact: { phone: '0800-SHOP' } }, /phone/i],
      ['/api/admin/site/save', { contact: { email: 'not-an-address' } }, /e-mail/i],
      ['/api/admin/site/save', { logo: 'https://evil.example/logo.png' }, /./],
    ];
    for (const [path, body, message] of bad) {
      const res = await server.post(path, body, owner);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.body.code, `${path} ${JSON.stringify(body)}`).not.toBe(0);
      expect(res.body.msg, `${path} ${JSON.stringify(body)}`).toMatch(message);
    }
    const zh = await server.post('/api/admin/site/rates/save', { code: 'GBP', rate: 0.1234567, effectiveFrom: today }, { ...owner, 'x-lang': 'zh' });
    expect(zh.body.msg).toContain('6 位小数');
    expect((await server.post('/api/admin/site/rates', {}, owner)).body.data).toEqual(before);
    expect((await server.post('/api/admin/site/get', {}, owner)).body.data).toEqual(configBefore);
  });

  it('lets only staff who may change settings enter rates or change the shop details', async () => {
    expect((await server.post('/api/admin/site/rates', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/rates/save', { code: 'GBP', rate: 0.8, effectiveFrom: today }, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/rates/delete', { code: 'EUR', effectiveFrom: tomorrow }, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/save', { contact: { phone: '+639171234567' } }, support)).status).toBe(403);
    expect((await server.post('/api/admin/site/rates/save', { code: 'GBP', rate: 0.8, effectiveFrom: today })).body.code).not.toBe(0);
    expect((await server.post('/api/admin/site/rates', {}, owner)).body.data.list.some((r: { code: string }) => r.code === 'GBP')).toBe(false);
    expect((await server.post('/api/admin/site/get', {}, owner)).body.data.contact.phone).toBe('');
  });
});

describe('logo, contact and tax display', () => {
  it('shows the uploaded logo in the header and the contact details in the footer on the next page', async () => {
    const uploaded = await upload(server, { bytes: await jpegWithExif(200, 80), name: 'logo.jpg', type: 'image/jpeg' }, owner, '/api/admin');
    expect(uploaded.body.code).toBe(0);
    const logo: string = uploaded.body.data.url;
    expect(await page('/')).not.toContain('+639171234567');
    const saved = await server.post(
      '/api/admin/site/save',
      { logo, contact: { email: 'hello@tee.test', phone: '+639171234567', address: '1 Rizal Ave, Manila' } },
      owner,
    );
    expect(saved.body.code).toBe(0);
    const home = await page('/');
    expect(home).toContain(`src="${logo}" alt="Tee Shop"`);
    expect(home).toContain('href="tel:+639171234567"');
    expect(home).toContain('mailto:hello@tee.test');
    expect(home).toContain('1 Rizal Ave, Manila');
    expect(await page('/zh')).toContain('联系我们');

    // One field changed, the others kept; an emptied one leaves the footer.
    await server.post('/api/admin/site/save', { contact: { email: '' } }, owner);
    const after = await page('/');
    expect(after).not.toContain('mailto:');
    expect(after).toContain('href="tel:+639171234567"');
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save'));
    expect(audits.at(-1)?.after).toMatchObject({ contact: { email: '', phone: '+639171234567' } });
  });

  it('labels prices including tax, or shows them net of it, as the setting says', async () => {
    expect(await page('/product/tee')).not.toContain('incl. tax');
    await server.post('/api/admin/site/save', { tax: { display: 'including', rate: 12 } }, owner);
    const including = await page('/product/tee');
    expect(including).toContain('incl. tax');
    expect(including).toContain('$11.00');
    await server.post('/api/admin/site/save', { tax: { display: 'excluding', rate: 10 } }, owner);
    const excluding = await page('/product/tee');
    expect(excluding).toContain('excl. tax');
    expect(excluding).toContain('$10.00');
    expect(await page('/zh/product/tee')).toContain('不含税');
  });
});
