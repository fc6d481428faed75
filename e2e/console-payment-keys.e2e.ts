/**
 * Payment keys stored in the console take effect without a restart: a shop started with Stripe
 * offered but no keys in its environment shows a shopper no card payment; the owner types the
 * keys in Settings → Payment keys (each then shows as set, never read back), and the same
 * shopper's checkout offers the card at once. The owner's view and the shopper's once in Chinese.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';
import { startShop, type Shop } from './support/shop.ts';

let stripe: FakeStripe;
let shop: Shop;
let browser: Browser;
let owner: Page;
let shopper: Page;
const errors: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  [shop, browser] = await Promise.all([
    startShop({
      // Stripe offered, its keys in no environment variable: only the console can give them.
      env: fakeStripeEnv(stripe, { SETTINGS_ENCRYPTION_KEY: 'e2e-settings-key' }),
    }),
    launchBrowser(),
  ]);
  owner = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  shopper = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  for (const page of [owner, shopper]) page.on('pageerror', (err) => errors.push(err.message));
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await stripe?.close();
});

const visible = (locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

async function paymentStep(path: string, placeOrder: string) {
  await open(shopper, `${shop.url}${path}`);
  await visible(shopper.getByRole('main').getByRole('button', { name: placeOrder }));
}

describe('payment keys from the console', () => {
  it('offers the card at checkout once the owner saves the Stripe keys, without a restart', async () => {
    await open(shopper, `${shop.url}/product/classic-red-dress`);
    await shopper.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await visible(shopper.getByRole('dialog'));
    await open(shopper, `${shop.url}/checkout/information`);
    await fillInformationAndShipping(shopper, { guestEmail: 'keys.shopper@example.com', firstName: 'Ana', lastName: 'Reyes', street: '3 Main St', phone: '5125550102' });
    await visible(shopper.getByRole('main').getByRole('button', { name: 'Place order' }));
    expect(await shopper.getByRole('main').getByRole('radio', { name: 'Credit or debit card' }).count()).toBe(0);

    await owner.goto(`${shop.url}/admin`);
    await owner.waitForURL(/\/admin\/signin/);
    await owner.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await owner.getByLabel('Password').fill(shop.owner.password);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await visible(owner.getByRole('heading', { name: 'Dashboard', exact: true }));
    await owner.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    await owner.getByRole('tab', { name: 'Payment keys' }).click();
    await owner.getByLabel('Stripe secret key (not set)').fill('sk_test_console');
    await owner.getByLabel('Stripe publishable key (not set)').fill('pk_test_console');
    await owner.getByLabel('Stripe webhook signing secret (not set)').fill('whsec_console');
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(owner.getByRole('status').getByText('Settings saved'));
    for (const label of ['Stripe secret key (set)', 'Stripe publishable key (set)', 'Stripe webhook signing secret (set)']) {
      await visible(owner.getByLabel(label));
      expect(await owner.getByLabel(label).inputValue()).toBe('');
    }

    await paymentStep('/checkout/payment', 'Place order');
    const card = shopper.getByRole('main').getByRole('radio', { name: 'Credit or debit card' });
    await card.check();
    await visible(shopper.getByRole('main').getByText('secure form from Stripe'));
    expect(errors).toEqual([]);
  });

  it('shows the keys as set to the owner in Chinese, and the Chinese checkout offers the card', async () => {
    await owner.getByLabel('Language').first().selectOption({ label: '简体中文' });
    await visible(owner.getByRole('tab', { name: '支付密钥' }));
    await owner.getByRole('tab', { name: '支付密钥' }).click();
    for (const label of ['Stripe 私钥 (已设置)', 'Stripe 公钥 (已设置)', 'Stripe Webhook 签名密钥 (已设置)']) await visible(owner.getByLabel(label));

    await paymentStep('/zh/checkout/payment', '提交订单');
    await visible(shopper.getByRole('main').getByRole('radio', { name: '银行卡' }));
    expect(errors).toEqual([]);
  });
});
