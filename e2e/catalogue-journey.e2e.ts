/**
 * A visitor browses a category, filters by colour and price, sorts by price descending, opens a
 * product, switches variants, reads an article, and searches in Chinese and in English with the
 * same results; the merchant changes the product route pattern and every product link follows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open, reopen } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const main = () => page.getByRole('main');
const productSlugs = () =>
  main()
    .locator('a[href*="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => /\/product\/([^/]+)/.exec(new URL((a as HTMLAnchorElement).href).pathname)![1]))]);
const shownPrices = () =>
  main()
    .locator('[data-price]')
    .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.price)));

describe('browsing the catalogue', () => {
  it('filters a category by colour and price and sorts it by price descending', async () => {
    await open(page, `${shop.url}/category/women`);
    const all = await productSlugs();
    expect(all.length).toBeGreaterThan(4);
    await main().getByRole('checkbox', { name: /^Red/ }).first().click();
    await arrive(page, /color=red/);
    const red = await productSlugs();
    expect(red.length).toBeGreaterThan(0);
    expect(red.length).toBeLessThan(all.length);

    await open(page, `${shop.url}/category/women`);
    await main().getByLabel('Min price').fill('50');
    await main().getByLabel('Max price').fill('100');
    await main().getByRole('button', { name: 'Apply' }).click();
    await arrive(page, /minPrice=5000.*maxPrice=10000|maxPrice=10000.*minPrice=5000/);
    await main().getByLabel('Sort by').selectOption('price_desc');
    await arrive(page, /sort=price_desc/);
    await expect.poll(async () => (await shownPrices()).length).toBeGreaterThan(1);
    const prices = await shownPrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.every((p) => p >= 5000 && p <= 10000)).toBe(true);
  });

  it('opens a product from the list and switches its variants', async () => {
    await main().locator('a[href*="/product/"]').first().click();
    await arrive(page, /\/product\/[^/]+$/);
    const sizes = main().getByRole('group', { name: /Size/ }).getByRole('button');
    const target = sizes.nth(1);
    await target.click();
    await arrive(page, /\/product\/[^/]+\/[A-Z0-9-]+$/);
    expect(await target.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the larger image view, whose code arrives only then, and closes it with Escape', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const opener = main().getByRole('button', { name: 'View larger image' });
    expect(requested.some((p) => p.includes('ImageViewer'))).toBe(false);
    await opener.click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(requested.some((p) => p.includes('ImageViewer'))).toBe(true);
    const [, shown, total] = /^Image (\d+) of (\d+)$/.exec((await viewer.getAttribute('aria-label')) ?? '')!.map(Number);
    expect(total).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Image ${(shown % total) + 1} of ${total}` }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('reads an article from the journal', async () => {
    await open(page, `${shop.url}/page/journal`);
    const first = main().locator('a[href*="/article/"]').first();
    const title = (await first.textContent())?.trim();
    await first.click();
    await arrive(page, /\/article\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    // Search engines read the server-rendered page: its JSON-LD describes the article.
    await reopen(page);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain('"@type":"Article"');
  });

  it('finds the same products searching in Chinese and in English', async () => {
    await open(page, `${shop.url}/zh/search?q=${encodeURIComponent('连衣裙')}`);
    const chinese = (await productSlugs()).sort();
    await open(page, `${shop.url}/search?q=dress`);
    const english = (await productSlugs()).sort();
    expect(chinese.length).toBeGreaterThan(2);
    expect(chinese).toEqual(english);
    expect(errors).toEqual([]);
  });
});

describe('a custom product route', () => {
  it('changes every product link and retires the old pattern', async () => {
    const signIn = await fetch(`${shop.url}/api/admin/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
    });
    const token = (await signIn.json()).data.token;
    const saved = await fetch(`${shop.url}/api/admin/site/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth': token },
      body: JSON.stringify({ router: { isCustom: true, userPath: 'user', rules: { product: 'goods/:slug' } } }),
    });
    expect((await saved.json()).code).toBe(0);
    // The site settings are re-read within seconds; reload until the new pattern is live.
    await expect.poll(async () => (await fetch(`${shop.url}/goods/classic-red-dress`)).status, { timeout: 15_000, interval: 500 }).toBe(200);
    expect((await fetch(`${shop.url}/product/classic-red-dress`)).status).toBe(404);
    await open(page, `${shop.url}/category/women`);
    const hrefs = await page
      .locator('a[href*="/goods/"], a[href*="/product/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(4);
    expect(hrefs.every((h) => h.startsWith('/goods/'))).toBe(true);
    await page.locator('a[href^="/goods/"]').first().click();
    await arrive(page, /\/goods\//);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
