/**
 * The storefront's content from the merchant console, by what is on screen: the owner adds a
 * header menu item leading to a category and one leading to a tag, and the storefront's header
 * shows them (in English and in Chinese); the owner writes an article with an English and a Chinese body, publishes it, and the
 * storefront's article page shows it in both languages.
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

async function signIn(page: Page) {
  await page.goto(`${shop.url}/admin/menus`);
  await page.waitForURL(/\/admin\/signin/);
  await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
  await page.getByLabel('Password').fill(shop.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Navigation menus' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

describe('the storefront’s content from the console', () => {
  it('adds header menu items to a category and to a tag and publishes an article, all shown by the storefront in English and Chinese', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signIn(page);
      await expect.poll(() => page.getByRole('button', { name: 'Add item' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByLabel('Label (English)', { exact: true }).fill('Staff picks');
      await page.getByLabel('Label (Simplified Chinese)', { exact: true }).fill('店员精选');
      await page.getByLabel('Links to', { exact: true }).selectOption('category');
      await page.getByLabel('Category', { exact: true }).selectOption('shirts');
      await page.locator('li[data-depth]').last().getByRole('button', { name: 'Edit', exact: true }).click();
      // The new item moves to the top with the keyboard: its handle, then up past every other item.
      const rows = page.locator('li[data-depth="0"]');
      const handle = page.getByRole('button', { name: 'Move Staff picks', exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      const live = page.locator('[id^="DndLiveRegion"]');
      const all = await page.locator('li[data-depth]').count();
      for (let i = all - 1; i > 0; i--) {
        const was = await live.textContent();
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => live.textContent(), { timeout: 10_000 }).not.toBe(was);
      }
      await page.keyboard.press('Space');
      await expect.poll(() => rows.first().textContent(), { timeout: 10_000 }).toContain('Staff picks');
      await page.getByRole('button', { name: 'Save menu' }).click();
      await visible(page, 'Menu saved. The storefront shows it on the next page.');

      // A second item leads to a tag, chosen from the shop's tags by name.
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByLabel('Label (English)', { exact: true }).fill('Crowd favourites');
      await page.getByLabel('Links to', { exact: true }).selectOption('tag');
      await page.getByLabel('Tag page', { exact: true }).selectOption({ label: 'Bestseller' });
      // The notice of the first save is still on screen: wait for this save's answer instead.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/menu/save') && r.ok());
      await page.getByRole('button', { name: 'Save menu' }).click();
      await saved;

      // The article, written in English and Chinese, saved as a draft and then published.
      await page.getByRole('link', { name: 'Articles', exact: true }).click();
      await page.getByRole('link', { name: 'New article' }).click();
      await page.waitForURL(/\/admin\/articles\/new$/);
      await page.getByLabel('Title (English)', { exact: true }).fill('Packing for a linen summer');
      await page.getByLabel('Title (Simplified Chinese)', { exact: true }).fill('亚麻夏日行李清单');
      await page.getByLabel('Address name', { exact: true }).fill('linen-summer');
      await page.getByLabel('Summary (English)', { exact: true }).fill('Five pieces that go everywhere.');
      await page.getByLabel('Body (English)', { exact: true }).click();
      await page.keyboard.type('Roll, do not fold: linen travels light.');
      await page.getByRole('tab', { name: /Simplified Chinese/ }).click();
      await page.getByLabel('Body (Simplified Chinese)', { exact: true }).click();
      await page.keyboard.insertText('卷起来，不要折叠：亚麻轻装出行。');
      await page.getByRole('button', { name: 'Save article' }).click();
      await page.waitForURL(/\/admin\/articles\/\d+$/, { timeout: 15_000 });
      await visible(page, 'Article saved.');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await visible(page, 'Published. The storefront shows the article.');
    } finally {
      await context.close();
    }

    const shopper = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    const store = await shopper.newPage();
    try {
      await open(store, `${shop.url}/`);
      // The menu's link, in the header the page was served with (desktop row and mobile drawer).
      const item = store.locator('a[href="/category/shirts"]', { hasText: 'Staff picks' });
      await expect.poll(() => item.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await store.locator('a[href="/tag/bestseller"]', { hasText: 'Crowd favourites' }).count()).toBeGreaterThan(0);
      await open(store, `${shop.url}/zh`);
      await expect.poll(() => store.locator('a[href="/zh/category/shirts"]', { hasText: '店员精选' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

      await open(store, `${shop.url}/article/linen-summer`);
      await expect.poll(() => store.getByRole('heading', { name: 'Packing for a linen summer', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await store.getByText('Roll, do not fold: linen travels light.').isVisible()).toBe(true);
      await open(store, `${shop.url}/zh/article/linen-summer`);
      await expect.poll(() => store.getByRole('heading', { name: '亚麻夏日行李清单', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await store.getByText('卷起来，不要折叠：亚麻轻装出行。').isVisible()).toBe(true);
    } finally {
      await shopper.close();
    }
  });
});
