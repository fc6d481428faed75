/**
 * Storefront behaviour a shopper notices between pages: a refused coupon code, the header's cart
 * count after a full load, checkout steps that are not reached yet, a page that fails to load,
 * filters and sorting that keep the scroll position, sizes and colours that say what can be
 * bought, and feedback after a quote request. One shop and one browser for all of them.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
import { fillInformationAndShipping } from './support/checkout.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let context: BrowserContext;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const main = (page: Page) => page.getByRole('main');

async function api<T = any>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shop.url}/api/web${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()).data as T;
}

describe('cart and checkout', () => {
  let page: Page;

  it('refuses a coupon code the cart does not reach, saying the amount under the field, and lists nothing', async () => {
    page = await newPage();
    await open(page, `${shop.url}/product/classic-red-dress`);
    await main(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await open(page, `${shop.url}/cart`);
    const field = main(page).getByLabel('Coupon code');
    await field.fill('BIGBASKET');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => main(page).getByText('This coupon requires an order over $200.00').isVisible()).toBe(true);
    expect(await field.inputValue()).toBe('BIGBASKET');
    expect(
      await main(page)
        .getByRole('button', { name: /Remove coupon/ })
        .count(),
    ).toBe(0);
  });

  it('shows the cart count in the header after a full page load', async () => {
    // The home page makes no cart call of its own: the count comes from /visitor/data.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/web/visitor/data'));
    await open(page, `${shop.url}/`);
    await answered;
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    // Let the answer settle in the header: it must not go back to 0.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  });

  it('sends a new tab opened on the payment step to the first step not done', async () => {
    const tab = await newPage();
    await open(tab, `${shop.url}/checkout/payment`);
    await arrive(tab, /\/checkout\/information$/);
    await expect.poll(() => main(tab).getByLabel('E-mail').isVisible()).toBe(true);
    expect(await main(tab).getByRole('navigation').locator('[aria-current="step"]').textContent()).toBe('Information');

    await fillInformationAndShipping(tab, { guestEmail: 'new.tab@example.com', firstName: 'Lea', lastName: 'Santos', street: '1 Main St', phone: '5125550100' });
    await expect.poll(() => main(tab).getByRole('button', { name: 'Place order' }).isVisible()).toBe(true);
    // A cart change starts the shipping step again: the address goes there, not to a spinner.
    await tab.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    const drawer = tab.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Increase quantity' }).click();
    await arrive(tab, /\/checkout\/shipping$/);
    await expect.poll(() => main(tab).getByRole('radio').first().isVisible()).toBe(true);
    await tab.close();
  });
});

describe('navigation', () => {
  it('keeps the header, footer and menu when a page fails to load, and loads it on retry', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/category/women`);
    const failing = (url: URL) => url.searchParams.get('request') === 'route';
    await page.route(failing, (route) => route.abort('internetdisconnected'));
    const product = main(page).locator('a[href*="/product/"]').first();
    const target = new URL((await product.getAttribute('href'))!, shop.url).pathname;
    await product.click();
    const alert = main(page).getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.getByRole('heading').textContent()).toBe('An unknown error occurred.');
    expect(await page.getByRole('banner').getByRole('link', { name: /Cart/ }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('navigation').first().isVisible()).toBe(true);

    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await arrive(page, `${shop.url}${target}`);
    await expect.poll(() => main(page).getByRole('button', { name: 'Add to cart' }).isVisible()).toBe(true);
    expect(await main(page).getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('comes alive when the browser shows a page again from its own copy (the shop answered 304)', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/category/women`);
    const again = await open(page, `${shop.url}/category/women`);
    // The browser asked whether its copy was current, and kept it.
    expect((await again!.request().allHeaders())['if-none-match']).toMatch(/^W\//);
    const product = main(page).locator('a[href*="/product/"]').first();
    const target = new URL((await product.getAttribute('href'))!, shop.url).pathname;
    await product.click();
    await arrive(page, `${shop.url}${target}`);
    await expect.poll(() => main(page).getByRole('button', { name: 'Add to cart' }).isVisible()).toBe(true);
    await page.close();
  });

  it('keeps the scroll position when a filter or the sort order changes', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/category/women`);
    /** Scrolls so the control sits `from` pixels below the top of the window; answers the scroll position. */
    const scrollTo = async (selector: string, from: number) => {
      const top = await main(page)
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), top - from);
      return page.evaluate(() => window.scrollY);
    };

    const beforeFilter = await scrollTo('[role="checkbox"]:has-text("In stock")', 300);
    expect(beforeFilter).toBeGreaterThan(200);
    await main(page)
      .getByRole('checkbox', { name: /In stock/ })
      .click();
    await arrive(page, /inStock=1/);
    expect(await page.evaluate(() => window.scrollY)).toBe(beforeFilter);

    const beforeSort = await scrollTo('select', 60);
    expect(beforeSort).toBeGreaterThan(100);
    await main(page).getByLabel('Sort by').selectOption('price_desc');
    await arrive(page, /sort=price_desc/);
    expect(await page.evaluate(() => window.scrollY)).toBe(beforeSort);
    await page.close();
  });
});

