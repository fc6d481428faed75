/**
 * Every page type of the demo shop, in English and in Chinese, parsed with the page payload
 * schema: what the page builders send is what the storefront's section components are typed to
 * read. Slugs are followed from the pages themselves, as a shopper would.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import { SECTION_TYPES, type SectionSettings, type SectionType } from '../../shared/contracts/sections/section.ts';
import { createDiskStorage } from '../platform/media/storage.ts';
import { seedDemoCatalog } from '../seed/demo.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let uploads: string;
beforeAll(async () => {
  server = await startTestServer();
  uploads = await mkdtemp(path.join(os.tmpdir(), 'page-contract-'));
  await seedDemoCatalog(server.db, createDiskStorage(uploads));
  server.app.site.invalidate();
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

/** Section types of every payload parsed so far. */
const seen = new Set<string>();

/** The page's payload, parsed with the schema: it throws on any section that breaks the contract. */
async function page(pagePath: string, headers?: Record<string, string>): Promise<{ status: number; payload: PagePayload }> {
  const res = await server.get(`${pagePath}${pagePath.includes('?') ? '&' : '?'}request=route`, headers);
  const payload = PagePayload.parse(await res.json());
  for (const section of [...payload.pageHead, ...payload.pageBody, ...payload.pageFoot]) seen.add(section.type);
  return { status: res.status, payload };
}

/** The same page in English and under the Chinese prefix, with the same status; answers both. */
async function bothLanguages(pagePath: string, headers?: Record<string, string>) {
  const en = await page(pagePath, headers);
  const zh = await page(`/zh${pagePath === '/' ? '' : pagePath}`, headers);
  expect(zh.status, pagePath).toBe(en.status);
  expect(zh.payload.data.lang, pagePath).toBe('zh');
  return { status: en.status, en: en.payload, zh: zh.payload };
}

function settings<T extends SectionType>(payload: PagePayload, type: T): SectionSettings<T> {
  const section = [...payload.pageHead, ...payload.pageBody].find((s) => s.type === type);
  if (!section) throw new Error(`no ${type} section on ${payload.data.path}`);
  return section.settings as SectionSettings<T>;
}

async function inStockSku(productSlug: string): Promise<string> {
  const { payload } = await page(`/product/${productSlug}`);
  const variant = settings(payload, 'product-detail').product.variants.find((v) => v.stock > 0);
  if (!variant) throw new Error(`${productSlug} has no variant in stock`);
  return variant.sku;
}

describe('page payload contract', () => {
  it('holds for every page a signed-out visitor opens', async () => {
    const visitor = { 'x-visitor-id': randomUUID() };
    const { en: home } = await bothLanguages('/');
    const category = settings(home, 'header').menu![0];
    const collection = settings(home, 'collection-list').collections[0];
    const product = settings(home, 'product-grid').products[0];
    const article = settings(home, 'article-list').articles[0];
    const tag = settings((await bothLanguages('/tag')).en, 'tag-list').tags[0];
    const promotion = settings((await bothLanguages('/promotion')).en, 'promotion-list').list[0];
    const coupon = settings((await bothLanguages('/coupon')).en, 'coupon-list').list[0];
    await server.post('/api/web/cart/add', { sku: await inStockSku(product.slug), quantity: 1 }, visitor);

    const pages = [
      category.href,
      collection.href,
      tag.href,
      `/product/${product.slug}`,
      `/product/${product.slug}/NO-SUCH-SKU`,
      `/search?q=${encodeURIComponent(product.title.split(' ')[0])}`,
      '/search',
      '/page/journal',
      article.href,
      '/page/about',
      '/app/mobile',
      '/custom/gift-cards',
      '/inquiry/wholesale',
      `/inquiry/${product.slug}`,
      `/promotion/${promotion.slug}`,
      `/coupon/${coupon.code}`,
      '/cart',
      '/checkout/information',
      '/checkout/shipping',
      '/checkout/payment',
      '/checkout/thankyou',
      '/auth/signin',
      '/auth/signup?redirect=%2Fcart',
      '/auth/forget',
      '/auth/reset-password',
      '/auth/reset-password?expired=1',
      '/auth/verify-email',
      '/auth/verify-prompt',
      '/no-such-page',
      '/error/404',
    ];
    for (const pagePath of pages) await bothLanguages(pagePath, visitor);

    for (const pagePath of ['/user/center', '/user/order', '/user/coupon']) {
      const { status, en, zh } = await bothLanguages(pagePath, visitor);
      expect(status, pagePath).toBe(401);
      expect([...en.pageBody, ...zh.pageBody]).toEqual([]);
    }
  });

  it('holds for the account pages and an order of a signed-in customer', async () => {
    const customer = await customerSession(server);
    const product = settings((await page('/')).payload, 'product-grid').products[0];
    const quote = await server.post('/api/web/checkout/shipping', { country: 'US' }, customer);
    const order = await placeOrder(server, customer, {
      skus: [[await inStockSku(product.slug), 1]],
      shippingMethodId: quote.body.data.methods[0].id,
      paymentMethod: 'bank_transfer',
    });
    const pages = [
      '/user/center',
      '/user/order',
      '/user/order?tab=to_pay',
      `/user/order/${order.number}`,
      '/user/coupon',
      `/checkout/thankyou?order=${order.number}`,
      '/user/account',
      '/user/info',
      '/user/security',
      '/user/security/activity',
      '/user/address',
      '/user/log',
      '/user/favorite',
      '/user/article',
      '/user/wishlist',
      '/user/privacy',
      `/checkout/thankyou?order=${order.number}`,
    ];
    for (const pagePath of pages) expect((await bothLanguages(pagePath, customer)).status, pagePath).toBe(200);

    // A delivered order offers the after-sales form; a request has its list and its own page.
    const staff = await staffSession(server);
    const delivered = await placeOrder(server, customer, { skus: [[await inStockSku(product.slug), 1]], shippingMethodId: quote.body.data.methods[0].id });
    const line = (await server.post('/api/admin/order/get', { number: delivered.number }, staff)).body.data.lines[0].id;
    await server.post('/api/admin/order/ship', { number: delivered.number, expressName: 'UPS', expressNumber: '1Z', lines: [{ lineId: line, quantity: 1 }] }, staff);
    await server.post('/api/web/order/confirm-receipt', { number: delivered.number }, customer);
    expect((await bothLanguages(`/user/order/${delivered.number}`, customer)).status).toBe(200);
    const request = await server.post(
      '/api/web/return/apply',
      { number: delivered.number, type: 'refund_only', lines: [{ lineId: line, quantity: 1 }], reason: 'other' },
      customer,
    );
    for (const pagePath of ['/user/return', `/user/return/${request.body.data.number}`]) expect((await bothLanguages(pagePath, customer)).status, pagePath).toBe(200);
  });

  it('met every section type of the contract on the way', () => {
    expect([...seen].sort()).toEqual([...SECTION_TYPES].sort());
  });
});
