/**
 * Reviews, in English and in Chinese: the demo customer signs in and buys a dress, the merchant
 * ships it (an admin call with the owner's session), the customer confirms receipt on the order
 * page, writes a review with a photo there, and finds it, photo included, on the product page.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, launchBrowser, open } from './support/browser.ts';
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

const SLUG = 'classic-red-dress';

const TEXT = {
  en: {
    prefix: '',
    account: 'E-mail or mobile number',
    password: 'Password',
    signIn: 'Sign in',
    confirmReceipt: 'Confirm receipt',
    confirm: /Confirm/,
    write: 'Write a review',
    stars: '4 out of 5 stars',
    content: 'Your review',
    photos: 'Photos (optional)',
    removePhoto: 'Remove photo 1',
    submit: 'Submit review',
    submitted: 'Thank you! Your review has been submitted.',
    reviews: 'Customer reviews',
    withPhotos: /With photos/,
    viewPhoto: 'View photo 1',
    review: 'Lovely fabric, and it arrived quickly.',
  },
  zh: {
    prefix: '/zh',
    account: '邮箱或手机号',
    password: '密码',
    signIn: '登录',
    confirmReceipt: '确认收货',
    confirm: /确认/,
    write: '写评价',
    stars: '4 星（满分 5 星）',
    content: '评价内容',
    photos: '图片（选填）',
    removePhoto: '删除第 1 张图片',
    submit: '提交评价',
    submitted: '评价提交成功，感谢您的分享！',
    reviews: '商品评价',
    withPhotos: /有图/,
    viewPhoto: '查看第 1 张图片',
    review: '面料很舒服，发货也很快。',
  },
} as const;

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const main = (page: Page) => page.getByRole('main');

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

/** Places an order for one dress from the signed-in page (its own session), as the checkout does; answers the order number. */
async function buyDress(page: Page): Promise<string> {
  return page.evaluate(async (slug) => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`/api/web${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = await res.json();
      if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
      return json.data;
    };
    const product = await post('/product/get', { slug });
    await post('/cart/add', { sku: product.variants.find((v: { stock: number }) => v.stock > 0).sku, quantity: 1 });
    const { methods } = await post('/checkout/shipping', { country: 'US' });
    const placed = await post('/checkout/place', {
      idempotencyKey: crypto.randomUUID(),
      email: 'reviewer@example.com',
      address: { firstName: 'Lea', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'sandbox_card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    });
    return placed.orderNumber as string;
  }, SLUG);
}

/** A small photo with EXIF, as a phone takes it. */
const photo = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 30, b: 50 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();

describe.each(['en', 'zh'] as const)('reviews (%s)', (lang) => {
  const text = TEXT[lang];

  it('the customer buys, receives, reviews with a photo, and the review shows on the product page', async () => {
    const page = await newPage();
    await open(page, `${shop.url}${text.prefix}/auth/signin`);
    await main(page).getByLabel(text.account).fill(shop.customer.email);
    await main(page).getByLabel(text.password, { exact: true }).fill(shop.customer.password);
    await main(page).getByRole('button', { name: text.signIn }).click();
    await arrive(page, /\/user\/center/);

    const number = await buyDress(page);
    const token = await staffToken();
    const detail = (await admin('/order/get', { number }, token)).data;
    const lines = detail.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
    expect((await admin('/order/ship', { number, expressName: 'DHL', expressNumber: `JD-${lang}`, lines }, token)).code).toBe(0);

    await open(page, `${shop.url}${text.prefix}/user/order/${number}`);
    await main(page).getByRole('button', { name: text.confirmReceipt }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: text.confirm }).last().click();

    // The received order asks for a review of its line.
    const prompt = main(page).getByRole('region', { name: lang === 'en' ? 'Review your items' : '评价商品' });
    await prompt.getByRole('button', { name: new RegExp(`^${text.write}`) }).click();
    await prompt.getByRole('radio', { name: text.stars }).check({ force: true });
    await prompt.getByLabel(text.content).fill(text.review);
    await prompt.getByLabel(text.photos).setInputFiles({ name: 'dress.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect.poll(() => prompt.getByRole('button', { name: text.removePhoto }).isVisible(), { timeout: 15_000 }).toBe(true);
    await prompt.getByRole('button', { name: text.submit }).click();
    await expect.poll(() => page.getByText(text.submitted).first().isVisible()).toBe(true);
    await expect.poll(() => prompt.getByText(text.review).isVisible()).toBe(true);

    // On the product page, the list (loaded as it comes into view) has the review and its photo.
    await open(page, `${shop.url}${text.prefix}/product/${SLUG}`);
    const reviews = main(page).getByRole('region', { name: text.reviews });
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('button', { name: text.withPhotos }).click();
    await expect.poll(() => reviews.getByText(text.review).isVisible(), { timeout: 15_000 }).toBe(true);
    const thumbnail = reviews.getByRole('button', { name: text.viewPhoto }).first();
    const src = await thumbnail.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/u\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(shop.url + src);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('PhoneCam'))).toBe(false);
    await thumbnail.click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();
  });
});
