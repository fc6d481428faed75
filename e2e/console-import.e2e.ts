/**
 * The catalogue import in the merchant console, by what is on screen: the owner chooses a CSV
 * with a bad row, sees the row's error and no way to import, chooses the fixed file, imports it
 * while the progress bar fills, and the storefront's search then finds an imported product.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CSV_COLUMNS } from '../src/shared/contracts/catalog-import-admin.ts';
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

const row = (cells: Partial<Record<(typeof CATALOG_CSV_COLUMNS)[number], string>>) => CATALOG_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
const lantern = (size: string, price: string) =>
  row({ handle: 'paper-lantern', title_en: 'Paper Lantern', title_zh: '纸灯笼', status: 'active', size, sku: `LANTERN-${size}`, price, stock: '8' });
const file = (price: string) => ({
  name: 'catalogue.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([CATALOG_CSV_COLUMNS.join(','), lantern('S', '1900'), lantern('L', price)].join('\r\n')),
});

describe('the catalogue import', () => {
  it('shows a bad row, imports the fixed file with its progress, and the storefront finds the product', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${shop.url}/admin/products`);
      await page.waitForURL(/\/admin\/signin/);
      await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
      await page.getByLabel('Password').fill(shop.owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Import / export' }).click();
      await page.waitForURL(/\/admin\/products\/import$/);

      await page.getByLabel('CSV file').setInputFiles(file('19.00'));
      await expect.poll(() => page.getByRole('cell', { name: 'price must be a whole number' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByRole('row', { name: /^3 price/ }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

      await page.getByLabel('CSV file').setInputFiles(file('2400'));
      await expect.poll(() => page.getByText('No errors: 1 new products, 0 to update, 2 variants.').isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => page.getByText('Imported: 1 new products, 0 updated, 2 variants.').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    } finally {
      await context.close();
    }

    const shopper = await browser.newContext({ locale: 'en-US' });
    const store = await shopper.newPage();
    try {
      await open(store, `${shop.url}/search?q=paper%20lantern`);
      await expect
        .poll(
          () =>
            store
              .getByRole('link', { name: /Paper Lantern/ })
              .first()
              .isVisible(),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await store.getByText('$19.00').first().isVisible()).toBe(true);
    } finally {
      await shopper.close();
    }
  });
});
