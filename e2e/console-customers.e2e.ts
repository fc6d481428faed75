/**
 * The console's Customers screens, by what is on screen: the owner finds the demo customer by
 * searching, gives them 50 credits with a reason (after the form refuses a zero), and the
 * customer's credits log shows it; then the owner disables the account, and the customer's next
 * page sends them to sign in, where they are told the account is disabled.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let owner: BrowserContext;
let customer: BrowserContext;
let console_: Page;
let storefront: Page;
const reason = `Sorry for the late parcel ${Date.now()}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const res = await fetch(`${shop.url}/api/web/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: shop.customer.email, password: shop.customer.password }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  customer = await browser.newContext();
  await customer.addCookies([{ name: 'x-auth', value: data.token, url: shop.url }]);
  storefront = await customer.newPage();
  owner = await browser.newContext({ locale: 'en-US' });
  console_ = await owner.newPage();
});
afterAll(async () => {
  await owner?.close();
  await customer?.close();
  await browser?.close();
  await shop?.stop();
});

const visible = (page: Page | Locator, text: string | RegExp) => page.getByText(text).first().isVisible();

describe('the console Customers screens', () => {
  it("lets the owner find the demo customer and adjust their credits, which the customer's log then shows", async () => {
    await open(storefront, `${shop.url}/user/log`);
    expect(await visible(storefront, reason)).toBe(false);

    await console_.goto(`${shop.url}/admin`);
    await console_.waitForURL(/\/admin\/signin/);
    await console_.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await console_.getByLabel('Password').fill(shop.owner.password);
    await console_.getByRole('button', { name: 'Sign in' }).click();
    await console_.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect.poll(() => console_.getByRole('heading', { name: 'Customers' }).isVisible()).toBe(true);

    await console_.getByRole('searchbox', { name: 'Search e-mail, mobile or name' }).fill(shop.customer.email);
    await console_.getByRole('button', { name: 'Search', exact: true }).click();
    await console_.waitForURL(/\/admin\/customers\?q=/);
    const rows = console_.getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).getByText(shop.customer.email).isVisible()).toBe(true);
    await rows.nth(1).getByRole('link', { name: 'Demo Customer' }).click();
    await expect.poll(() => console_.getByRole('heading', { name: 'Demo Customer' }).isVisible()).toBe(true);

    await console_.getByRole('tab', { name: 'Credits' }).click();
    await console_.getByRole('button', { name: 'Adjust credits' }).click();
    const dialog = console_.getByRole('dialog', { name: 'Adjust credits' });
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect.poll(() => visible(dialog, 'Enter an amount other than zero')).toBe(true);
    expect(await visible(dialog, 'This field is required')).toBe(true);

    await dialog.getByLabel('Amount').fill('50');
    await dialog.getByLabel('Reason (the customer sees it)').fill(reason);
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => visible(console_, /Credits adjusted\. New balance: \d+/)).toBe(true);
    const panel = console_.getByRole('tabpanel', { name: 'Credits' });
    await expect.poll(() => visible(panel, `Adjusted by the shop · ${reason}`)).toBe(true);
    expect(await panel.getByRole('cell', { name: '+50', exact: true }).isVisible()).toBe(true);

    await open(storefront, `${shop.url}/user/log`);
    const entry = storefront.getByRole('listitem').filter({ hasText: reason });
    expect(await entry.isVisible()).toBe(true);
    expect(await entry.getByText('+50').isVisible()).toBe(true);
  });

  it('lets the owner disable the account: the customer is sent to sign in at their next page and told why they cannot', async () => {
    await console_.getByRole('button', { name: 'Disable account' }).click();
    const confirm = console_.getByRole('alertdialog', { name: 'Disable this account?' });
    expect(await visible(confirm, /signed out on every device at once/)).toBe(true);
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expect.poll(() => console_.getByRole('button', { name: 'Enable account' }).isVisible()).toBe(true);
    expect(await visible(console_, 'Disabled')).toBe(true);

    await storefront.goto(`${shop.url}/user`);
    await storefront.waitForURL((url) => url.pathname === '/auth/signin');
    expect(new URL(storefront.url()).searchParams.get('redirect')).toBe('/user');

    await open(storefront, storefront.url());
    const main = storefront.getByRole('main');
    await main.getByLabel('E-mail or mobile number').fill(shop.customer.email);
    await main.getByLabel('Password', { exact: true }).fill(shop.customer.password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => visible(storefront, 'This account has been disabled by the shop. Please contact customer service.')).toBe(true);
    expect(new URL(storefront.url()).pathname).toBe('/auth/signin');
  });
});
