/**
 * The merchant console, in English and in Chinese, by what is on screen: the owner signs in at
 * /admin, sees the dashboard's figures, opens an order to ship, ships it with a tracking number,
 * and the customer's order page then shows that tracking number.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open, reportPolicyViolations } from './support/browser.ts';
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

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

/** The demo customer places a cash-on-delivery order (it waits under "to ship") through the API; answers its number and the customer's session. */
async function placeOrderToShip(): Promise<{ number: string; token: string }> {
  const { token } = await api('/api/web/auth/signin', { account: shop.customer.email, password: shop.customer.password });
  const { list } = await api('/api/web/product/list', { pageSize: 20 });
  let sku = '';
  for (const card of list) {
    const product = await api('/api/web/product/get', { slug: card.slug });
    sku = product.variants.find((v: { stock: number }) => v.stock > 2)?.sku ?? '';
    if (sku) break;
  }
  await api('/api/web/cart/add', { sku, quantity: 1 }, token);
  const { methods } = await api('/api/web/checkout/shipping', { country: 'US' }, token);
  const placed = await api(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: shop.customer.email,
      address: { firstName: 'Maria', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '9 Elm St', countryCode: '+1', phone: '5125550199' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'cash_on_delivery',
    },
    token,
  );
  return { number: placed.orderNumber, token };
}

const TEXTS = {
  en: {
    language: 'English',
    heading: 'Staff sign-in',
    account: 'E-mail or mobile',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    toShip: 'Orders to ship',
    sales: 'Sales',
    ship: 'Ship',
    courier: 'Courier',
    tracking: 'Tracking number',
    confirm: 'Ship order',
    shipped: 'Shipped',
  },
  zh: {
    language: '简体中文',
    heading: '员工登录',
    account: '邮箱或手机号',
    password: '密码',
    signIn: '登录',
    dashboard: '概览',
    toShip: '待发货订单',
    sales: '销售额',
    ship: '发货',
    courier: '快递公司',
    tracking: '快递单号',
    confirm: '确认发货',
    shipped: '已发货',
  },
};

async function consoleReady(page: Page, heading: string) {
  await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('the merchant console', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`lets the owner sign in, read the dashboard and ship an order the customer then sees tracked (${lang})`, async () => {
      const t = TEXTS[lang];
      const { number, token } = await placeOrderToShip();
      const tracking = `TRK-${lang}-${Date.now()}`;
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const violations: string[] = [];
      await reportPolicyViolations(page, violations);
      const failedRequests: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) failedRequests.push(`${res.status()} ${res.url()}`);
      });
      try {
        await page.goto(`${shop.url}/admin`);
        await page.waitForURL(/\/admin\/signin/);
        // Nobody signed in: the sign-in screen comes without a refused request (the browser would log it as an error).
        expect(failedRequests).toEqual([]);
        await page.getByLabel('Language').first().selectOption({ label: t.language });
        await consoleReady(page, t.heading);
        await page.getByLabel(t.account).fill(shop.owner.email);
        await page.getByLabel(t.password).fill(shop.owner.password);
        await page.getByRole('button', { name: t.signIn }).click();

        await consoleReady(page, t.dashboard);
        const toShip = page.getByRole('link', { name: new RegExp(t.toShip) });
        await expect.poll(() => toShip.textContent()).toMatch(/\d+$/);
        expect(Number((await toShip.textContent())!.replace(t.toShip, ''))).toBeGreaterThanOrEqual(1);
        expect(await page.getByRole('link', { name: new RegExp(t.sales) }).isVisible()).toBe(true);

        await toShip.click();
        await page.waitForURL(/\/admin\/orders\?tab=to_ship/);
        await page.getByRole('link', { name: number, exact: true }).click();
        await page.waitForURL(new RegExp(`/admin/orders/${number}$`));
        await page.getByRole('button', { name: t.ship, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(t.courier).fill('LBC Express');
        await dialog.getByLabel(t.tracking).fill(tracking);
        await dialog.getByRole('button', { name: t.confirm }).click();
        await expect.poll(() => page.getByText(`LBC Express · ${tracking}`).isVisible()).toBe(true);
        expect(await page.getByText(t.shipped).first().isVisible()).toBe(true);
        // Nothing the console ran was blocked by the page's security policy.
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }

      // The customer's own order page, in their browser.
      const customerContext = await browser.newContext();
      await customerContext.addCookies([{ name: 'x-auth', value: token, url: shop.url }]);
      const customerPage = await customerContext.newPage();
      try {
        await open(customerPage, `${shop.url}/user/order/${number}`);
        await expect.poll(() => customerPage.getByText(tracking).isVisible()).toBe(true);
      } finally {
        await customerContext.close();
      }
    });
  }
});
