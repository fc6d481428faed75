/**
 * A visitor opens the shop in Simplified Chinese, switches to English, searches, opens a
 * product, picks a variant (the URL moves to the SKU), signs up, is signed in, and signs out.
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
const htmlLang = () => page.evaluate(() => document.documentElement.lang);

describe('a visitor', () => {
  it('opens the home page under /zh in Simplified Chinese', async () => {
    const response = await open(page, `${shop.url}/zh`);
    expect(response?.status()).toBe(200);
    expect(await htmlLang()).toBe('zh');
    await expect.poll(() => page.getByRole('link', { name: '注册' }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('switches to English and the page follows without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    await arrive(page, `${shop.url}/en`);
    await expect.poll(htmlLang).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: 'Sign up' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('searches and opens a product', async () => {
    const search = page.getByRole('search').first().getByRole('combobox');
    await search.fill('red dress');
    await search.press('Enter');
    await arrive(page, /\/en\/search\?q=red(\+|%20)dress/);
    await page.getByRole('link', { name: 'Classic Red Dress' }).first().click();
    await arrive(page, `${shop.url}/en/product/classic-red-dress`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Classic Red Dress');
  });

  it('picks another colour and the URL moves to that SKU', async () => {
    await main().getByRole('button', { name: 'Burgundy', exact: true }).click();
    await arrive(page, /\/en\/product\/classic-red-dress\/[A-Z0-9-]+$/);
    const sku = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(sku).toMatch(/BURGUNDY/);
    expect(await main().getByRole('button', { name: 'Burgundy', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await reopen(page);
    expect(await main().getByRole('button', { name: 'Burgundy', exact: true }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is told what is wrong with an incomplete sign-up form', async () => {
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await arrive(page, `${shop.url}/en/auth/signup`);
    await main().getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => main().getByText('Please enter your e-mail or mobile number').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('First name is required').isVisible()).toBe(true);
    await main().getByLabel('E-mail or mobile number').fill('not-an-e-mail');
    await main().getByLabel('Password', { exact: true }).fill('12345');
    await main().getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => main().getByText('Password must be 6–20 characters').isVisible()).toBe(true);
  });

  it('signs up, is signed in, and signs out', async () => {
    await main().getByLabel('E-mail or mobile number').fill('new.shopper@example.com');
    await main().getByLabel('Password', { exact: true }).fill('a-good-pass');
    await main().getByLabel('First name').fill('Nina');
    await main().getByLabel('Last name').fill('Santos');
    await main().getByLabel('Birthday').fill('1994-08-21');
    await main().getByRole('checkbox').check();
    await main().getByRole('button', { name: 'Create account' }).click();
    // A new account is asked to check its inbox first.
    await arrive(page, `${shop.url}/en/auth/verify-prompt`);
    await page.goto(`${shop.url}/en/user/center`);
    await expect.poll(() => main().getByText('Hello, Nina').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('new.shopper@example.com').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('x-auth'))).toBeTruthy();

    await main().getByRole('button', { name: 'Sign out' }).click();
    await arrive(page, `${shop.url}/en`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('x-auth'))).toBeNull();
    const account = await open(page, `${shop.url}/en/user/center`);
    expect(new URL(page.url()).pathname).toBe('/en/auth/signin');
    expect(account?.status()).toBe(200);
  });

  it('puts a dress in the cart while signed out', async () => {
    await open(page, `${shop.url}/en/product/classic-red-dress`);
    await main().getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await open(page, `${shop.url}/en/auth/signin`);
  });

  it('signs in again with the new account, and the cart it filled signed out joins the account', async () => {
    await main().getByLabel('E-mail or mobile number').fill('new.shopper@example.com');
    await main().getByLabel('Password', { exact: true }).fill('a-good-pass');
    await main().getByRole('button', { name: 'Sign in' }).click();
    await arrive(page, `${shop.url}/en/user/center`);
    await open(page, `${shop.url}/en/cart`);
    await expect
      .poll(() =>
        main()
          .getByText(/Classic Red Dress/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('a first visit', () => {
  it('adds to cart while its visitor id is still on its way, and finds the dress in its cart', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const first = await context.newPage();
    first.on('pageerror', (err) => errors.push(err.message));
    // The page hands out no visitor id: the visitor's data call brings it, held here until after the click.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await first.route('**/api/web/visitor/data', async (route) => {
      await held;
      await route.continue();
    });
    const asked = first.waitForRequest('**/api/web/visitor/data');
    const product = await open(first, `${shop.url}/en/product/classic-red-dress`);
    expect(await product?.headerValue('set-cookie')).toBeNull();
    await asked;
    await first.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    release();
    await expect.poll(() => first.getByRole('dialog').isVisible()).toBe(true);

    await open(first, `${shop.url}/en/cart`);
    await expect.poll(() => first.getByRole('main').getByText('Classic Red Dress').first().isVisible()).toBe(true);
    const cookies = await context.cookies();
    const stored = await first.evaluate(() => localStorage.getItem('visitorId'));
    expect(cookies.find((c) => c.name === 'visitorId')?.value).toBe(stored);
    await context.close();
    expect(errors).toEqual([]);
  });
});
