/**
 * After-sales engagement, in English and in Chinese, by what is on screen: a visitor asks to be
 * told when an out-of-stock product is back (on the product page, and for a second address in
 * the wish list), the merchant restocks it (an admin call with the owner's session) and the
 * e-mails are in the outbox, in the visitor's language; a shopper sends a quote request, the
 * owner answers it from the console's inquiry inbox, and the reply e-mail is in the outbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/server/testing/outbox.ts';
import { launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
let owner: string;
const errors: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await staffToken();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function staffToken(): Promise<string> {
  const res = await fetch(`${shop.url}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: shop.owner.email, password: shop.owner.password }),
  });
  return (await res.json()).data.token;
}

async function api(base: 'web' | 'admin', call: string, body: unknown) {
  const res = await fetch(`${shop.url}/api/${base}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(base === 'admin' ? { 'x-auth': owner } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 0) throw new Error(`${call}: ${json.msg}`);
  return json.data;
}

/** Sets every variant of a demo product to `stock` (the merchant's stock call); answers its variants' ids. */
async function setProductStock(slug: string, stock: number): Promise<number[]> {
  const product = await api('web', '/product/get', { slug });
  const ids = (product.variants as Array<{ id: number }>).map((v) => v.id);
  for (const variantId of ids) await api('admin', '/inventory/stock', { variantId, stock });
  return ids;
}

const mailTo = (to: string, text: string) => () => readOutbox(shop.dataDir).some((m) => m.to === to && m.text.includes(text));

async function newPage(locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const BACK_IN_STOCK = {
  en: {
    slug: 'argan-hair-oil',
    prefix: '',
    outOfStock: 'Out of stock',
    notify: 'Tell me when it is back',
    email: 'Your e-mail',
    submit: 'Notify me',
    favorite: 'Add to favorites',
    unfavorite: 'Remove from favorites',
    added: 'We will e-mail you when it is back in stock.',
    mail: 'is available again',
  },
  zh: {
    slug: 'brass-mushroom-lamp',
    prefix: '/zh',
    outOfStock: '缺货',
    notify: '到货时通知我',
    email: '您的电子邮箱',
    submit: '通知我',
    favorite: '收藏',
    unfavorite: '取消收藏',
    added: '到货后我们会发邮件通知您。',
    mail: '已重新到货',
  },
} as const;

describe('tell me when it is back', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`e-mails the visitor who asked once the merchant restocks (${lang})`, async () => {
      const t = BACK_IN_STOCK[lang];
      const visitor = `waiting-${lang}@example.com`;
      await setProductStock(t.slug, 0);
      const page = await newPage();
      try {
        await open(page, `${shop.url}${t.prefix}/product/${t.slug}`);
        const main = page.getByRole('main');
        expect(await main.getByTestId('stock').textContent()).toBe(t.outOfStock);
        await main.getByRole('button', { name: t.notify }).click();
        await main.getByLabel(t.email).fill(visitor);
        await main.getByRole('button', { name: t.submit }).click();
        await expect.poll(() => main.getByRole('status').filter({ hasText: t.added }).isVisible()).toBe(true);

        // The same offer in the wish list, for a second address.
        await main.getByRole('button', { name: t.favorite }).click();
        await expect.poll(() => main.getByRole('button', { name: t.unfavorite }).isVisible()).toBe(true);
        await open(page, `${shop.url}${t.prefix}/user/wishlist`);
        const item = page.locator(`[data-favorite-product="${t.slug}"]`);
        await item.getByRole('button', { name: t.notify }).click();
        await item.getByLabel(t.email).fill(`also-${visitor}`);
        await item.getByRole('button', { name: t.submit }).click();
        await expect.poll(() => item.getByRole('status').filter({ hasText: t.added }).isVisible()).toBe(true);
      } finally {
        await page.context().close();
      }
      expect(mailTo(visitor, t.mail)()).toBe(false);

      await setProductStock(t.slug, 7);
      await expect.poll(mailTo(visitor, t.mail), { timeout: 15_000 }).toBe(true);
      await expect.poll(mailTo(`also-${visitor}`, t.mail), { timeout: 15_000 }).toBe(true);
      expect(readOutbox(shop.dataDir).filter((m) => m.to === visitor)).toHaveLength(1);
    });
  }
});

describe('the inquiry inbox', () => {
  it('answers a Chinese shopper’s quote request from the console; the reply goes out by e-mail', async () => {
    const shopper = 'quote-zh@example.com';
    const page = await newPage('zh-CN');
    try {
      await open(page, `${shop.url}/zh/inquiry/argan-hair-oil`);
      const main = page.getByRole('main');
      await main.getByLabel('您的姓名').fill('王芳');
      await main.getByLabel('邮箱').fill(shopper);
      await main.getByLabel('数量').fill('200');
      await main.getByLabel('留言内容').fill('请问两百瓶的批发价是多少？');
      await main.getByRole('button', { name: '提交询价' }).click();
      await expect.poll(() => main.getByText('提交成功，我们会尽快与您联系。').isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
    // The acknowledgement, in the shopper's language.
    await expect.poll(mailTo(shopper, '王芳')).toBe(true);

    const console = await newPage();
    try {
      await console.goto(`${shop.url}/admin`);
      await console.waitForURL(/\/admin\/signin/);
      await console.getByLabel('E-mail or mobile').fill(shop.owner.email);
      await console.getByLabel('Password').fill(shop.owner.password);
      await console.getByRole('button', { name: 'Sign in' }).click();
      await console.getByRole('link', { name: 'Inquiries' }).click();
      await console.waitForURL(/\/admin\/inquiries$/);
      await console.getByRole('tab', { name: 'New' }).click();
      const row = console.getByRole('row').filter({ hasText: shopper });
      await row.getByRole('link').click();
      await console.waitForURL(/\/admin\/inquiries\/\d+$/);
      await expect.poll(() => console.getByText('请问两百瓶的批发价是多少？').isVisible()).toBe(true);
      await console.getByLabel('Reply by e-mail').fill('200 bottles: 18% off the list price. 两百瓶可享八二折。');
      await console.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => console.getByRole('status').filter({ hasText: 'Reply sent' }).isVisible()).toBe(true);
      expect(await console.getByLabel('Status').inputValue()).toBe('replied');
    } finally {
      await console.context().close();
    }
    await expect.poll(mailTo(shopper, '两百瓶可享八二折'), { timeout: 15_000 }).toBe(true);
    expect(readOutbox(shop.dataDir).find((m) => m.to === shopper && m.text.includes('八二折'))?.text).toContain('以下是我们对您询价的答复');
    expect(errors).toEqual([]);
  });
});
