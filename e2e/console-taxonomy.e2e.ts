/**
 * The catalogue's arrangement in the merchant console, by what is on screen: the owner creates a
 * subcategory under Men and drags it with the keyboard among Women's subcategories, then creates
 * the rule-based collection "Under 50", whose storefront page lists only products up to $50, in
 * English and in Chinese.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

type Card = { slug: string; title: string; price: number };
async function storefrontList(body: object, lang = 'en'): Promise<{ list: Card[]; total: number }> {
  const res = await fetch(`${shop.url}/api/web/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': lang },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
}

async function signIn(page: Page) {
  await page.goto(`${shop.url}/admin/categories`);
  await page.waitForURL(/\/admin\/signin/);
  await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
  await page.getByLabel('Password').fill(shop.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** The products a list page shows, by the slugs of their links, in order. */
const productSlugs = async (page: Page) => {
  const hrefs = await page.locator('a[href*="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/^.*\/product\//, '').replace(/[?#].*$/, '')))];
};

const rowSlugs = (page: Page) =>
  page.locator('li[data-category]').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-category')}:${r.getAttribute('data-depth')}`));

describe('arranging the catalogue', () => {
  it('moves a new subcategory with the keyboard and lists a rule-based collection’s products on the storefront', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.locator('li[data-category="men"]').getByRole('button', { name: 'New subcategory' }).click();
      await page.getByLabel('Address', { exact: true }).fill('scarves');
      await page.getByLabel('Name (English)', { exact: true }).fill('Scarves');
      await page.getByLabel('Name (Simplified Chinese)', { exact: true }).fill('围巾');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => rowSlugs(page), { timeout: 15_000 }).toContain('scarves:1');
      const before = await rowSlugs(page);
      expect(before.slice(before.indexOf('men:0'), before.indexOf('scarves:1') + 1)).toEqual(['men:0', 'shirts:1', 'outerwear:1', 'scarves:1']);

      // Keyboard drag: pick up the handle, move up over "Dresses", drop; it joins Women before Dresses.
      const handle = page.getByRole('button', { name: 'Move Scarves', exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      // Each step waits for the drag's announcement of where it now is, so no key press outruns the move before it.
      const live = page.locator('[id^="DndLiveRegion"]');
      for (let i = before.indexOf('scarves:1'); i > before.indexOf('dresses:1'); i--) {
        const was = await live.textContent();
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => live.textContent(), { timeout: 10_000 }).not.toBe(was);
      }
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByText('Order saved', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
      const after = await rowSlugs(page);
      expect(after.slice(0, 4)).toEqual(['women:0', 'scarves:1', 'dresses:1', 'tops-knitwear:1']);
      expect(after).not.toContain('scarves:2');

      // The rule-based collection "Under 50".
      await page.getByRole('link', { name: 'Collections' }).click();
      await page.getByRole('link', { name: 'New collection' }).click();
      await page.waitForURL(/\/admin\/collections\/new$/);
      await page.getByLabel('Address', { exact: true }).fill('under-50');
      await page.getByLabel('Title (English)', { exact: true }).fill('Under 50');
      await page.getByLabel('Title (Simplified Chinese)', { exact: true }).fill('50元以下');
      await page.getByLabel('Products matching rules').check();
      await page.getByRole('button', { name: 'Add a rule' }).click();
      await page.getByLabel('Highest price').fill('50');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/collections\/\d+$/, { timeout: 15_000 });
      await page.getByRole('link', { name: 'All collections' }).click();
      await expect.poll(() => page.getByRole('link', { name: 'Under 50' }).isVisible(), { timeout: 15_000 }).toBe(true);
    } finally {
      await context.close();
    }

    const matching = await storefrontList({ collection: 'under-50', pageSize: 100 });
    expect(matching.total).toBeGreaterThan(0);
    expect(matching.list.every((p) => p.price <= 5000)).toBe(true);
    const dearest = (await storefrontList({ sort: 'price_desc', pageSize: 1 })).list[0];
    expect(dearest.price).toBeGreaterThan(5000);
    const firstPage = (await storefrontList({ collection: 'under-50' })).list;

    const shopper = await browser.newContext({ locale: 'en-US' });
    const store = await shopper.newPage();
    try {
      await open(store, `${shop.url}/collection/under-50`);
      await expect.poll(() => store.getByRole('heading', { name: 'Under 50' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await productSlugs(store)).toEqual(firstPage.map((p) => p.slug));
      expect(await store.getByRole('link', { name: firstPage[0].title }).first().isVisible()).toBe(true);
      expect(await productSlugs(store)).not.toContain(dearest.slug);

      const firstPageZh = (await storefrontList({ collection: 'under-50' }, 'zh')).list;
      await open(store, `${shop.url}/zh/collection/under-50`);
      await expect.poll(() => store.getByRole('heading', { name: '50元以下' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await productSlugs(store)).toEqual(firstPageZh.map((p) => p.slug));
      expect(firstPageZh[0].title).not.toBe(firstPage[0].title);
      expect(await store.getByRole('link', { name: firstPageZh[0].title }).first().isVisible()).toBe(true);
    } finally {
      await shopper.close();
    }
  });
});
