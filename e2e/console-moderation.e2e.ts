/**
 * Moderation and live notices in the console, by what is on screen: the owner has the console
 * open while a shopper places an order, and the Orders entry counts it without a reload; the
 * owner then replies to one review as the shop and hides another, and the product page shows
 * the reply and no longer the hidden review.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
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

const SLUG = 'classic-red-dress';

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

const signIn = async (base: '/api/web' | '/api/admin', who: { email: string; password: string }) =>
  (await api(`${base}/auth/signin`, { account: who.email, password: who.password })).token as string;

/** The demo customer buys a dress; answers the order number. */
async function buyDress(token: string, paymentMethod: 'sandbox_card' | 'cash_on_delivery'): Promise<string> {
  const product = await api('/api/web/product/get', { slug: SLUG });
  await api('/api/web/cart/add', { sku: product.variants.find((v: { stock: number }) => v.stock > 0).sku, quantity: 1 }, token);
  const { methods } = await api('/api/web/checkout/shipping', { country: 'US' }, token);
  const placed = await api(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: shop.customer.email,
      address: { firstName: 'Lea', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' },
      shippingMethodId: methods[0].id,
      paymentMethod,
      ...(paymentMethod === 'sandbox_card' ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } } : {}),
    },
    token,
  );
  return placed.orderNumber;
}

/** A photo uploaded by the customer for a review; answers its address. */
async function uploadPhoto(customer: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 180, g: 30, b: 50 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'dress.jpg');
  const res = await fetch(`${shop.url}/api/web/attach/upload`, { method: 'POST', headers: { 'x-auth': customer }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (json.code !== 0) throw new Error(`upload: ${json.msg}`);
  return json.data.url;
}

/** A review of the dress by the demo customer: bought, shipped by the owner, received, reviewed. */
async function reviewDress(customer: string, owner: string, content: string, images: string[] = []) {
  const number = await buyDress(customer, 'sandbox_card');
  const detail = await api('/api/admin/order/get', { number }, owner);
  const lines = detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
  await api('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: `JD-${number}`, lines }, owner);
  await api('/api/web/order/confirm-receipt', { number }, customer);
  await api('/api/web/review/submit', { lineId: lines[0].lineId, rating: 4, content, images }, customer);
}

describe('moderation and live notices in the console', () => {
  it('counts a new order live, and the reply and the hidden review show on the product page', async () => {
    const customer = await signIn('/api/web', shop.customer);
    const owner = await signIn('/api/admin', shop.owner);
    const toAnswer = `Runs a little long, but the colour is lovely (${randomUUID().slice(0, 8)}).`;
    const toHide = `Spam spam spam, visit my site (${randomUUID().slice(0, 8)}).`;
    await reviewDress(customer, owner, toAnswer, [await uploadPhoto(customer)]);
    await reviewDress(customer, owner, toHide);
    const shopReply = `Thank you! Our size guide lists each length (${randomUUID().slice(0, 8)}).`;

    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // The console's notice socket, once the server has taken it in.
    const listening = new Promise<void>((resolve) =>
      page.on('websocket', (socket) => {
        if (socket.url().endsWith('/ws/staff')) socket.on('framereceived', (frame) => String(frame.payload).includes('"connected"') && resolve());
      }),
    );
    try {
      await page.goto(`${shop.url}/admin`);
      await page.waitForURL(/\/admin\/signin/);
      await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
      await page.getByLabel('Password').fill(shop.owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await listening;

      const number = await buyDress(customer, 'cash_on_delivery');
      const nav = page.getByRole('navigation', { name: 'Console' });
      await expect.poll(() => nav.getByRole('link', { name: 'Orders 1 new' }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: `New order ${number}` })
          .count(),
      ).toBe(1);

      await nav.getByRole('link', { name: 'Reviews' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Reviews' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByLabel('Product', { exact: true }).fill('Red Dress');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/product=Red\+Dress/);

      const answered = page.getByRole('row').filter({ hasText: toAnswer });
      await expect.poll(() => answered.isVisible()).toBe(true);
      // Its photo opens in a viewer named by the photo, closed with Escape.
      await answered.getByRole('button', { name: /^Photo 1 from / }).click();
      const viewer = page.getByRole('dialog', { name: /^Photo 1 from / });
      await expect.poll(() => viewer.getByText('Photo 1 of 1').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.count()).toBe(0);
      await answered.getByRole('button', { name: 'Reply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reply as the shop' });
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => dialog.getByText('Please write a reply').isVisible()).toBe(true);
      expect(await dialog.getByLabel('Your reply').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel('Your reply').fill(shopReply);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your reply was published' }).count()).toBe(1);
      await expect.poll(() => answered.getByText(shopReply).isVisible()).toBe(true);
      expect(await dialog.count()).toBe(0);

      const hidden = page.getByRole('row').filter({ hasText: toHide });
      await hidden.getByRole('button', { name: 'Hide review' }).click();
      await expect.poll(() => hidden.getByRole('button', { name: 'Show review' }).isVisible()).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: 'The review is hidden from the shop' }).count()).toBe(1);

      // Opening the orders list clears its count.
      await nav.getByRole('link', { name: /^Orders/ }).click();
      await expect.poll(() => nav.getByRole('link', { name: 'Orders', exact: true }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const shopper = await browser.newPage();
    try {
      await open(shopper, `${shop.url}/product/${SLUG}`);
      const reviews = shopper.getByRole('main').getByRole('region', { name: 'Customer reviews' });
      await reviews.scrollIntoViewIfNeeded();
      await expect.poll(() => reviews.getByText(toAnswer).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => reviews.getByText(shopReply).isVisible()).toBe(true);
      expect(await reviews.getByText(toHide).count()).toBe(0);
    } finally {
      await shopper.close();
    }
  });
});
