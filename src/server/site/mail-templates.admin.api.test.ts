import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { readMails } from '../testing/outbox.ts';
import { placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;
let support: Record<string, string>;
let shippingMethodId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession(server, 'owner@shop.test', 'owner');
  manager = await staffSession(server, 'manager@shop.test', 'manager');
  support = await staffSession(server, 'support@shop.test', 'support');
  await createProduct(server.db, { slug: 'tea', title: { en: '<b>Tea & "Mug"</b>', zh: '茶杯' }, variants: [{ sku: 'TEA', price: 1800, stock: 100 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const guest = () => ({ 'x-visitor-id': crypto.randomUUID() });
const post = (path: string, body: unknown, who: Record<string, string> = owner) => server.post(`/api/admin/mail-templates/${path}`, body, who);
const mailsTo = (email: string) => readMails(server.config.dataDir).filter((m) => m.to.includes(email));
async function newestMailTo(email: string) {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(email).at(-1)!;
}
const lastAudit = async (action: string) => (await server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

const confirmation = (subject: string, extra: Record<string, string> = {}) => ({
  type: 'order.confirmation',
  lang: 'en',
  subject,
  text: 'Thanks!\n\n{{order.items}}\n\nTotal {{order.total}}\n{{order.link}}',
  ...extra,
});

describe('the e-mail templates (merchant)', () => {
  it('lists every e-mail type with its placeholders, and shows the built-in text in each language', async () => {
    const list = await post('list', {});
    expect(list.status).toBe(200);
    const reset = list.body.data.types.find((t: { type: string }) => t.type === 'account.passwordReset');
    expect(reset).toMatchObject({ group: 'account', required: ['reset.link'], customised: [] });
    const zh = await post('get', { type: 'order.shipped', lang: 'zh' });
    expect(zh.body.data).toMatchObject({ customised: false, html: '' });
    expect(zh.body.data.subject).toContain('{{order.number}}');
    expect(zh.body.data.subject).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.data.text).toContain('{{order.tracking}}');
  });

  it('refuses the calls to those without the settings permissions, and to shoppers', async () => {
    expect((await post('list', {}, support)).status).toBe(403);
    expect((await post('save', confirmation('Hi {{order.number}}'), support)).status).toBe(403);
    expect((await post('list', {}, {})).status).toBe(401);
    const customer = await server.post('/api/web/auth/signup', {
      email: 'shopper@example.com',
      password: 'secret-pass',
      firstName: 'A',
      lastName: 'B',
      birthday: '1990-05-17',
      agree: true,
    });
    expect((await post('preview', confirmation('Hi'), { 'x-auth': customer.body.data.token })).status).toBe(403);
  });

  it('refuses an unknown placeholder or a lost code or link, naming the field, in the caller language, and stores nothing', async () => {
    const unknown = await post('save', confirmation('Order {{order.secret}}'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('subject');
    expect(unknown.body.msg).toBe('Subject: {{order.secret}} is not a placeholder of this e-mail');
    const stray = await post('save', confirmation('Order {{order.number}', {}));
    expect(stray.body.data.field).toBe('subject');
    const inHtml = await post('preview', confirmation('Order', { html: '<p>{{customer.password}}</p>' }), { ...owner, 'x-lang': 'zh' });
    expect(inHtml.body.data.field).toBe('html');
    expect(inHtml.body.msg).toContain('不是此邮件可用的占位符');
    const noLink = await post('save', { type: 'account.passwordReset', lang: 'en', subject: 'Reset', text: 'Hello, call us to reset.' });
    expect(noLink.status).toBe(400);
    expect(noLink.body).toMatchObject({ data: { field: 'text' } });
    expect(noLink.body.msg).toContain('{{reset.link}}');
    const noLinkInHtml = await post('save', { type: 'account.passwordReset', lang: 'en', subject: 'Reset', text: '{{reset.link}}', html: '<p>Call us</p>' });
    expect(noLinkInHtml.body.data.field).toBe('html');
    const badType = await post('save', { ...confirmation('x'), type: 'order.bogus' });
    expect(badType.body.data.field).toBe('type');
    const badLang = await post('save', { ...confirmation('x'), lang: 'de' });
    expect(badLang.body.data.field).toBe('lang');
    const list = await post('list', {});
    expect(list.body.data.types.every((t: { customised: string[] }) => t.customised.length === 0)).toBe(true);
  });

  it('previews a draft with sample values in its language, escaping values and without script', async () => {
    const preview = await post('preview', {
      type: 'order.shipped',
      lang: 'zh',
      subject: '{{order.number}} 已发货',
      text: '快递 {{order.courier}} {{order.tracking}}\n{{order.link}}',
      html: '<p onclick="steal()">快递 <b>{{order.courier}}</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(preview.status).toBe(200);
    const { subject, text, html } = preview.body.data;
    expect(subject).toBe('SO2611240001 已发货');
    expect(text).toContain('1Z999AA10123456784');
    expect(text).toContain('http://shop.test/zh/user/order/SO2611240001');
    expect(html).toContain('<b>UPS</b>');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });

  it("uses the merchant's template for the real e-mail in its language, audited; other languages keep the built-in text", async () => {
    const saved = await post(
      'save',
      confirmation('Your {{order.number}} is in!', {
        html: '<h2 onmouseover="x()">Thanks</h2><p>{{order.items}}</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      }),
      manager,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ customised: true, subject: 'Your {{order.number}} is in!' });
    expect(saved.body.data.html).not.toMatch(/script|onmouseover|onerror/i);
    const row = await lastAudit('mailTemplate.save');
    expect(row).toMatchObject({ actorEmail: 'manager@shop.test', entity: 'mail_template', entityId: 'order.confirmation:en' });
    expect(row.before).toBeNull();
    expect((row.after as { subject: string }).subject).toBe('Your {{order.number}} is in!');

    const en = await placeOrder(server, guest(), { skus: [['TEA', 1]], shippingMethodId, email: 'en-buyer@example.com' });
    const mail = await newestMailTo('en-buyer@example.com');
    expect(mail.subject).toBe(`Your ${en.number} is in!`);
    expect(mail.text).toContain('<b>Tea & "Mug"</b> (TEA) × 1');
    expect(mail.html).toContain('&lt;b&gt;Tea &amp; "Mug"&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|onerror|onmouseover/i);

    const zh = await placeOrder(server, { ...guest(), 'x-lang': 'zh' }, { skus: [['TEA', 1]], shippingMethodId, email: 'zh-buyer@example.com' });
    const zhMail = await newestMailTo('zh-buyer@example.com');
    expect(zhMail.subject).toBe(`${createTranslator('zh').t('checkout.thankYou', { number: zh.number })} — ${zh.number}`);
  });

  it('resets a template to the built-in text, audited, and the next e-mail is the built-in one', async () => {
    await post('save', confirmation('Custom {{order.number}}'));
    const reset = await post('reset', { type: 'order.confirmation', lang: 'en' });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ customised: false, updatedAt: null });
    expect(reset.body.data.subject).toContain('{{order.number}}');
    const row = await lastAudit('mailTemplate.reset');
    expect((row.before as { subject: string }).subject).toBe('Custom {{order.number}}');
    const order = await placeOrder(server, guest(), { skus: [['TEA', 1]], shippingMethodId, email: 'after-reset@example.com' });
    expect((await newestMailTo('after-reset@example.com')).subject).toBe(`Thank you! — ${order.number}`);
  });

  it('sends a test of the draft to the member who asks, with sample values, audited', async () => {
    const sent = await post('test', { type: 'account.loginCode', lang: 'fil', subject: 'Code {{code.value}}', text: 'Ang code mo: {{code.value}}' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toBe('owner@shop.test');
    const mail = await newestMailTo('owner@shop.test');
    expect(mail.subject).toBe('Code 482913');
    expect(mail.text).toBe('Ang code mo: 482913');
    const row = await lastAudit('mailTemplate.test');
    expect(row).toMatchObject({ actorEmail: 'owner@shop.test', entityId: 'account.loginCode:fil' });
  });

  it("sends the password reset in the merchant's words with its working link", async () => {
    const saved = await post('save', {
      type: 'account.passwordReset',
      lang: 'en',
      subject: 'New password for {{shop.name}}',
      text: '{{customer.greeting}} Open {{reset.link}} within {{reset.minutes}} minutes.',
      html: '<p>Open <a href="{{reset.link}}">this link</a></p>',
    });
    expect(saved.status).toBe(200);
    await server.post('/api/web/auth/signup', {
      email: 'forgetful@example.com',
      password: 'secret-pass',
      firstName: 'Rosa',
      lastName: 'B',
      birthday: '1990-05-17',
      agree: true,
    });
    await server.post('/api/web/auth/forget', { account: 'forgetful@example.com' });
    await expect.poll(() => mailsTo('forgetful@example.com').filter((m) => m.subject.startsWith('New password')).length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo('forgetful@example.com').find((m) => m.subject.startsWith('New password'))!;
    const link = /http:\/\/shop\.test(\/en)?\/auth\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(mail.text).toMatch(/^Hello Rosa, Open http/);
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link!).searchParams.get('token');
    const reset = await server.post('/api/web/auth/reset-password', { token, password: 'brand-new-pass-9' });
    expect(reset.body.code).toBe(0);
    const [stored] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mailTemplate.save'), eq(auditLog.entityId, 'account.passwordReset:en')));
    expect(stored).toBeTruthy();
  });
});
