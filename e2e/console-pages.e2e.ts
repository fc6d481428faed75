/**
 * The page builder, by what is on screen: the owner adds a banner to the home page, sees it in the
 * preview beside the editor while visitors still see the live page, publishes, and the
 * storefront's home page shows it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
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
  await page.goto(`${shop.url}/admin/pages`);
  await page.waitForURL(/\/admin\/signin/);
  await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
  await page.getByLabel('Password').fill(shop.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Pages' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

const BANNER = 'Autumn gathering weekend';

/** The storefront's home page as a visitor sees it. */
async function visitorSees(text: string): Promise<boolean> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.waitForLoadState('domcontentloaded');
    return (await page.getByText(text).count()) > 0;
  } finally {
    await context.close();
  }
}

describe('the page builder', () => {
  it('adds a banner to the home page, previews it unpublished, publishes it and the storefront shows it', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page
        .locator('tr', { has: page.getByRole('cell', { name: '/', exact: true }) })
        .getByRole('link')
        .click();
      await page.waitForURL(/\/admin\/pages\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Sections' }).isVisible(), { timeout: 15_000 }).toBe(true);

      await page.getByLabel('Add section').selectOption('hero');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const settings = page.locator('section', { has: page.getByRole('heading', { name: 'Settings of Banner' }) });
      await settings.getByRole('textbox', { name: 'Title · English', exact: true }).fill(BANNER);
      await settings.getByRole('textbox', { name: 'Title · 简体中文', exact: true }).fill('秋日聚会周末');

      // Saved as a draft by itself; the preview beside the editor shows it before it is published.
      const preview = page.frameLocator('iframe[title="Preview of the page with unpublished changes"]');
      await expect.poll(() => preview.getByText(BANNER).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await visitorSees(BANNER)).toBe(false);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect.poll(() => page.getByText('Published. The storefront shows this version.').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Bring back' }).count()).toBeGreaterThan(0);

      await expect.poll(() => visitorSees(BANNER), { timeout: 15_000 }).toBe(true);
    } finally {
      await context.close();
    }
  });
});
