/**
 * The console's after-sales screens, by what is on screen: a customer's delivered order gets a
 * refund-only request with two photos (through the shop's calls); the owner signs in, opens
 * Returns, finds the request under "Pending approval", looks through its photos with the keyboard,
 * approves it (which refunds it), and the customer's return page then shows "Refunded". In
 * Chinese the same screens speak Chinese.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A photo the customer takes of the parcel, uploaded as they would from the return form. */
async function upload(token: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'parcel.jpg');
  const res = await fetch(`${shop.url}/api/web/attach/upload`, { method: 'POST', headers: { 'x-auth': token }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (json.code !== 0) throw new Error(`upload: ${json.msg}`);
  return json.data.url;
}

/** The demo customer buys one item by card; the owner ships it; the customer asks for a refund only, with two photos. */
async function pendingRefundRequest(): Promise<{ returnNumber: string; token: string }> {
  const { token } = await api('/api/web/auth/signin', { account: shop.customer.email, password: shop.customer.password });
  const { token: owner } = await api('/api/admin/auth/signin', { account: shop.owner.email, password: shop.owner.password });
  const { list } = await api('/api/web/product/list', { pageSize: 20 });
  let sku = '';
  for (const card of list) {
    const product = await api('/api/web/product/get', { slug: card.slug });
    sku = product.variants.find((v: { stock: number }) => v.stock > 2)?.sku ?? '';
    if (sku) break;
  }
  await api('/api/web/cart/add', { sku, quantity: 1 }, token);
  const { methods } = await api('/api/web/checkout/shipping', { country: 'US' }, token);
  const { orderNumber: number } = await api(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: shop.customer.email,
      address: { firstName: 'Maria', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '9 Elm St', countryCode: '+1', phone: '5125550199' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'sandbox_card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    },
    token,
  );
  const order = await api('/api/admin/order/get', { number }, owner);
  const lines = order.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
  await api('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD0042', lines }, owner);
  await api('/api/web/order/confirm-receipt', { number }, token);
  const credentials = [await upload(token, { r: 200, g: 40, b: 40 }), await upload(token, { r: 40, g: 40, b: 200 })];
  const request = await api(
    '/api/web/return/apply',
    { number, type: 'refund_only', lines: [lines[0]], reason: 'damaged', description: 'The box was crushed.', credentials },
    token,
  );
  return { returnNumber: request.number, token };
}

async function see(page: Page, locator: ReturnType<Page['getByRole']>) {
  await expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('the console’s returns', () => {
  it('lets the owner find a pending refund request, look at its photos, approve and refund it; the customer sees it refunded; in Chinese too', async () => {
    const { returnNumber, token } = await pendingRefundRequest();
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto(`${shop.url}/admin`);
      await page.waitForURL(/\/admin\/signin/);
      await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
      await page.getByLabel('Password').fill(shop.owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await see(page, page.getByRole('heading', { name: 'Dashboard' }));

      await page.getByRole('navigation').getByRole('link', { name: 'Returns' }).click();
      await see(page, page.getByRole('heading', { name: 'Returns' }));
      const pendingTab = page.getByRole('tab', { name: /Pending approval \(\d+\)/ });
      await expect.poll(() => pendingTab.textContent()).toMatch(/\(1\)/);
      await pendingTab.click();
      await page.waitForURL(/tab=pending_approval/);
      await page.getByRole('link', { name: returnNumber, exact: true }).click();
      await see(page, page.getByRole('heading', { name: `Return ${returnNumber}` }));
      expect(await page.getByText('The box was crushed.').isVisible()).toBe(true);
      expect(await page.getByText('Damaged', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Refund only', { exact: true }).isVisible()).toBe(true);

      // The photos: the first opens in a dialog, the arrow key moves to the second, Escape closes.
      await page.getByRole('button', { name: 'Photo 1 of 2' }).click();
      const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
      await see(page, viewer);
      await page.keyboard.press('ArrowRight');
      await see(page, page.getByRole('dialog', { name: 'Photo 2 of 2' }));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      expect(await page.getByRole('button', { name: 'Refuse' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = page.getByRole('dialog', { name: `Approve return ${returnNumber}` });
      await see(page, approve);
      await approve.getByRole('button', { name: 'Approve and refund' }).click();
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('Completed · Approved · Refunded');
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      expect(await page.getByText(/^Refunded [A-Z][a-z]{2} \d/).isVisible()).toBe(true);

      // The same screen in Chinese.
      await page.getByLabel('Language').selectOption({ label: '简体中文' });
      await see(page, page.getByRole('heading', { name: `售后单 ${returnNumber}` }));
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('已完成 · 审核通过 · 已退款');
      expect(await page.getByText('商品损坏', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('navigation').getByRole('link', { name: '售后' }).click();
      await see(page, page.getByRole('heading', { name: '售后申请' }));
      await see(page, page.getByRole('tab', { name: /已完成 \(\d+\)/ }));
      expect(await page.getByRole('columnheader', { name: /退款/ }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The customer's own return page, in their browser.
    const customerContext = await browser.newContext();
    await customerContext.addCookies([{ name: 'x-auth', value: token, url: shop.url }]);
    const customerPage = await customerContext.newPage();
    try {
      await open(customerPage, `${shop.url}/user/return/${returnNumber}`);
      await expect.poll(() => customerPage.getByRole('main').getByTestId('refund-status').textContent()).toBe('Refunded');
    } finally {
      await customerContext.close();
    }
  });
});
