/**
 * The catalogue in the merchant console, by what is on screen: the owner creates a product with
 * two colours × three sizes, uploads an image, fills the Chinese title, publishes it, and the
 * storefront's search finds it in English and in Chinese at its price; a second tab's save over
 * the first is refused and names who saved.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
  await page.goto(`${shop.url}/admin/products`);
  await page.waitForURL(/\/admin\/signin/);
  await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
  await page.getByLabel('Password').fill(shop.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Products' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** A text field by the start of its name ("Title · English", not "SEO title · English"). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

const picture = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();

describe('the product editor', () => {
  it('creates a two-colour, three-size product that the storefront then finds in English and Chinese at its price', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.getByRole('link', { name: 'New product' }).click();
      await page.waitForURL(/\/admin\/products\/new$/);
      await field(page, 'Title · English').fill('Harbour Wool Scarf');
      expect(await page.getByLabel('Address (slug)').inputValue()).toBe('harbour-wool-scarf');
      await field(page, 'Title · 简体中文').fill('港湾羊毛围巾');
      await page.getByRole('textbox', { name: 'Description · English', exact: true }).click();
      await page.keyboard.type('Warm and soft.');

      await page.getByLabel('Upload images').setInputFiles({ name: 'scarf.jpg', mimeType: 'image/jpeg', buffer: await picture() });
      await expect.poll(() => page.getByText('Main image').isVisible(), { timeout: 15_000 }).toBe(true);

      for (const [value, en, zh] of [
        ['navy', 'Navy', '藏青'],
        ['sand', 'Sand', '沙色'],
      ]) {
        await page.getByRole('button', { name: 'Add colour' }).click();
        const row = page.getByRole('group', { name: 'Colours' }).locator('div').last();
        await row.getByLabel('Value').fill(value);
        await row.getByLabel('English').fill(en);
        await row.getByLabel('简体中文').fill(zh);
      }
      await page.getByLabel('Sizes (separated by commas)').fill('S, M, L');
      await page.getByLabel('Price (USD)').first().fill('39.50');
      await page.getByRole('button', { name: 'Generate variants from the options' }).click();
      await expect.poll(() => page.getByRole('cell', { name: /^(navy|sand) \/ [SML]$/ }).count()).toBe(6);
      for (const label of await page.getByLabel(/· Stock$/).all()) await label.fill('7');
      await page.getByLabel('Status').selectOption('active');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      await expect.poll(() => page.getByText('Saved', { exact: true }).isVisible()).toBe(true);

      // A second tab saves first; this tab's save is then refused, naming who saved.
      const other = await context.newPage();
      await other.goto(page.url());
      await expect.poll(() => field(other, 'Title · English').inputValue(), { timeout: 15_000 }).toBe('Harbour Wool Scarf');
      await field(other, 'Title · 繁體中文').fill('港灣羊毛圍巾');
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => other.getByText('Saved', { exact: true }).isVisible()).toBe(true);
      await field(page, 'Title · Filipino').fill('Bandana');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(shop.owner.email);
      await page.getByRole('button', { name: 'Reload their version' }).click();
      await expect.poll(() => field(page, 'Title · 繁體中文').inputValue()).toBe('港灣羊毛圍巾');

      await page.getByRole('link', { name: 'All products' }).click();
      await page.getByRole('searchbox').fill('HARBOUR-WOOL-SCARF-SAND-M');
      await page.getByRole('searchbox').press('Enter');
      await expect.poll(() => page.getByRole('link', { name: 'Harbour Wool Scarf' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }

    const shopper = await browser.newContext({ locale: 'en-US' });
    const store = await shopper.newPage();
    try {
      await open(store, `${shop.url}/search?q=harbour%20scarf`);
      await expect
        .poll(
          () =>
            store
              .getByRole('link', { name: /Harbour Wool Scarf/ })
              .first()
              .isVisible(),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await store.getByText('$39.50').first().isVisible()).toBe(true);
      await open(store, `${shop.url}/zh/search?q=${encodeURIComponent('羊毛围巾')}`);
      await expect
        .poll(
          () =>
            store
              .getByRole('link', { name: /港湾羊毛围巾/ })
              .first()
              .isVisible(),
          { timeout: 15_000 },
        )
        .toBe(true);
    } finally {
      await shopper.close();
    }
  });
});
