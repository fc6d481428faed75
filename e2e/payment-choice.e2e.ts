/**
 * The payment step keeps the method the shopper picked: answers that arrive after the pick (the
 * list of methods, asked again) never put it back to the default.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
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

const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page) {
  await open(page, `${shop.url}/auth/signin`);
  await main(page).getByLabel('E-mail or mobile number').fill(shop.customer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(shop.customer.password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  await arrive(page, /\/user\/center/);
}

describe('choosing how to pay', () => {
  it('keeps cash on delivery when an answer asked for before the pick arrives after it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The list of methods is slow the first time it is asked for: that answer waits for the test.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/web/checkout/payments', async (route: Route) => {
      const first = ++calls === 1;
      const response = await route.fetch();
      if (first) await released;
      await route.fulfill({ response });
    });
    await signIn(page);
    await open(page, `${shop.url}/product/classic-red-dress`);
    await main(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await open(page, `${shop.url}/checkout/information`);
    await fillInformationAndShipping(page, { firstName: 'Lea', lastName: 'Santos', street: '1 Main St', phone: '5125550100' });
    // The methods are still loading: the shopper goes back to shipping and on to payment again.
    await main(page).getByRole('link', { name: 'Return to shipping' }).click();
    await arrive(page, /\/checkout\/shipping/);
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await arrive(page, /\/checkout\/payment/);
    const cash = main(page).getByRole('radio', { name: 'Cash on delivery' });
    await cash.check();
    expect(calls).toBe(2);

    // The first answer arrives now, after the pick.
    const late = page.waitForResponse('**/api/web/checkout/payments');
    release();
    await late;
    // Let the page handle it (the answer is read, then React renders).
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0)));
    expect(await cash.isChecked()).toBe(true);

    await main(page).getByRole('button', { name: 'Place order' }).click();
    await arrive(page, /\/checkout\/thankyou\?order=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    const token = (
      await (
        await fetch(`${shop.url}/api/admin/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
        })
      ).json()
    ).data.token;
    const order = await (
      await fetch(`${shop.url}/api/admin/order/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth': token },
        body: JSON.stringify({ number }),
      })
    ).json();
    expect(order.data.paymentMethod).toBe('cash_on_delivery');
    await page.close();
  });
});
