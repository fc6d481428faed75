/**
 * The profile and the security centre as a customer meets them on a phone-sized screen, in
 * English and in Chinese: the profile is edited and still there after a reload, a second
 * browser signs in, both devices are listed, the first signs the second out (whose next page is
 * the sign-in page) and the activity shows it.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open, reopen } from './support/browser.ts';
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

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE_SCREEN = { width: 390, height: 844 };
const PASSWORD = 'journey-pass';

const TEXTS = {
  en: {
    account: 'E-mail or mobile number',
    password: 'Password',
    signIn: 'Sign in',
    info: 'Personal information',
    nickname: 'Nickname',
    bio: 'Bio',
    save: 'Save',
    firstName: 'First name',
    updated: 'Your details have been updated',
    thisDevice: 'This device',
    signOutPhone: 'Sign out Safari 17 · iOS 17',
    seeActivity: 'See account activity',
    deviceSignedOut: 'Device signed out',
    signedIn: 'Signed in',
  },
  zh: {
    account: '邮箱或手机号',
    password: '密码',
    signIn: '登录',
    info: '基本信息',
    nickname: '昵称',
    bio: '个人简介',
    save: '保存',
    firstName: '名',
    updated: '资料已更新',
    thisDevice: '本机',
    signOutPhone: '退出 Safari 17 · iOS 17',
    seeActivity: '查看账户动态',
    deviceSignedOut: '设备已退出',
    signedIn: '登录',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

async function createAccount(email: string) {
  const res = await fetch(`${shop.url}/api/web/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Rosa', lastName: 'Reyes', birthday: '1991-03-04', agree: true }),
  });
  expect((await res.json()).code).toBe(0);
}

async function signIn(page: Page, lang: 'en' | 'zh', email: string, to: string) {
  const text = TEXTS[lang];
  await open(page, `${shop.url}/${lang}/auth/signin?redirect=${encodeURIComponent(to)}`);
  await main(page).getByLabel(text.account).fill(email);
  await main(page).getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: text.signIn, exact: true }).click();
  await arrive(page, `${shop.url}${to}`);
}

describe.each(['en', 'zh'] as const)('the security centre in %s', (lang) => {
  const text = TEXTS[lang];
  const email = `journey-${lang}-${randomUUID().slice(0, 8)}@example.com`;
  let laptop: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    await createAccount(email);
    laptop = await browser.newContext({ viewport: PHONE_SCREEN });
    phone = await browser.newContext({ viewport: PHONE_SCREEN, userAgent: IPHONE });
    page = await laptop.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
  });
  afterAll(async () => {
    await laptop?.close();
    await phone?.close();
  });

  it('edits the profile and still shows it after a reload', async () => {
    await signIn(page, lang, email, `/${lang}/user/info`);
    expect(await main(page).getByRole('heading', { level: 1, name: text.info }).isVisible()).toBe(true);
    await main(page).getByLabel(text.nickname).fill('Rosie');
    await main(page).getByLabel(text.bio).fill('Tea and long walks.');
    await main(page).getByRole('button', { name: text.save }).click();
    await expect.poll(() => page.getByText(text.updated).first().isVisible()).toBe(true);
    await reopen(page);
    expect(await main(page).getByLabel(text.nickname).inputValue()).toBe('Rosie');
    expect(await main(page).getByLabel(text.bio).inputValue()).toBe('Tea and long walks.');

    await open(page, `${shop.url}/${lang}/user/account`);
    await main(page).getByLabel(text.firstName, { exact: true }).fill('Rosalind');
    await main(page).getByRole('button', { name: text.save }).click();
    await expect.poll(() => page.getByText(text.updated).first().isVisible()).toBe(true);
    await reopen(page);
    expect(await main(page).getByLabel(text.firstName, { exact: true }).inputValue()).toBe('Rosalind');
    // Nothing overflows the phone-sized screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SCREEN.width);
  });

  it('lists both devices and signs the other one out, whose next page is the sign-in page', async () => {
    const phonePage = await phone.newPage();
    await signIn(phonePage, lang, email, `/${lang}/user/center`);

    await open(page, `${shop.url}/${lang}/user/security`);
    const devices = main(page).locator('[data-device]');
    // The account was made through the API (a session of its own), then signed in here and on the phone.
    expect(await devices.count()).toBe(3);
    expect(await devices.first().getByText(text.thisDevice).isVisible()).toBe(true);
    expect(await main(page).getByText('Safari 17 · iOS 17').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SCREEN.width);

    await main(page).getByRole('button', { name: text.signOutPhone }).click();
    await expect.poll(() => devices.count()).toBe(2);
    expect(await main(page).getByText('Safari 17 · iOS 17').count()).toBe(0);

    await phonePage.goto(`${shop.url}/${lang}/user/order`);
    await phonePage.waitForURL((url) => url.pathname === `/${lang}/auth/signin`);
    expect(new URL(phonePage.url()).searchParams.get('redirect')).toBe(`/${lang}/user/order`);
  });

  it('shows the sign-ins and the device signed out in the activity', async () => {
    await main(page).getByRole('link', { name: text.seeActivity }).click();
    await arrive(page, `${shop.url}/${lang}/user/security/activity`);
    const kinds = await main(page)
      .locator('[data-kind]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds).toEqual(['device_signed_out', 'sign_in', 'sign_in', 'sign_in']);
    expect(await main(page).getByText(text.deviceSignedOut).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
