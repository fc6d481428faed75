/**
 * The console's shop settings, by what is on screen: the owner enters a EUR rate from today and
 * stops offering GBP; the storefront's currency chooser then offers EUR (and no longer GBP) and
 * shows prices converted at that rate. The owner sets a contact phone that the storefront footer
 * shows. The same journey once in Chinese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor, formatMoney } from '../src/shared/money.ts';
import { launchBrowser, open } from './support/browser.ts';
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

const visible = (locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const heading = (page: Page, name: string) => visible(page.getByRole('heading', { name, exact: true }));
const navLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

const texts = {
  en: {
    prefix: '',
    locale: 'en-US',
    account: 'E-mail or mobile',
    password: 'Password',
    submit: 'Sign in',
    dashboard: 'Dashboard',
    settings: 'Settings',
    currenciesTab: 'Currencies and tax',
    generalTab: 'General',
    currency: 'Currency',
    rate: 'Rate',
    addRate: 'Add the rate',
    inForce: 'In force',
    save: 'Save',
    saved: 'Settings saved',
    rateAdded: 'Rate added',
    phone: 'Contact phone',
    chooser: 'Currency',
  },
  zh: {
    prefix: '/zh',
    locale: 'zh-CN',
    account: '邮箱或手机号',
    password: '密码',
    submit: '登录',
    dashboard: '概览',
    settings: '设置',
    currenciesTab: '货币和税',
    generalTab: '基本信息',
    currency: '货币',
    rate: '汇率',
    addRate: '添加汇率',
    inForce: '生效中',
    save: '保存',
    saved: '设置已保存',
    rateAdded: '汇率已添加',
    phone: '联系电话',
    chooser: '货币',
  },
};

async function journey(lang: 'en' | 'zh', rate: number, phone: string) {
  const t = texts[lang];
  const owner = await newPage();
  await owner.goto(`${shop.url}/admin`);
  await owner.waitForURL(/\/admin\/signin/);
  if (lang === 'zh') await owner.getByLabel('Language').first().selectOption({ label: '简体中文' });
  await owner.getByLabel(t.account).fill(shop.owner.email);
  await owner.getByLabel(t.password).fill(shop.owner.password);
  await owner.getByRole('button', { name: t.submit }).click();
  await heading(owner, t.dashboard);

  await navLink(owner, t.settings).click();
  await heading(owner, t.settings);
  await owner.getByRole('tab', { name: t.currenciesTab }).click();
  const today = new Date().toISOString().slice(0, 10);
  await owner.getByLabel(t.currency, { exact: true }).selectOption('EUR');
  await owner.getByRole('textbox', { name: t.rate, exact: true }).fill(String(rate));
  await owner.getByRole('button', { name: t.addRate }).click();
  await visible(owner.getByRole('status').getByText(t.rateAdded));
  const row = owner.getByRole('row').filter({ hasText: today }).filter({ hasText: 'EUR' });
  await visible(row.getByText(t.inForce));
  expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(rate));

  const gbp = owner.getByRole('checkbox', { name: /^GBP/ });
  if (await gbp.isChecked()) await gbp.uncheck();
  expect(await owner.getByRole('checkbox', { name: /^EUR/ }).isChecked()).toBe(true);
  await owner.getByRole('button', { name: t.save, exact: true }).click();
  await visible(owner.getByRole('status').getByText(t.saved));

  const shopper = await newPage();
  await open(shopper, `${shop.url}${t.prefix}/`);
  const chooser = shopper.getByRole('banner').getByRole('combobox', { name: t.chooser });
  const offered = await chooser.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toContain('EUR');
  expect(offered).not.toContain('GBP');
  const price = shopper.locator('[data-price]').first();
  await visible(price);
  const base = Number(await price.getAttribute('data-price'));
  await chooser.selectOption('EUR');
  await expect.poll(() => price.textContent(), { timeout: 15_000 }).toContain(formatMoney(convertMinor(base, 'USD', 'EUR', rate), 'EUR', t.locale));

  await owner.getByRole('tab', { name: t.generalTab }).click();
  await owner.getByLabel(t.phone, { exact: true }).fill(phone);
  await owner.getByRole('button', { name: t.save, exact: true }).click();
  await visible(owner.getByRole('status').getByText(t.saved));
  const next = await newPage();
  await open(next, `${shop.url}${t.prefix}/`);
  await visible(next.getByRole('contentinfo').getByRole('link', { name: phone }));
}

describe('shop settings in the console', () => {
  it('offers EUR at a rate from today in the storefront chooser, and shows the contact phone in the footer', async () => {
    await journey('en', 0.5, '+639171234567');
  });

  it('works in Chinese', async () => {
    await journey('zh', 0.25, '+8613800138000');
  });
});