describe('product options', () => {
  it('strikes a colour only when no size of it can be bought, and shows the sold-out size as such', async () => {
    type Variant = { sku: string; color: string | null; size: string | null; stock: number };
    type Product = { slug: string; variants: Variant[]; options: { color: Array<{ value: string; name: string }> } };
    // A colour with a sold-out size and another size in stock, from the demo catalogue's seeded stock.
    const { list } = await api<{ list: Array<{ slug: string }> }>('/product/list', { pageSize: 100 });
    let found: { product: Product; soldOut: Variant } | undefined;
    for (const { slug } of list) {
      const product = await api<Product>('/product/get', { slug });
      const soldOut = product.variants.find((v) => v.stock === 0 && v.size && product.variants.some((o) => o.color === v.color && o.stock > 0));
      if (soldOut) {
        found = { product, soldOut };
        break;
      }
    }
    expect(found).toBeDefined();
    const { product, soldOut } = found!;

    const page = await newPage();
    await open(page, `${shop.url}/product/${product.slug}/${soldOut.sku}`);
    const colourName = product.options.color.find((c) => c.value === soldOut.color)?.name ?? soldOut.color!;
    const colour = main(page)
      .getByRole('group', { name: /^Color/ })
      .getByRole('button', { name: colourName, exact: true });
    expect(await colour.getAttribute('aria-pressed')).toBe('true');
    expect(await colour.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toContain('line-through');

    const sizes = main(page).getByRole('group', { name: /^Size/ });
    expect(await sizes.getByRole('button', { name: `${soldOut.size} (Out of stock)` }).getAttribute('aria-pressed')).toBe('true');
    expect(await sizes.locator('p').first().textContent()).toContain('Out of stock');
    await page.close();
  });
});

describe('quote requests', () => {
  it('asks what the shopper thinks after a request, and takes the answer', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/inquiry/wholesale`);
    await main(page).getByLabel('Your name').fill('Ana Cruz');
    await main(page).getByLabel('E-mail').fill('ana.cruz@example.com');
    await main(page).getByLabel('Quantity').fill('40');
    await main(page).getByLabel('Message').fill('Prices for 40 dresses?');
    await main(page).getByRole('button', { name: 'Send request' }).click();
    const feedback = main(page).getByLabel('Tell us what you think');
    await expect.poll(() => feedback.isVisible()).toBe(true);
    await main(page).getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => main(page).getByText('Feedback is required').isVisible()).toBe(true);
    await feedback.fill('Easy to find, thanks.');
    await main(page).getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => main(page).getByText('Thank you for your feedback!').isVisible()).toBe(true);
    await page.close();
  });

  it('raised no script errors', () => {
    expect(errors).toEqual([]);
  });
});
