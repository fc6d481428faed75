/**
 * A shop that takes cards through Stripe (a local fake of Stripe's API and Stripe.js): a guest
 * places the order, pays on the thank-you page with Stripe's card form, is told when the card is
 * declined, pays with another card, and the order is paid through Stripe's signed webhook.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open, reopen } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
import { DECLINED_CARD, fakeStripeEnv, startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';
import { startShop, type Shop } from './support/shop.ts';

const WEBHOOK_SECRET = 'whsec_e2e';
let stripe: FakeStripe;
let shop: Shop;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  [shop, browser] = await Promise.all([
    startShop({
      env: fakeStripeEnv(stripe, { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    }),
    launchBrowser(),
  ]);
  stripe.connect(`${shop.url}/app/webhooks/stripe`, WEBHOOK_SECRET);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await stripe?.close();
});

const main = () => page.getByRole('main');

async function placeStripeOrder(): Promise<string> {
  await open(page, `${shop.url}/product/classic-red-dress`);
  await main().getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await open(page, `${shop.url}/checkout/information`);
  await fillInformationAndShipping(page, { guestEmail: 'card.payer@example.com', firstName: 'Ana', lastName: 'Reyes', street: '2 Main St', phone: '5125550101' });
  await main().getByRole('radio', { name: 'Credit or debit card' }).check();
  await main().getByText('secure form from Stripe').waitFor();
  await main().getByRole('button', { name: 'Place order' }).click();
  await arrive(page, /\/checkout\/thankyou\?order=/);
  return new URL(page.url()).searchParams.get('order')!;
}

describe('paying by Stripe', () => {
  it('pays on the thank-you page, after a declined card, and the order turns paid', async () => {
    const number = await placeStripeOrder();
    const form = main().getByRole('form', { name: 'Pay by card' });
    await form.getByLabel('Card number').fill(DECLINED_CARD);
    await form.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect([...stripe.intents.values()].map((i) => i.status)).toEqual(['requires_payment_method']);

    // The thank-you link opened elsewhere (another browser, no session storage) still pays it.
    const elsewhere = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    elsewhere.on('pageerror', (err) => errors.push(err.message));
    await open(elsewhere, page.url());
    const there = elsewhere.getByRole('main').getByRole('form', { name: 'Pay by card' });
    await there.getByLabel('Card number').fill('4242424242424242');
    await there.getByRole('button', { name: /^Pay / }).click();
    await elsewhere.getByRole('main').getByRole('status').filter({ hasText: 'Payment received' }).waitFor();
    expect([...stripe.intents.values()]).toEqual([expect.objectContaining({ status: 'succeeded', metadata: expect.objectContaining({ order_number: number }) })]);

    // The webhook has been applied: the order shows as paid, and there is nothing left to pay.
    await reopen(page);
    await main().getByText('Paid', { exact: true }).first().waitFor();
    expect(await form.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
