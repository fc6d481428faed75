/**
 * Login e-mail verification and spending credits, in Chinese. A customer turns the security
 * centre's switch on; a second browser that signs in is asked for the code, which the customer
 * reads from the e-mail and types in; signed out, that browser signs in again without a code.
 * The demo customer, given credits by the shop, spends them at checkout and the order page shows
 * the discount.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/server/testing/outbox.ts';
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

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'journey-pass';

const main = (page: Page) => page.getByRole('main');

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

async function fillSignIn(page: Page, email: string, password: string, to: string) {
  await open(page, `${shop.url}/zh/auth/signin?redirect=${encodeURIComponent(to)}`);
  await main(page).getByLabel('邮箱或手机号').fill(email);
  await main(page).getByLabel('密码', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: '登录', exact: true }).click();
}

const hasSession = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'x-auth');

/** The code in the newest sign-in code e-mail to `email`. */
function mailedCode(email: string): string | null {
  const mail = readOutbox(shop.dataDir)
    .filter((m) => m.to.includes(email) && m.text.includes('登录验证码'))
    .at(-1);
  return mail ? (/(\d{6})/.exec(mail.text)?.[1] ?? null) : null;
}

describe('login e-mail verification, in Chinese', () => {
  const email = `verify-${randomUUID().slice(0, 8)}@example.com`;
  let laptop: BrowserContext;
  let phone: BrowserContext;

  beforeAll(async () => {
    const created = await api('/web/auth/signup', { email, password: PASSWORD, firstName: 'Rosa', lastName: 'Reyes', birthday: '1991-03-04', agree: true });
    expect(created.code).toBe(0);
    laptop = await browser.newContext({ locale: 'zh-CN' });
    phone = await browser.newContext({ locale: 'zh-CN', userAgent: IPHONE });
  });
  afterAll(async () => {
    await laptop?.close();
    await phone?.close();
  });

  it('a second browser is asked for the e-mailed code, signs in with it, and next time needs none', async () => {
    const page = await newPage(laptop);
    await fillSignIn(page, email, PASSWORD, '/zh/user/security');
    await arrive(page, `${shop.url}/zh/user/security`);

    const toggle = main(page).getByRole('switch', { name: '登录邮箱验证' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await main(page).getByLabel('密码', { exact: true }).fill(PASSWORD);
    await main(page).getByRole('button', { name: '开启', exact: true }).click();
    await expect.poll(() => main(page).getByText('当前：已开启').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    // The owner hears of it by e-mail.
    expect(readOutbox(shop.dataDir).some((m) => m.to.includes(email) && m.text.includes('已开启登录邮箱验证'))).toBe(true);

    const other = await newPage(phone);
    await fillSignIn(other, email, PASSWORD, '/zh/user/security');
    await expect.poll(() => main(other).getByRole('heading', { level: 1, name: '请查收邮件' }).isVisible()).toBe(true);
    expect(await main(other).getByText('v•••@example.com').isVisible()).toBe(true);
    expect(await hasSession(phone)).toBe(false);

    await expect.poll(() => mailedCode(email)).toMatch(/^\d{6}$/);
    await main(other).getByLabel('验证码', { exact: true }).fill(mailedCode(email)!);
    await main(other).getByRole('button', { name: '验证并登录' }).click();
    await arrive(other, `${shop.url}/zh/user/security`);
    expect(await hasSession(phone)).toBe(true);
    await expect.poll(() => main(other).getByRole('heading', { level: 1, name: '安全中心' }).isVisible()).toBe(true);

    await main(other).getByRole('button', { name: '退出登录' }).first().click();
    // Signing out reloads onto the home page; a navigation started before it lands would be cut off.
    await arrive(other, new RegExp(`^${shop.url}/zh/?$`));
    expect(await hasSession(phone)).toBe(false);
    await fillSignIn(other, email, PASSWORD, '/zh/user/security');
    await arrive(other, `${shop.url}/zh/user/security`);
    expect(await hasSession(phone)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('credits at checkout, in Chinese', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context?.close());

  it('the demo customer spends credits and sees the discount in the summary and on the order page', async () => {
    const customer = await api('/web/auth/signin', { account: shop.customer.email, password: shop.customer.password });
    const staff = await api('/admin/auth/signin', { account: shop.owner.email, password: shop.owner.password });
    const adjusted = await api('/admin/credits/adjust', { userId: customer.data.user.id, amount: 300, reason: '欢迎' }, staff.data.token);
    expect(adjusted.data).toEqual({ balance: 300 });

    const page = await newPage(context);
    await fillSignIn(page, shop.customer.email, shop.customer.password, '/zh/product/classic-red-dress');
    await arrive(page, `${shop.url}/zh/product/classic-red-dress`);
    await main(page).getByRole('button', { name: '加入购物车' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await open(page, `${shop.url}/zh/cart`);
    await main(page).getByRole('link', { name: '去结算' }).first().click();
    await arrive(page, /\/checkout\/information/);
    await main(page).getByLabel('名字').fill('Lea');
    await main(page).getByLabel('姓氏').fill('Santos');
    await main(page).getByLabel('国家/地区', { exact: true }).selectOption('US');
    await main(page).getByLabel('城市').fill('Austin');
    await main(page).getByLabel('详细地址').fill('1 Main St');
    await main(page).getByLabel('国家/地区代码').fill('+1');
    await main(page).getByLabel('手机号码').fill('5125550100');
    await main(page).getByRole('button', { name: '下一步：选择配送方式' }).click();
    await arrive(page, /\/checkout\/shipping/);
    await main(page).getByRole('radio').first().check();
    await main(page).getByRole('button', { name: '下一步：支付' }).click();
    await arrive(page, /\/checkout\/payment/);

    await expect.poll(() => main(page).getByText('您有 300 积分').isVisible()).toBe(true);
    await main(page).getByLabel('使用积分', { exact: true }).check();
    expect(await main(page).getByLabel('使用积分数').inputValue()).toBe('300');
    const summary = page.getByRole('region', { name: '订单摘要' });
    await expect.poll(() => summary.getByText('积分抵扣（300）').isVisible()).toBe(true);
    await main(page).getByRole('button', { name: '提交订单' }).click();
    await arrive(page, /\/checkout\/thankyou\?order=/);
    const number = new URL(page.url()).searchParams.get('order')!;

    await open(page, `${shop.url}/zh/user/order/${number}`);
    await expect.poll(() => main(page).getByText('积分抵扣（300）').isVisible()).toBe(true);
    const order = (await api('/web/order/get', { number }, customer.data.token)).data;
    expect(order.credits).toEqual({ used: 300, discount: 300 });
    expect((await api('/web/user/credits', {}, customer.data.token)).data.balance).toBe(0);
    expect(errors).toEqual([]);
  });
});
