/**
 * Sign-up and sign-in as a shopper meets them: with JavaScript off (the forms post to the server
 * and come back with their messages), and with it on (the password hint, errors that stay beside
 * their field, a mobile-number account), then the account area's navigation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const main = (page: Page) => page.getByRole('main');

async function fillSignUp(page: Page, fields: { account: string; password: string }) {
  await main(page).getByLabel('First name').fill('Rosa');
  await main(page).getByLabel('Last name').fill('Reyes');
  await main(page).getByLabel('E-mail or mobile number').fill(fields.account);
  await main(page).getByLabel('Birthday').fill('1991-03-04');
  await main(page).getByLabel('Password', { exact: true }).fill(fields.password);
  await main(page).getByRole('checkbox').check();
}

describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('signs up through the server and lands in the account centre, signed in', async () => {
    await page.goto(`${shop.url}/en/auth/signup`);
    await fillSignUp(page, { account: 'no.script@example.com', password: 'a-good-pass' });
    await main(page).getByRole('button', { name: 'Create account' }).click();
    // A new account is asked to check its inbox first.
    await page.waitForURL(`${shop.url}/en/auth/verify-prompt`);
    await page.goto(`${shop.url}/en/user/center`);
    expect(await main(page).getByText('Hello, Rosa').isVisible()).toBe(true);
    expect(await main(page).getByRole('link', { name: 'My orders' }).isVisible()).toBe(true);
  });

  it('is told what is wrong, beside each field and in the page language, with what was typed kept', async () => {
    await context.clearCookies();
    await page.goto(`${shop.url}/zh/auth/signin`);
    await main(page).getByLabel('邮箱或手机号').fill('no.script@example.com');
    await main(page).getByLabel('密码', { exact: true }).fill('wrong-pass');
    await main(page).getByRole('button', { name: '登录' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/zh/auth/signin');
    const password = main(page).getByLabel('密码', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await main(page).getByText('账户或密码错误').isVisible()).toBe(true);
    expect(await main(page).getByLabel('邮箱或手机号').inputValue()).toBe('no.script@example.com');
    expect(await password.inputValue()).toBe('');
  });

  it('never puts a password in the address when a form that needs its script is sent without it', async () => {
    const signIn = (password: string) =>
      fetch(`${shop.url}/api/web/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: shop.customer.email, password }),
      }).then((res) => res.json() as Promise<{ code: number; data: { token: string } }>);
    const { data } = await signIn(shop.customer.password);
    await context.clearCookies();
    await context.addCookies([{ name: 'x-auth', value: data.token, url: shop.url }]);
    await page.goto(`${shop.url}/en/user/security`);
    await main(page).getByLabel('Current password').fill(shop.customer.password);
    await main(page).getByLabel('New password').fill('never-in-the-url-1');
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await page.waitForLoadState('domcontentloaded');
    // The browser posted the form: the page comes back, with nothing typed in its address (or in history, or in a log).
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/user/security');
    expect(url.search).toBe('');
    // And nothing changed: the password is the one it was.
    expect((await signIn(shop.customer.password)).code).toBe(0);
    expect((await signIn('never-in-the-url-1')).code).not.toBe(0);
  });
});

describe('with JavaScript', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
  });

  it('marks the password rule met as the shopper types, by the same 6–20 rule as the error', async () => {
    await open(page, `${shop.url}/en/auth/signup`);
    const password = main(page).getByLabel('Password', { exact: true });
    const met = () => main(page).getByText('Password meets the requirements').isVisible();
    await expect.poll(() => main(page).getByText('6–20 characters').isVisible()).toBe(true);
    await password.pressSequentially('abcde');
    expect(await met()).toBe(false);
    await password.press('f');
    await expect.poll(met).toBe(true);
    await password.fill('x'.repeat(21));
    await expect.poll(met).toBe(false);
  });

  it('signs up with a mobile number, then signs in with it written another way', async () => {
    await fillSignUp(page, { account: '+63 917 555 0199', password: 'a-good-pass' });
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await arrive(page, `${shop.url}/en/user/center`);
    await expect.poll(() => main(page).getByText('+639175550199').isVisible()).toBe(true);
    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await arrive(page, `${shop.url}/en`);

    await open(page, `${shop.url}/en/auth/signin`);
    await main(page).getByLabel('E-mail or mobile number').fill('+63 917-555-0199');
    await main(page).getByLabel('Password', { exact: true }).fill('wrong-pass');
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    const password = main(page).getByLabel('Password', { exact: true });
    // The refusal stays beside the password, tied to it and announced; the account stays as typed.
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby'))!.split(' ');
    const message = page.locator(`[id="${describedBy.find((id) => id.endsWith('-error'))}"]`);
    expect(await message.textContent()).toBe('Incorrect account or password');
    expect(await main(page).getByRole('alert').textContent()).toBe('Incorrect account or password');
    expect(await main(page).getByLabel('E-mail or mobile number').inputValue()).toBe('+63 917-555-0199');
    await password.fill('a-good-pass');
    await expect.poll(() => message.count()).toBe(0);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await arrive(page, `${shop.url}/en/user/center`);
  });

  it('moves through the account area by its navigation', async () => {
    const nav = main(page).getByRole('navigation', { name: 'Account menu' });
    expect(await nav.getByRole('link', { name: 'Account center' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'My orders' }).click();
    await arrive(page, `${shop.url}/en/user/order`);
    await nav.getByRole('link', { name: 'My coupons' }).click();
    await arrive(page, `${shop.url}/en/user/coupon`);
    expect(await nav.getByRole('link', { name: 'My coupons' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
  });
});
