/**
 * Getting into an account and back in, in English and in Chinese: sign up, be told to check the
 * inbox, verify from the e-mail's link (which signs in), sign out, ask for a reset, set a new
 * password from the e-mail's link and sign in with it. The e-mails are read from the test
 * shop's outbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/shared/i18n/messages/en.json' with { type: 'json' };
import zh from '../src/shared/i18n/messages/zh.json' with { type: 'json' };
import { mailLink } from '../src/server/testing/outbox.ts';
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
  expect(errors).toEqual([]);
});

const main = (page: Page) => page.getByRole('main');
const link = async (to: string, screen: string) => {
  let found: string | null = null;
  await expect.poll(() => (found = mailLink(shop.dataDir, to, screen)), { timeout: 15_000 }).toBeTruthy();
  return found!;
};

describe.each([
  ['en', en],
  ['zh', zh],
] as const)('account recovery in %s', (lang, m) => {
  let page: Page;
  const email = `recover.${lang}@example.com`;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('pageerror', (err) => errors.push(err.message));
  });
  afterAll(() => page.close());

  it('signs up and is told to check the inbox', async () => {
    await open(page, `${shop.url}/${lang}/auth/signup`);
    await main(page).getByLabel(m.auth.firstName, { exact: true }).fill('Rosa');
    await main(page).getByLabel(m.auth.lastName, { exact: true }).fill('Reyes');
    await main(page).getByLabel(m.auth.account).fill(email);
    await main(page).getByLabel(m.auth.birthday).fill('1991-03-04');
    await main(page).getByLabel(m.auth.password, { exact: true }).fill('first-pass-1');
    await main(page).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: m.auth.signUpButton }).click();
    await arrive(page, `${shop.url}/${lang}/auth/verify-prompt`);
    await expect.poll(() => main(page).getByRole('heading', { name: m.recovery.promptTitle }).isVisible()).toBe(true);
    expect(await main(page).getByText(email).isVisible()).toBe(true);
    // The resend waits its minute, as the server does.
    expect(await main(page).getByRole('button', { name: m.recovery.resend }).count()).toBe(0);
  });

  it('verifies from the e-mail link, which signs in, and signs out', async () => {
    const verify = await link(email, 'verify-email');
    expect(verify).toContain(`/${lang}/auth/verify-email?token=`);
    await page.goto(verify.replace(/^https?:\/\/[^/]+/, shop.url));
    await page.waitForURL(`${shop.url}/${lang}/auth/verify-email`);
    await expect.poll(() => main(page).getByText(m.recovery.verifiedText).isVisible()).toBe(true);
    await main(page).getByRole('link', { name: m.recovery.goToAccount }).click();
    await arrive(page, `${shop.url}/${lang}/user/center`);
    // Verified: no banner asking for it.
    expect(await main(page).getByText(m.recovery.banner).count()).toBe(0);
    await main(page).getByRole('button', { name: m.auth.signOut }).click();
    await arrive(page, `${shop.url}/${lang}`);
  });

  it('asks for a reset from sign-in, sets a new password from the e-mail link, and signs in with it', async () => {
    await open(page, `${shop.url}/${lang}/auth/signin`);
    await main(page).getByRole('link', { name: m.auth.forgotPassword }).click();
    await arrive(page, `${shop.url}/${lang}/auth/forget`);
    await main(page).getByLabel(m.auth.account).fill(email);
    await main(page).getByRole('button', { name: m.recovery.forgetButton }).click();
    await expect.poll(() => main(page).getByText(m.recovery.forgetSent).isVisible()).toBe(true);

    const reset = await link(email, 'reset-password');
    await open(page, reset.replace(/^https?:\/\/[^/]+/, shop.url));
    // The token is gone from the address once exchanged.
    expect(page.url()).toBe(`${shop.url}/${lang}/auth/reset-password?via=link`);
    await main(page).getByLabel(m.auth.newPassword).fill('second-pass-2');
    await main(page).getByRole('button', { name: m.recovery.resetButton }).click();
    await arrive(page, `${shop.url}/${lang}/auth/signin`);

    await main(page).getByLabel(m.auth.account).fill(email);
    await main(page).getByLabel(m.auth.password, { exact: true }).fill('second-pass-2');
    await main(page).getByRole('button', { name: m.auth.signInButton }).click();
    await arrive(page, `${shop.url}/${lang}/user/center`);
  });
});
