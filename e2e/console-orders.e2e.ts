/**
 * The console's order screen, by what is on screen: the owner ships one of an order's two lines
 * (the order is then partly shipped), then the rest; adds an internal note that the customer's
 * own order page never shows; and the invoice link answers a PDF.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
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

/** The demo customer places a cash-on-delivery order of two different products; answers its number, the two titles and the customer's session. */
async function placeTwoLineOrder(): Promise<{ number: string; titles: [string, string]; token: string }> {
  const { token } = await api('/api/web/auth/signin', { account: shop.customer.email, password: shop.customer.password });
  const { list } = await api('/api/web/product/list', { pageSize: 20 });
  const picked: Array<{ sku: string; title: string }> = [];
  for (const card of list) {
    const product = await api('/api/web/product/get', { slug: card.slug });
    const sku = product.variants.find((v: { stock: number }) => v.stock > 3)?.sku;
    if (sku && !picked.some((p) => p.title === product.title)) picked.push({ sku, title: product.title });
    if (picked.length === 2) break;
  }
  await api('/api/web/cart/add', { sku: picked[0].sku, quantity: 2 }, token);
  await api('/api/web/cart/add', { sku: picked[1].sku, quantity: 1 }, token);
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
  return { number: placed.orderNumber, titles: [picked[0].title, picked[1].title], token };
}

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

async function ship(page: Page, courier: string, tracking: string, skip?: string) {
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (skip) await dialog.getByLabel(`Quantity to ship of ${skip}`).fill('0');
  await dialog.getByLabel('Courier').fill(courier);
  await dialog.getByLabel('Tracking number').fill(tracking);
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('the console order screen', () => {
  it('ships an order in two parcels, keeps internal notes from the customer, and prints the invoice', async () => {
    const { number, titles, token } = await placeTwoLineOrder();
    const note = `Customer asked for gift wrap ${Date.now()}`;
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${shop.url}/admin`);
      await page.waitForURL(/\/admin\/signin/);
      await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
      await page.getByLabel('Password').fill(shop.owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.goto(`${shop.url}/admin/orders/${number}`);
      await expect.poll(() => page.getByRole('heading', { name: `Order ${number}` }).isVisible(), { timeout: 15_000 }).toBe(true);

      // The first parcel takes the first line only.
      await ship(page, 'LBC Express', 'PARCEL-ONE', titles[1]);
      await visible(page, 'Partly shipped');
      await visible(page, 'LBC Express · PARCEL-ONE');
      expect(await page.getByRole('list', { name: 'Items in this shipment' }).first().textContent()).toBe(`${titles[0]} × 2`);

      // The second takes what is left: the dialog offers only that.
      await ship(page, 'J&T Express', 'PARCEL-TWO');
      await visible(page, 'J&T Express · PARCEL-TWO');
      const parcels = page.getByRole('list', { name: 'Items in this shipment' });
      expect(await parcels.count()).toBe(2);
      expect(await parcels.nth(1).textContent()).toBe(`${titles[1]} × 1`);
      await expect.poll(() => page.getByText('Partly shipped').count()).toBe(0);

      await page.getByLabel('Internal note').fill(note);
      await page.getByRole('button', { name: 'Add note' }).click();
      await visible(page, note);
      await visible(page, `Note by ${shop.owner.email}`);

      const invoice = page.getByRole('link', { name: 'Invoice' });
      const answer = await context.request.get(new URL((await invoice.getAttribute('href'))!, shop.url).toString());
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await context.close();
    }

    // The customer's own order page shows both parcels, and never the note.
    const customerContext = await browser.newContext();
    await customerContext.addCookies([{ name: 'x-auth', value: token, url: shop.url }]);
    const customerPage = await customerContext.newPage();
    try {
      await open(customerPage, `${shop.url}/user/order/${number}`);
      await visible(customerPage, 'PARCEL-TWO');
      expect(await customerPage.content()).not.toContain(note);
    } finally {
      await customerContext.close();
    }
  });
});
