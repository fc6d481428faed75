/**
 * What a shopper types into a form before its section has hydrated (a quick typist, the browser's
 * autofill, a slow phone) is what the form submits. The section's script is held back by the test
 * until the typing is done, so the fields are filled in the server's HTML only; once the script
 * is let through, the checkout's information step continues to shipping with the typed address,
 * and the sign-in form signs in with the typed account.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, holdSectionsBack, launchBrowser, open } from './support/browser.ts';
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
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const main = (page: Page) => page.getByRole('main');

/**
 * Holds back the script of a section type (its chunk, e.g. `Checkout`) until `release` is called:
 * until then the page is the server's HTML, which a shopper can already type into.
 */
async function holdSection(page: Page, chunk: string): Promise<{ requested: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/** Whether React has taken over the element (its props are on it). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps$')), selector);

describe('typing before the page has hydrated', () => {
  it('continues from the checkout information step with the address typed before its section hydrated', async () => {
    const page = await newPage();
    await open(page, `${shop.url}/product/classic-red-dress`);
    await main(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);

    const checkout = await holdSection(page, 'Checkout');
    await page.goto(`${shop.url}/checkout/information`, { waitUntil: 'domcontentloaded' });
    await checkout.requested;
    const form = main(page);
    await form.getByLabel('E-mail').fill('typed.early@example.com');
    await form.getByLabel('First name').fill('Lea');
    await form.getByLabel('Last name').fill('Santos');
    await form.getByLabel('Country/region').selectOption('US');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('Street address').fill('9 Early Rd');
    await form.getByLabel('Country code').fill('+1');
    await form.getByLabel('Phone').fill('5125550100');
    // Typed into the server's HTML: nothing has hydrated the form yet.
    expect(await hydrated(page, 'main input')).toBe(false);

    checkout.release();
    await expect.poll(() => hydrated(page, 'main input')).toBe(true);
    await form.getByRole('button', { name: 'Continue to shipping' }).click();
    await arrive(page, /\/checkout\/shipping/);
    // The shipping step shows the contact and address as typed.
    await expect.poll(() => form.getByText('typed.early@example.com').isVisible()).toBe(true);
    expect(await form.getByText(/9 Early Rd/).isVisible()).toBe(true);
    expect(await form.getByText(/Lea Santos/).isVisible()).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('continues with what the browser filled in while the checkout was up but its section not yet hydrated', async () => {
    // The frame hydrates first; each section on its own after it. Here no section may hydrate
    // by itself (nothing is ever reported near the viewport, the browser is never idle): the
    // shopper's click on "Continue" is what lets it, after the browser's autofill put the
    // address in (input and change events, no focus, none of which reached the form's handlers).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const shopping = await context.newPage();
    shopping.on('pageerror', (err) => errors.push(err.message));
    await open(shopping, `${shop.url}/product/classic-red-dress`);
    await main(shopping).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => shopping.getByRole('dialog').isVisible()).toBe(true);
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    await holdSectionsBack(page);
    await open(page, `${shop.url}/checkout/information`);
    expect(await hydrated(page, 'main input')).toBe(false);
    const form = main(page);
    const autofill = async (label: string, value: string) =>
      form.getByLabel(label, { exact: true }).evaluate((control: HTMLInputElement | HTMLSelectElement, v) => {
        control.value = v;
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    await autofill('E-mail', 'autofilled@example.com');
    await autofill('First name', 'Noor');
    await autofill('Last name', 'Reyes');
    await autofill('Country/region', 'US');
    await autofill('City', 'Austin');
    await autofill('Street address', '5 Quick Ln');
    await autofill('Country code', '+1');
    await autofill('Phone', '5125550100');
    expect(await hydrated(page, 'main input')).toBe(false);
    await form.getByRole('button', { name: 'Continue to shipping' }).click();
    await arrive(page, /\/checkout\/shipping/);
    await expect.poll(() => form.getByText(/Noor Reyes/).isVisible()).toBe(true);
    expect(await form.getByText(/5 Quick Ln/).isVisible()).toBe(true);
    expect(await form.getByText('autofilled@example.com').isVisible()).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('signs in with the account and password typed before the sign-in form hydrated', async () => {
    const page = await newPage();
    const auth = await holdSection(page, 'AuthForm');
    await page.goto(`${shop.url}/auth/signin`, { waitUntil: 'domcontentloaded' });
    await auth.requested;
    await main(page).getByLabel('E-mail or mobile number').fill(shop.customer.email);
    await main(page).getByLabel('Password', { exact: true }).fill(shop.customer.password);
    expect(await hydrated(page, 'main input')).toBe(false);

    auth.release();
    await expect.poll(() => hydrated(page, 'main input')).toBe(true);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await arrive(page, /\/user\/center/);
    await page.close();
    expect(errors).toEqual([]);
  });
});
