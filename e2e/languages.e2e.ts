/**
 * A shopper fills the cart and the checkout's first steps in English, continues in Filipino and
 * switches to Chinese with the language chooser in the middle of checkout: the summary's product
 * names and options and the chosen shipping method follow each language, never the one before.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const main = () => page.getByRole('main');
const summaryText = () =>
  main()
    .getByRole('region', { name: /Order summary|Buod ng order|订单摘要/ })
    .innerText();
/** The shipping method row of the payment step's review of earlier steps. */
const reviewText = () => main().locator('dl').first().innerText();

describe('switching languages during checkout', () => {
  it('shows the summary and the chosen method in the language of the page', async () => {
    await open(page, `${shop.url}/product/linen-shirt-dress`);
    await main().getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await open(page, `${shop.url}/checkout/information`);
    await fillInformationAndShipping(page, { guestEmail: 'lang.switch@example.com', firstName: 'Lea', lastName: 'Santos', street: '1 Main St', phone: '5125550100' });
    await expect.poll(summaryText).toContain('Linen Shirt Dress');
    await expect.poll(summaryText).toMatch(/(Sage|Beige|White) \/ \w+ \/ (Short|Long) sleeve/);
    await expect.poll(reviewText).toContain('Standard (free over $50)');

    await open(page, `${shop.url}/fil/checkout/payment`);
    await expect.poll(summaryText).toContain('Linen na Shirt Dress');
    await expect.poll(summaryText).toMatch(/(Sage Green|Mapusyaw na Kayumanggi|Puti) \/ \w+ \/ (Maikling|Mahabang) manggas/);
    await expect.poll(reviewText).toContain('libre kapag higit $50');

    await page.getByRole('combobox', { name: 'Wika' }).selectOption('zh');
    await arrive(page, /\/zh\/checkout\/payment$/);
    await expect.poll(summaryText).toContain('亚麻衬衫式连衣裙');
    await expect.poll(summaryText).toMatch(/(鼠尾草绿|米色|白色) \/ \w+ \/ (短袖|长袖)/);
    await expect.poll(reviewText).toContain('标准配送（满50美元免运费）');
    expect(await summaryText()).not.toContain('Linen na Shirt Dress');
    expect(await reviewText()).not.toContain('libre');

    expect(errors).toEqual([]);
  });
});
