/**
 * A guest buys two variants with a promotion and a coupon, pays with the sandbox card and lands
 * on the thank-you page (the confirmation is in the outbox); a signed-in customer does the same,
 * finds the order under "to ship", sees it move to "to receive" when the merchant ships it (no
 * reload), confirms receipt and sees it completed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open, reportPolicyViolations } from './support/browser.ts';
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

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
  await reportPolicyViolations(page, errors);
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** Two variants of the red dress (3 items: the buy-3 promotion applies) and the WELCOME10 coupon. */
async function fillCart(page: Page) {
  await open(page, `${shop.url}/product/classic-red-dress`);
  await main(page).getByLabel('Quantity', { exact: true }).fill('2');
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  // Closing the drawer gives focus back to the button that opened it.
  await expect
    .poll(() =>
      main(page)
        .getByRole('button', { name: 'Add to cart' })
        .evaluate((el) => el === document.activeElement),
    )
    .toBe(true);
  await main(page).getByRole('button', { name: 'Burgundy', exact: true }).click();
  await arrive(page, /BURGUNDY/);
  await main(page).getByLabel('Quantity', { exact: true }).fill('1');
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await open(page, `${shop.url}/cart`);
  await main(page).getByLabel('Coupon code').fill('WELCOME10');
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => main(page).getByText('WELCOME10').first().isVisible()).toBe(true);
  await expect.poll(() => main(page).getByText('Buy 3 or more, save 15%').first().isVisible()).toBe(true);
}

/** The summary's shipping and total beside the payment step, once the server has priced them with the chosen method. */
async function paymentStepFigures(page: Page) {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const figure = (label: string) => summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  await expect.poll(() => figure('Shipping').textContent()).not.toBe('Shipping is calculated at checkout');
  return { shipping: await figure('Shipping').textContent(), total: await figure('Total').textContent() };
}

async function checkout(page: Page, opts: { guestEmail?: string; shown?: (figures: { shipping: string | null; total: string | null }) => void }) {
  await main(page).getByRole('link', { name: 'Check out' }).first().click();
  await arrive(page, /\/checkout\/information/);
  await fillInformationAndShipping(page, { guestEmail: opts.guestEmail, firstName: 'Lea', lastName: 'Santos', street: '1 Main St', phone: '5125550100' });
  opts.shown?.(await paymentStepFigures(page));
  await main(page).getByRole('radio', { name: /card/i }).check();
  await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiry date (MM/YY)').fill('12/30');
  await main(page).getByLabel('Security code (CVC)').fill('123');
  await main(page).getByRole('button', { name: 'Place order' }).click();
  await arrive(page, /\/checkout\/thankyou\?order=/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await expect.poll(() => main(page).getByText(`Your order ${number} has been placed`).isVisible()).toBe(true);
  return number;
}

async function staffToken(): Promise<string> {
  const res = await fetch(`${shop.url}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
  });
  return (await res.json()).data.token;
}

async function admin(call: string, body: unknown, token: string) {
  const res = await fetch(`${shop.url}/api/admin${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth': token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: any };
}

describe('buying', () => {
  it('a guest buys two variants with a promotion and a coupon and gets the confirmation', async () => {
    const page = await newPage();
    await fillCart(page);
    let shown = { shipping: null as string | null, total: null as string | null };
    const number = await checkout(page, { guestEmail: 'guest.buyer@example.com', shown: (figures) => (shown = figures) });
    const order = (await admin('/order/get', { number }, await staffToken())).data;
    expect(order).toMatchObject({ payStatus: 'paid', coupons: [{ code: 'WELCOME10' }] });
    // The payment step showed what the order charged: "Standard (free over $50)" is free on this cart.
    expect(order.shippingFee).toBe(0);
    expect(shown).toEqual({ shipping: 'Free shipping', total: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.total / 100) });
    expect(order.promotion).not.toBeNull();
    expect(order.lines.map((l: { sku: string }) => l.sku)).toHaveLength(2);
    const outbox = path.join(shop.dataDir, 'outbox');
    await expect.poll(() => readdirSync(outbox).some((f) => readFileSync(path.join(outbox, f), 'utf8').includes(number))).toBe(true);
    await page.close();
  });

  it('a customer buys, sees the order to ship, then to receive when shipped, confirms receipt, and it is completed', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/auth/signin`);
    await main(page).getByLabel('E-mail or mobile number').fill(shop.customer.email);
    await main(page).getByLabel('Password', { exact: true }).fill(shop.customer.password);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await arrive(page, /\/user\/center/);
    await fillCart(page);
    const number = await checkout(page, {});

    await open(page, `${shop.url}/user/order?tab=to_ship`);
    await expect.poll(() => main(page).getByText(number).first().isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    const token = await staffToken();
    const detail = (await admin('/order/get', { number }, token)).data;
    const shipped = await admin(
      '/order/ship',
      { number, expressName: 'DHL', expressNumber: 'JD0042', lines: detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity })) },
      token,
    );
    expect(shipped.data.tab).toBe('to_receive');

    // The open tab hears about it: the order leaves "to ship" and "to receive" counts it, with no reload.
    await expect.poll(() => main(page).getByText(number).count(), { timeout: 15_000 }).toBe(0);
    await main(page)
      .getByRole('navigation')
      .getByRole('link', { name: /To receive/ })
      .click();
    await expect.poll(() => main(page).getByText(number).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await main(page)
      .getByRole('link', { name: new RegExp(number) })
      .first()
      .click();
    await arrive(page, new RegExp(`/user/order/${number}`));
    await expect.poll(() => main(page).getByText('JD0042').first().isVisible()).toBe(true);
    await main(page).getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible())
      await confirm
        .getByRole('button', { name: /Confirm/ })
        .last()
        .click();
    await expect.poll(async () => (await admin('/order/get', { number }, token)).data.status).toBe('completed');
    await expect.poll(() => main(page).getByText('Completed').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
