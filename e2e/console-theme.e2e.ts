/**
 * The console's theme editor and settings, by what is on screen: the owner changes the primary
 * colour, sees it in the preview at once while the shop still has the old one, saves, and the
 * shop's next page load carries it; then renames the shop in the settings and the storefront's
 * header shows the new name; the theme screen lists the page that hides the header and footer.
 * The same screens are used once in Chinese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The primary colour a page's styles resolve to (the theme's CSS variable on :root). */
const primaryOf = (page: { evaluate: Page['evaluate'] }) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim());

/** `#0a7d33` → `rgb(10, 125, 51)`, as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The storefront's home as a visitor opens it next. */
async function storefront(): Promise<Page> {
  const page = await newPage();
  await open(page, `${shop.url}/`);
  return page;
}

const texts = {
  en: {
    account: 'E-mail or mobile',
    password: 'Password',
    submit: 'Sign in',
    dashboard: 'Dashboard',
    theme: 'Theme',
    primary: 'Primary, hex code',
    saveTheme: 'Save theme',
    themeSaved: 'Theme saved',
    preview: 'Preview of the shop',
    frames: 'Pages without the header or footer',
    hidesBoth: 'no header · no footer',
    settings: 'Settings',
    shopName: 'Shop name',
    save: 'Save',
    saved: 'Settings saved',
  },
  zh: {
    account: '邮箱或手机号',
    password: '密码',
    submit: '登录',
    dashboard: '概览',
    theme: '主题',
    primary: '主色，十六进制色值',
    saveTheme: '保存主题',
    themeSaved: '主题已保存',
    preview: '商店预览',
    frames: '隐藏页头或页脚的页面',
    hidesBoth: '无页头 · 无页脚',
    settings: '设置',
    shopName: '店铺名称',
    save: '保存',
    saved: '设置已保存',
  },
};

async function themeAndName(lang: 'en' | 'zh', colour: string, name: string) {
  const t = texts[lang];
  const owner = await newPage();
  await owner.goto(`${shop.url}/admin`);
  await owner.waitForURL(/\/admin\/signin/);
  if (lang === 'zh') await owner.getByLabel('Language').first().selectOption({ label: '简体中文' });
  await owner.getByLabel(t.account).fill(shop.owner.email);
  await owner.getByLabel(t.password).fill(shop.owner.password);
  await owner.getByRole('button', { name: t.submit }).click();
  await heading(owner, t.dashboard);

  await navLink(owner, t.theme).click();
  await heading(owner, t.theme);
  // The demo's landing page hides both; the theme screen says so and leads to that page's editor.
  const frames = owner.getByRole('region', { name: t.frames });
  await visible(frames.getByText(t.hidesBoth));
  expect(await frames.locator('a[href^="/admin/pages/"]').count()).toBe(1);
  const before = await primaryOf(await storefront());
  expect(before).not.toBe(colour);
  const preview = owner.frameLocator(`iframe[title="${t.preview}"]`);
  await visible(preview.locator('main'));
  await owner.getByLabel(t.primary, { exact: true }).fill(colour);
  const previewFrame = () => owner.frames().find((f) => f !== owner.mainFrame() && new URL(f.url()).pathname === '/')!;
  await expect.poll(() => primaryOf(previewFrame()), { timeout: 15_000 }).toBe(colour);
  expect(await primaryOf(await storefront())).toBe(before);

  await owner.getByRole('button', { name: t.saveTheme }).click();
  await visible(owner.getByRole('status').getByText(t.themeSaved));
  const shopper = await storefront();
  expect(await primaryOf(shopper)).toBe(colour);
  const probe = await shopper.evaluate(() => {
    const text = document.createElement('span');
    text.className = 'text-primary';
    document.body.append(text);
    return getComputedStyle(text).color;
  });
  expect(probe).toBe(rgb(colour));

  await navLink(owner, t.settings).click();
  await heading(owner, t.settings);
  await owner.getByLabel(t.shopName, { exact: true }).fill(name);
  await owner.getByRole('button', { name: t.save, exact: true }).click();
  await visible(owner.getByRole('status').getByText(t.saved));
  const next = await storefront();
  await visible(next.getByRole('banner').getByText(name, { exact: true }));
}

describe('the theme editor and settings in the console', () => {
  it('saves a primary colour the next storefront page carries, and a shop name its header shows', async () => {
    await themeAndName('en', '#0a7d33', 'Harbour Goods');
  });

  it('adds a shipping zone', async () => {
    const owner = await newPage();
    await owner.goto(`${shop.url}/admin/shipping`);
    await owner.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await owner.getByLabel('Password').fill(shop.owner.password);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await heading(owner, 'Shipping');
    await owner.getByRole('button', { name: 'Add a zone' }).click();
    await visible(owner.getByRole('region', { name: 'New zone' }));
  });

  it('works in Chinese', async () => {
    await themeAndName('zh', '#aa3300', '港湾杂货');
  });
});
