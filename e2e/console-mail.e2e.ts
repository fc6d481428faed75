/**
 * The console's e-mail templates, by what is on screen: the owner rewords the order confirmation's
 * subject, previews it with sample data (the subject and the HTML in its sandboxed frame), saves
 * it, and a shopper's checkout then puts an e-mail with that subject in the outbox. Once in
 * English, once in Chinese (the console in Chinese, the Chinese template, a shopper in Chinese).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails } from '../src/server/testing/outbox.ts';
import { launchBrowser } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await shop?.stop();
});

const visible = (locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

async function api(path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

/** A guest shopper in `lang` buys one item of the first product in stock; answers the order number. */
async function checkout(lang: string, email: string): Promise<string> {
  const who = { 'x-visitor-id': randomUUID(), 'x-lang': lang };
  const { list } = await api('/api/web/product/list', { pageSize: 20 }, who);
  let sku: string | undefined;
  for (const card of list) {
    const product = await api('/api/web/product/get', { slug: card.slug }, who);
    sku = product.variants.find((v: { stock: number }) => v.stock > 3)?.sku;
    if (sku) break;
  }
  await api('/api/web/cart/add', { sku, quantity: 1 }, who);
  const { methods } = await api('/api/web/checkout/shipping', { country: 'US' }, who);
  const placed = await api(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email,
      address: { firstName: 'Maria', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '9 Elm St', countryCode: '+1', phone: '5125550199' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'cash_on_delivery',
    },
    who,
  );
  return placed.orderNumber;
}

const texts = {
  en: {
    account: 'E-mail or mobile',
    password: 'Password',
    submit: 'Sign in',
    dashboard: 'Dashboard',
    nav: 'E-mails',
    heading: 'E-mail templates',
    lang: 'Language',
    langName: 'English',
    subject: 'Subject',
    preview: 'Preview',
    previewSubject: 'Subject: ',
    previewHtml: 'HTML preview',
    save: 'Save template',
    saved: 'Template saved',
    customised: 'Customised',
    newSubject: 'Your order {{order.number}} is confirmed, thank you!',
    expected: (n: string) => `Your order ${n} is confirmed, thank you!`,
  },
  zh: {
    account: '邮箱或手机号',
    password: '密码',
    submit: '登录',
    dashboard: '概览',
    nav: '邮件',
    heading: '邮件模板',
    lang: '语言',
    langName: '简体中文',
    subject: '主题',
    preview: '预览',
    previewSubject: '主题：',
    previewHtml: 'HTML 预览',
    save: '保存模板',
    saved: '模板已保存',
    customised: '已自定义',
    newSubject: '订单 {{order.number}} 已确认，谢谢惠顾！',
    expected: (n: string) => `订单 ${n} 已确认，谢谢惠顾！`,
  },
};

async function editConfirmationSubject(lang: 'en' | 'zh') {
  const t = texts[lang];
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const owner = await context.newPage();
  await owner.goto(`${shop.url}/admin`);
  await owner.waitForURL(/\/admin\/signin/);
  if (lang === 'zh') await owner.getByLabel('Language').first().selectOption({ label: '简体中文' });
  await owner.getByLabel(t.account).fill(shop.owner.email);
  await owner.getByLabel(t.password).fill(shop.owner.password);
  await owner.getByRole('button', { name: t.submit }).click();
  await visible(owner.getByRole('heading', { name: t.dashboard, exact: true }));

  await owner.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
  await visible(owner.getByRole('heading', { name: t.heading, exact: true }));
  const main = owner.getByRole('main');
  await main.getByLabel(t.lang, { exact: true }).selectOption({ label: t.langName });
  const subject = main.getByLabel(t.subject, { exact: true });
  await expect.poll(() => subject.inputValue(), { timeout: 15_000 }).toContain('{{order.number}}');
  await subject.fill(t.newSubject);

  await main.getByRole('button', { name: t.preview, exact: true }).click();
  await visible(main.getByText(`${t.previewSubject}${t.expected('SO2611240001')}`, { exact: true }));
  const frame = owner.frameLocator(`iframe[title="${t.previewHtml}"]`);
  await visible(frame.getByText('SO2611240001').first());

  await main.getByRole('button', { name: t.save, exact: true }).click();
  await visible(main.getByRole('status').getByText(t.saved));
  await visible(main.getByText(t.customised, { exact: true }));
}

async function confirmationSubject(email: string): Promise<string> {
  await expect.poll(() => readMails(shop.dataDir).filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  return readMails(shop.dataDir).find((m) => m.to.includes(email))!.subject;
}

describe('the e-mail templates in the console', () => {
  it("rewords the order confirmation's subject, previews it, and the next checkout's e-mail carries it", async () => {
    await editConfirmationSubject('en');
    const number = await checkout('en', 'mail.en@example.com');
    expect(await confirmationSubject('mail.en@example.com')).toBe(texts.en.expected(number));
  });

  it('works in Chinese, for a shopper in Chinese', async () => {
    await editConfirmationSubject('zh');
    const number = await checkout('zh', 'mail.zh@example.com');
    expect(await confirmationSubject('mail.zh@example.com')).toBe(texts.zh.expected(number));
  });
});
