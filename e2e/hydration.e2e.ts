/**
 * Selective hydration on a phone-sized screen: each section of the page hydrates on its own, the
 * sections below the fold when they come near (or the browser is idle), with the server's HTML
 * left as it was; no hydration error in English or Chinese, and the controls work after the load:
 * the header's menu and language switch, the product's "Add to cart", the footer once scrolled to.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, holdSectionsBack, launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('selective hydration', () => {
  it('renders every section of the page in its own boundary on the server', async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    expect(html).toMatch(/<footer><!--\$-->/);
    expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThan(3);
  });

  it('hydrates the footer when it comes near, leaving its server HTML as it was', async () => {
    // A browser that is never idle: only coming near lets the footer hydrate.
    const phone = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    phone.on('pageerror', (err) => errors.push(err.message));
    await phone.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const footer = (what: 'html' | 'hydrated') =>
      phone.evaluate((w) => {
        const element = document.querySelector('#root > footer');
        return w === 'html' ? (element?.innerHTML ?? '') : Object.keys(element?.firstElementChild ?? {}).some((k) => k.startsWith('__reactFiber'));
      }, what);
    await phone.goto(`${shop.url}/`);
    const before = await footer('html');
    await phone.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The header is near: it hydrates (its own boundary, after the frame's) while the footer waits.
    await expect
      .poll(() => phone.evaluate(() => Object.keys(document.querySelector('#root > header > *:not(div:empty)') ?? {}).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await phone.waitForTimeout(500);
    expect(await footer('hydrated')).toBe(false);
    expect(await footer('html')).toBe(before);
    await phone.mouse.wheel(0, 20_000);
    await expect.poll(() => footer('hydrated')).toBe(true);
    expect(await footer('html')).toBe(before);
    await phone.close();
    expect(errors).toEqual([]);
  });

  it('switches the language from the header after the load, and the page hydrated in Chinese without errors', async () => {
    await open(page, `${shop.url}/`);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('zh');
    await arrive(page, `${shop.url}/zh`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh');
    await open(page, `${shop.url}/zh`);
    expect(errors).toEqual([]);
  });

  it('goes from a category to a product and adds it to the cart, in Chinese and in English', async () => {
    for (const [prefix, openMenu, addToCart] of [
      ['/zh', '打开菜单', '加入购物车'],
      ['', 'Open menu', 'Add to cart'],
    ] as const) {
      await open(page, `${shop.url}${prefix}/`);
      // The header's menu opens on a phone, and its category link navigates.
      await page.getByRole('button', { name: openMenu }).first().click();
      await page.locator('a[href*="/category/"]:visible').first().click();
      await arrive(page, /\/category\//);
      await open(page, `${shop.url}${prefix}/product/classic-red-dress`);
      await page.getByRole('main').getByRole('button', { name: addToCart }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
  });

  it('hydrates a held-back section whose gate opens just as React reaches it, without a hydration error', async () => {
    // The race behind the recoverable hydration errors of the loaded machine: React tries to
    // hydrate a held-back section, suspends on its gate and comes back to it in its next task; a
    // key pressed in between (or the section coming near, or the browser turning idle) opens the
    // gate. Here nothing opens a gate by itself (never idle, nothing reported near) and the
    // shopper's key lands exactly then: right after React first suspends on a gate (React marks
    // a promise it waits on with `status = 'pending'` before subscribing to it).
    const phone = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const seen: string[] = [];
    phone.on('pageerror', (err) => seen.push(err.message));
    await holdSectionsBack(phone);
    await phone.addInitScript(() => {
      const then = Promise.prototype.then;
      let pressed = false;
      Promise.prototype.then = function (this: Promise<unknown> & { status?: string }, ...args: Parameters<typeof then>) {
        if (!pressed && this.status === 'pending') {
          pressed = true;
          queueMicrotask(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
        }
        return then.apply(this, args) as ReturnType<typeof then>;
      } as typeof then;
    });
    await open(phone, `${shop.url}/`);
    const footerHydrated = () =>
      phone.evaluate(() => Object.keys(document.querySelector('#root > footer')?.firstElementChild ?? {}).some((k) => k.startsWith('__reactFiber')));
    await expect.poll(footerHydrated).toBe(true);
    // The header's menu works: its section hydrated rather than being thrown away.
    await phone.getByRole('button', { name: 'Open menu' }).first().click();
    await expect.poll(() => phone.locator('a[href*="/category/"]:visible').count()).toBeGreaterThan(0);
    await phone.close();
    expect(seen).toEqual([]);
  });
});
