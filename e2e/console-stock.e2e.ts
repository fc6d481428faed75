/**
 * The console's Stock screen, by what is on screen: the owner lists the low-stock variants, takes
 * the first, receives 10 units with a note, sees the adjustment in the variant's history, and the
 * storefront's product page for that variant then says it is in stock.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let owner: BrowserContext;
let console_: Page;
const note = `Delivery note ${Date.now()}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await browser.newContext({ locale: 'en-US' });
  console_ = await owner.newPage();
});
afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await shop?.stop();
});

const visible = (page: Page | Locator, text: string | RegExp) => page.getByText(text).first().isVisible();

/** The storefront address of a variant: its product's slug (the owner's stock list call) and its SKU. */
async function productAddress(sku: string): Promise<string> {
  const signIn = await fetch(`${shop.url}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${shop.url}/api/admin/stock/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth': token },
    body: JSON.stringify({ q: sku }),
  });
  const { data } = (await res.json()) as { data: { list: Array<{ sku: string; productSlug: string }> } };
  const row = data.list.find((r) => r.sku === sku)!;
  return `${shop.url}/product/${row.productSlug}/${encodeURIComponent(sku)}`;
}

describe('the console Stock screen', () => {
  it('lets the owner receive units for a low-stock variant, shows them in its history, and the storefront then has it in stock', async () => {
    await console_.goto(`${shop.url}/admin`);
    await console_.waitForURL(/\/admin\/signin/);
    await console_.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await console_.getByLabel('Password').fill(shop.owner.password);
    await console_.getByRole('button', { name: 'Sign in' }).click();
    await console_.getByRole('link', { name: 'Stock', exact: true }).click();
    await expect.poll(() => console_.getByRole('heading', { name: 'Stock' }).isVisible()).toBe(true);

    await console_.getByRole('button', { name: 'Low stock' }).click();
    await console_.waitForURL(/\/admin\/stock\?filter=low/);
    const first = console_.getByRole('row').nth(1);
    await expect.poll(() => first.getByText('Low', { exact: true }).isVisible()).toBe(true);
    const sku = (await first.getAttribute('data-sku'))!;
    const before = Number(await first.getByRole('cell').nth(2).locator('span').first().textContent());
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(5);

    const storefront = await browser.newPage();
    const address = await productAddress(sku);
    await open(storefront, address);
    expect(await storefront.getByTestId('stock').textContent()).toBe(before < 5 ? `Only ${before} units left` : 'In stock');

    await first.getByRole('button', { name: 'Adjust' }).click();
    const dialog = console_.getByRole('dialog', { name: `Adjust stock of ${sku}` });
    await dialog.getByRole('spinbutton', { name: /^Units/ }).fill('10');
    await dialog.getByLabel('Reason').selectOption({ label: 'Received' });
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => visible(console_, `Stock of ${sku} is now ${before + 10}`)).toBe(true);

    await console_.getByRole('searchbox', { name: 'Search SKU or product' }).fill(sku);
    await console_.getByRole('searchbox', { name: 'Search SKU or product' }).press('Enter');
    await console_.getByRole('button', { name: 'All', exact: true }).click();
    const row = console_.locator(`tr[data-sku="${sku}"]`);
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe(String(before + 10));
    await row.getByRole('button', { name: 'History' }).click();
    const history = console_.getByRole('dialog', { name: `Stock history of ${sku}` });
    const entry = history.getByRole('row').filter({ hasText: note });
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await entry.getByRole('cell', { name: 'Received', exact: true }).isVisible()).toBe(true);
    expect(await entry.getByRole('cell', { name: '+10', exact: true }).isVisible()).toBe(true);
    expect(await entry.getByRole('cell', { name: String(before + 10), exact: true }).isVisible()).toBe(true);
    expect(await entry.getByRole('cell', { name: shop.owner.email }).isVisible()).toBe(true);

    await open(storefront, address);
    expect(await storefront.getByTestId('stock').textContent()).toBe('In stock');
    await storefront.close();
  });
});
