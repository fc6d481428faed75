/**
 * Marketing in the merchant console, by what is on screen: the owner creates a 10 % coupon for
 * orders over $50, a guest applies it in the storefront's cart, sees the discount there and at
 * checkout, places the order, and the coupon's page in the console shows that one order. A coupon
 * the owner limits to one product discounts only that product's line in the shopper's cart.
 */
import type { Browser, Page } from 'playwright-core';
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
const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** A figure of a totals list by its label, e.g. "Subtotal" or "Coupon SPRING10". */
const figure = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd');

describe('coupons in the console', () => {
  it('a coupon the owner creates takes 10 % off a shopper’s order over $50, and its page counts the order', async () => {
    const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await console.goto(`${shop.url}/admin/coupons`);
    await console.waitForURL(/\/admin\/signin/);
    await console.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await console.getByLabel('Password').fill(shop.owner.password);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => console.getByRole('heading', { name: 'Coupons' }).isVisible(), { timeout: 15_000 }).toBe(true);

    await console.getByRole('link', { name: 'New coupon' }).click();
    await console.waitForURL(/\/admin\/coupons\/new$/);
    await console.getByLabel('Code', { exact: true }).fill('SPRING10');
    await console.getByLabel('Title (en)').fill('Spring 10 % off');
    await console.getByRole('combobox', { name: /^Discount/ }).selectOption('percent');
    await console.getByLabel('Value', { exact: true }).fill('10');
    await console.getByLabel('Minimum spend', { exact: true }).fill('50');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await console.waitForURL(/\/admin\/coupons\/\d+$/);
    await expect.poll(() => console.getByRole('heading', { name: 'Coupon SPRING10' }).isVisible()).toBe(true);
    await expect.poll(() => console.getByTestId('usage-orders').textContent()).toBe('0');

    // A guest puts a $69 dress in the cart and applies the code in lower case.
    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(shopper, `${shop.url}/product/classic-red-dress`);
    await main(shopper).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => shopper.getByRole('dialog').isVisible()).toBe(true);
    await shopper.keyboard.press('Escape');
    await open(shopper, `${shop.url}/cart`);
    await main(shopper).getByLabel('Coupon code').fill('spring10');
    await main(shopper).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => figure(main(shopper), 'Coupon SPRING10').isVisible()).toBe(true);
    const subtotal = dollars(await figure(main(shopper), 'Subtotal').textContent());
    expect(subtotal).toBeGreaterThanOrEqual(5000);
    expect(dollars(await figure(main(shopper), 'Coupon SPRING10').textContent())).toBe(Math.round(subtotal / 10));

    await main(shopper).getByRole('link', { name: 'Check out' }).first().click();
    await arrive(shopper, /\/checkout\/information/);
    await fillInformationAndShipping(shopper, {
      guestEmail: 'spring.shopper@example.com',
      firstName: 'Lea',
      lastName: 'Santos',
      street: '1 Main St',
      phone: '5125550100',
    });
    const summary = shopper.getByRole('region', { name: 'Order summary' });
    expect(dollars(await figure(summary, 'Coupon SPRING10').textContent())).toBe(Math.round(subtotal / 10));
    await main(shopper).getByRole('radio', { name: /card/i }).check();
    await main(shopper).getByLabel('Card number').fill('4242 4242 4242 4242');
    await main(shopper).getByLabel('Expiry date (MM/YY)').fill('12/30');
    await main(shopper).getByLabel('Security code (CVC)').fill('123');
    await main(shopper).getByRole('button', { name: 'Place order' }).click();
    await arrive(shopper, /\/checkout\/thankyou\?order=/);
    const number = new URL(shopper.url()).searchParams.get('order')!;

    // Back in the console: the coupon's usage names the order and its customer.
    await console.reload();
    await expect.poll(() => console.getByTestId('usage-orders').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await console.getByTestId('usage-customers').textContent()).toBe('1');
    expect(await console.getByRole('link', { name: number }).isVisible()).toBe(true);
    expect(await console.getByText('spring.shopper@example.com').isVisible()).toBe(true);
    await console.getByRole('link', { name: 'All coupons' }).click();
    await expect
      .poll(() =>
        console
          .getByRole('row', { name: /SPRING10/ })
          .getByRole('cell')
          .nth(5)
          .textContent(),
      )
      .toBe('1');
  });

  it('a coupon limited to one product discounts only that line in the shopper’s cart', async () => {
    const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await console.goto(`${shop.url}/admin/coupons`);
    await console.waitForURL(/\/admin\/signin/);
    await console.getByLabel('E-mail or mobile').fill(shop.owner.email);
    await console.getByLabel('Password').fill(shop.owner.password);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => console.getByRole('heading', { name: 'Coupons' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await console.getByRole('link', { name: 'New coupon' }).click();
    await console.waitForURL(/\/admin\/coupons\/new$/);
    await console.getByLabel('Code', { exact: true }).fill('DRESSHALF');
    await console.getByLabel('Title (en)').fill('Half off the red dress');
    await console.getByRole('combobox', { name: /^Discount/ }).selectOption('percent');
    await console.getByLabel('Value', { exact: true }).fill('50');
    await console.getByLabel('Minimum spend', { exact: true }).fill('0');
    await console.getByRole('radio', { name: 'Only these products' }).check();
    await console.getByRole('searchbox', { name: 'Search products' }).fill('Classic Red');
    await console.getByRole('button', { name: 'Classic Red Dress', exact: true }).click();
    await expect.poll(() => console.getByRole('button', { name: 'Remove Classic Red Dress' }).isVisible()).toBe(true);
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await console.waitForURL(/\/admin\/coupons\/\d+$/);
    await expect.poll(() => console.getByRole('heading', { name: 'Coupon DRESSHALF' }).isVisible()).toBe(true);
    // Read back from the server: the product is still picked.
    await console.reload();
    await expect.poll(() => console.getByRole('button', { name: 'Remove Classic Red Dress' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const slug of ['classic-red-dress', 'linen-shirt-dress']) {
      await open(shopper, `${shop.url}/product/${slug}`);
      await main(shopper).getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => shopper.getByRole('dialog').isVisible()).toBe(true);
      await shopper.keyboard.press('Escape');
    }
    await open(shopper, `${shop.url}/cart`);
    await main(shopper).getByLabel('Coupon code').fill('dresshalf');
    await main(shopper).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => figure(main(shopper), 'Coupon DRESSHALF').isVisible()).toBe(true);

    const line = (title: string) =>
      main(shopper)
        .getByRole('listitem')
        .filter({ has: shopper.getByRole('link', { name: title, exact: true }) });
    /** The line's total, and the struck price before the discount when there is one. */
    const lineFigures = async (title: string) => {
      const total = line(title).locator('p', { hasText: 'Line total' }).first();
      const struck = total.locator('s');
      const before = (await struck.count()) ? dollars(await struck.textContent()) : null;
      const text = (await total.textContent()) ?? '';
      const after = dollars(text.replace((await struck.textContent().catch(() => '')) ?? '', ''));
      return { after, before };
    };
    const dress = await lineFigures('Classic Red Dress');
    const linen = await lineFigures('Linen Shirt Dress');
    expect(dress.before).not.toBeNull();
    expect(dress.after).toBe(dress.before! - Math.round(dress.before! / 2));
    expect(linen.before).toBeNull();
    expect(dollars(await figure(main(shopper), 'Coupon DRESSHALF').textContent())).toBe(dress.before! - dress.after);
  });
});
