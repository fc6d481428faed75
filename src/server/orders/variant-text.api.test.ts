import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantText } from '../../shared/variants.ts';
import { products } from '../catalog/catalog.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let productId: number;
const options = {
  color: [{ value: 'sage', name: { en: 'Sage', zh: '鼠尾草绿', 'zh-HK': '鼠尾草綠', fil: 'Sage Green' } }],
  style: [{ value: 'short-sleeve', name: { en: 'Short sleeve', zh: '短袖', 'zh-HK': '短袖', fil: 'Maikling manggas' } }],
};
beforeAll(async () => {
  server = await startTestServer();
  const product = await createProduct(server.db, {
    slug: 'linen-dress',
    title: { en: 'Linen Dress', zh: '亚麻连衣裙', 'zh-HK': '亞麻連身裙', fil: 'Linen na Bestida' },
    options,
    variants: [{ sku: 'LD-SAGE-S', color: 'sage', size: 'S', style: 'short-sleeve', price: 7900, stock: 50 }],
  });
  productId = product.id;
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

type Line = { options: { color?: string | null; size?: string | null; style?: string | null } };
const page = async (url: string, who: Record<string, string>) => (await server.get(`${url}${url.includes('?') ? '&' : '?'}request=route`, who)).json();
const html = async (url: string, who: Record<string, string>) => (await server.get(url, who)).text();

/** The text of the e-mails sent to an address (quoted-printable or base64 bodies decoded). */
function mailText(email: string): string[] {
  const outbox = path.join(server.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.includes(email));
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(outbox, f), 'utf8');
    const [head, ...rest] = raw.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

describe('variants in the shopper’s language', () => {
  it('writes a variant the same in the cart and on the thank-you page, in the language of the page', async () => {
    const guest = { 'x-visitor-id': randomUUID(), 'x-lang': 'zh' };
    await server.post('/api/web/cart/add', { sku: 'LD-SAGE-S', quantity: 1 }, guest);
    const cart = (await server.post('/api/web/cart/get', {}, guest)).body.data;
    expect(variantText(cart.lines[0].options)).toBe('鼠尾草绿 / S / 短袖');

    const { number, guestToken } = await placeOrder(server, guest, { skus: [], shippingMethodId, email: 'zh.buyer@example.com' });
    const thanks = `/checkout/thankyou?order=${number}&token=${guestToken}`;
    const zh = await page(`/zh${thanks}`, guest);
    expect(variantText(zh.pageBody[0].settings.order.lines[0].options)).toBe('鼠尾草绿 / S / 短袖');
    expect(await html(`/zh${thanks}`, guest)).toContain('鼠尾草绿 / S / 短袖');
    expect(await html(`/fil${thanks}`, guest)).toContain('Sage Green / S / Maikling manggas');
    const en = await html(thanks, guest);
    expect(en).toContain('Sage / S / Short sleeve');
    expect(en).not.toContain('sage / S / short-sleeve');
  });

  it('writes it in the order list and detail in the customer’s language, and in the confirmation e-mail', async () => {
    const customer = { ...(await customerSession(server)), 'x-lang': 'zh-HK' };
    const email = 'hk.buyer@example.com';
    const { number } = await placeOrder(server, customer, { skus: [['LD-SAGE-S', 2]], shippingMethodId, email });
    const list = await page('/zh-HK/user/order', customer);
    const listed = list.pageBody.find((s: { type: string }) => s.type === 'order-list').settings.list;
    expect(variantText((listed[0].lines[0] as Line).options)).toBe('鼠尾草綠 / S / 短袖');
    const detail = await page(`/fil/user/order/${number}`, customer);
    const order = detail.pageBody.find((s: { type: string }) => s.type === 'order-detail').settings.order;
    expect(variantText(order.lines[0].options)).toBe('Sage Green / S / Maikling manggas');
    expect(await html(`/zh/user/order/${number}`, customer)).toContain('鼠尾草绿 / S / 短袖');

    await expect.poll(() => mailText(email).length).toBe(1);
    expect(mailText(email)[0]).toContain('亞麻連身裙 — 鼠尾草綠 / S / 短袖 (LD-SAGE-S) × 2');
  });

  it('keeps the names the variant had when ordered after the product renames it', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['LD-SAGE-S', 1]], shippingMethodId });
    await server.db
      .update(products)
      .set({ options: { ...options, color: [{ value: 'sage', name: { en: 'Eucalyptus', zh: '桉树绿' } }] } })
      .where(eq(products.id, productId));
    const detail = await page(`/user/order/${number}`, customer);
    const order = detail.pageBody.find((s: { type: string }) => s.type === 'order-detail').settings.order;
    expect(variantText(order.lines[0].options)).toBe('Sage / S / Short sleeve');
  });
});
