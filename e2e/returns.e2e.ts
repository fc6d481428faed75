/**
 * After-sales, in English and in Chinese, on a phone-sized screen for the return screens: a
 * customer buys, the merchant ships (an admin call with the owner's session), the customer
 * confirms receipt, asks for a refund-only return from the order's page (the refund shown before
 * submitting) and finds it under "pending approval"; the merchant approves it, which refunds it,
 * and the shopper sees "refunded". Credential photos are optional here: the upload call belongs to
 * another module.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
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

async function admin(call: string, body: unknown) {
  const signin = await fetch(`${shop.url}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
  });
  const token = (await signin.json()).data.token as string;
  const res = await fetch(`${shop.url}/api/admin${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth': token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: any };
}

/** Signs a new customer in (a first checkout, with no saved address) and buys one dress with the sandbox card; answers the order number. */
async function buy(page: Page, email: string): Promise<string> {
  const signup = await fetch(`${shop.url}/api/web/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass', firstName: 'Lea', lastName: 'Santos', birthday: '1990-05-17', agree: true }),
  });
  expect((await signup.json()).code).toBe(0);
  await open(page, `${shop.url}/auth/signin`);
  await main(page).getByLabel('E-mail or mobile number').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill('secret-pass');
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  await arrive(page, /\/user\/center/);
  await open(page, `${shop.url}/product/classic-red-dress`);
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await open(page, `${shop.url}/cart`);
  await main(page).getByRole('link', { name: 'Check out' }).first().click();
  await arrive(page, /\/checkout\/information/);
  await fillInformationAndShipping(page, { firstName: 'Lea', lastName: 'Santos', street: '1 Main St', phone: '5125550100' });
  await main(page).getByRole('radio', { name: /card/i }).check();
  await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiry date (MM/YY)').fill('12/30');
  await main(page).getByLabel('Security code (CVC)').fill('123');
  await main(page).getByRole('button', { name: 'Place order' }).click();
  await arrive(page, /\/checkout\/thankyou\?order=/);
  return new URL(page.url()).searchParams.get('order')!;
}

const TEXT = {
  en: {
    prefix: '',
    confirmReceipt: 'Confirm receipt',
    apply: 'Request a return',
    refundOnly: 'Refund only',
    reason: 'Reason',
    damaged: 'Arrived damaged',
    submit: 'Submit request',
    pending: 'Pending approval',
    refunded: 'Refunded',
    quantity: 'Return quantity',
  },
  zh: {
    prefix: '/zh',
    confirmReceipt: '确认收货',
    apply: '申请售后',
    refundOnly: '仅退款',
    reason: '申请原因',
    damaged: '商品破损',
    submit: '提交申请',
    pending: '待审核',
    refunded: '已退款',
    quantity: '退货数量',
  },
} as const;

describe('after-sales', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`a customer asks for a refund of a delivered order and sees it refunded (${lang})`, async () => {
      const text = TEXT[lang];
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (err) => errors.push(err.message));
      const number = await buy(page, `returns-${lang}@example.com`);

      const detail = (await admin('/order/get', { number })).data;
      const shipped = await admin('/order/ship', {
        number,
        expressName: 'DHL',
        expressNumber: 'JD0042',
        lines: detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity })),
      });
      expect(shipped.code).toBe(0);

      // The rest on a phone-sized screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `${shop.url}${text.prefix}/user/order/${number}`);
      await main(page).getByRole('button', { name: text.confirmReceipt }).click();
      const confirm = page.getByRole('dialog');
      if (await confirm.isVisible()) await confirm.getByRole('button').last().click();
      await expect.poll(async () => (await admin('/order/get', { number })).data.status).toBe('completed');

      await open(page, `${shop.url}${text.prefix}/user/order/${number}`);
      await main(page).getByRole('button', { name: text.apply }).click();
      await main(page).getByRole('radio', { name: text.refundOnly }).check();
      await main(page).getByLabel(new RegExp(text.quantity)).first().fill('1');
      await main(page).getByLabel(text.reason).selectOption({ label: text.damaged });
      // The refund the shop computes is shown before submitting: the dress's paid share.
      await expect.poll(() => main(page).getByTestId('return-quote').textContent()).not.toMatch(/^\D*0[.,]00$/);
      const quoted = await main(page).getByTestId('return-quote').textContent();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await main(page).getByRole('button', { name: text.submit }).click();
      await arrive(page, /\/user\/return\/R\d+/);
      const returnNumber = page.url().split('/').pop()!;

      await open(page, `${shop.url}${text.prefix}/user/return?tab=pending_approval`);
      const card = main(page).getByTestId('return-card').filter({ hasText: returnNumber });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.getByTestId('return-status').textContent()).toBe(text.pending);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const approved = await admin('/return/approve', { number: returnNumber });
      expect(approved.data).toMatchObject({ status: 'completed', refundStatus: 'refunded' });

      await open(page, `${shop.url}${text.prefix}/user/return/${returnNumber}`);
      await expect.poll(() => main(page).getByTestId('refund-status').textContent()).toBe(text.refunded);
      expect(await main(page).getByTestId('refund-amount').textContent()).toBe(quoted);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
