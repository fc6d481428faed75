/** The order's invoice and packing slip: PDFs for staff, in the language asked. */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CJK_FONT_FILE } from './pdf-layout.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { pdfEmbeddedChars, pdfInfo, pdfLatinText, pdfPageCount } from '../testing/pdf.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let staff: Record<string, string>;
let customer: Record<string, string>;
let number: string;
let shippingMethodId: number;

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, {
    slug: 'doc-teapot',
    title: { en: 'Clay teapot', zh: '紫砂茶壶', 'zh-HK': '紫砂茶壺', fil: 'Tsarera na luwad' },
    variants: [{ sku: 'DOC-POT', price: 2550, stock: 100 }],
  });
  await createProduct(server.db, {
    slug: 'doc-cup',
    title: { en: 'Tea cup', zh: '茶杯', 'zh-HK': '茶杯', fil: 'Tasa' },
    variants: [{ sku: 'DOC-CUP', price: 800, stock: 100 }],
  });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server, undefined, 'fulfilment');
  customer = await customerSession(server);
  number = (
    await placeOrder(server, customer, {
      skus: [
        ['DOC-POT', 2],
        ['DOC-CUP', 3],
      ],
      shippingMethodId,
      email: 'docs@example.com',
    })
  ).number;
});
afterAll(() => server.close());

async function pdf(path: string, headers = staff) {
  const res = await server.get(path, headers);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('the invoice', () => {
  it('is a one-page PDF titled with the order number, with lines, unit prices, shipping, total and payment', async () => {
    const { res, body } = await pdf(`/api/admin/order/${number}/invoice.pdf?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`invoice-${number.toLowerCase()}.pdf`);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(body)).toBe(1);
    expect(pdfInfo(body, 'Title')).toBe(`Invoice ${number}`);
    const text = pdfLatinText(body).join('\n');
    for (const shown of [
      number,
      'Clay teapot',
      'DOC-POT',
      '$25.50',
      '$51.00',
      'Tea cup',
      '$24.00',
      '$5.00',
      '$80.00',
      'Credit or debit card',
      'Payment status: Paid',
      'Ana Cruz',
    ]) {
      expect(text).toContain(shown);
    }
  });

  // fonts-noto-cjk is a system package; without it there is nothing to embed.
  it.skipIf(!existsSync(CJK_FONT_FILE))('renders Chinese in an embedded CJK font', async () => {
    const { res, body } = await pdf(`/api/admin/order/${number}/invoice.pdf?lang=zh`);
    expect(res.status).toBe(200);
    expect(pdfInfo(body, 'Title')).toBe(`发票 ${number}`);
    expect(body.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
    const chars = pdfEmbeddedChars(body);
    for (const c of '发票紫砂茶壶合计已支付') expect(chars).toContain(c);
    const traditional = await pdf(`/api/admin/order/${number}/invoice.pdf?lang=zh-HK`);
    expect(pdfInfo(traditional.body, 'Title')).toBe(`發票 ${number}`);
    expect(pdfEmbeddedChars(traditional.body)).toContain('壺');
  });

  it('follows the console language when no language is asked', async () => {
    const { body } = await pdf(`/api/admin/order/${number}/invoice.pdf`, { ...staff, 'x-lang': 'fil' });
    expect(pdfInfo(body, 'Title')).toBe(`Paktura ${number}`);
    expect(pdfLatinText(body).join('\n')).toContain('Paraan ng pagbabayad');
  });
});

describe('the packing slip', () => {
  it('lists lines, quantities, SKUs and the shipping address, without prices', async () => {
    const { res, body } = await pdf(`/api/admin/order/${number}/packing-slip.pdf?lang=en`);
    expect(res.status).toBe(200);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfInfo(body, 'Title')).toBe(`Packing slip ${number}`);
    const text = pdfLatinText(body).join('\n');
    for (const shown of ['Clay teapot', 'DOC-POT', 'DOC-CUP', '1 Main St', 'Austin', 'United States']) expect(text).toContain(shown);
    expect(text).not.toContain('$');
  });
});

describe("a parcel's packing slip", () => {
  it('lists only the lines and quantities of that parcel when the order went out in several', async () => {
    const owner = await staffSession(server);
    const split = (
      await placeOrder(server, customer, {
        skus: [
          ['DOC-POT', 2],
          ['DOC-CUP', 3],
        ],
        shippingMethodId,
        email: 'parcels@example.com',
      })
    ).number;
    const detail = (await server.post('/api/admin/order/get', { number: split }, owner)).body.data;
    const lineOf = (sku: string) => detail.lines.find((l: { sku: string }) => l.sku === sku).id;
    const ship = (expressNumber: string, lines: Array<{ lineId: number; quantity: number }>) =>
      server.post('/api/admin/order/ship', { number: split, expressName: 'LBC', expressNumber, lines }, owner);
    // Parcel 1: both teapots and one cup; parcel 2: the two other cups.
    expect(
      (
        await ship('PARCEL-ONE-111', [
          { lineId: lineOf('DOC-POT'), quantity: 2 },
          { lineId: lineOf('DOC-CUP'), quantity: 1 },
        ])
      ).body.data.deliveryStatus,
    ).toBe('partly_shipped');
    expect((await ship('PARCEL-TWO-222', [{ lineId: lineOf('DOC-CUP'), quantity: 2 }])).body.data.deliveryStatus).toBe('shipped');

    const second = await pdf(`/api/admin/order/${split}/packing-slip.pdf?lang=en&parcel=2`);
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('content-disposition')).toContain(`packing-slip-${split.toLowerCase()}-parcel-2.pdf`);
    expect(pdfInfo(second.body, 'Title')).toBe(`Packing slip ${split} · Parcel 2 of 2`);
    const text = pdfLatinText(second.body);
    const joined = text.join('\n');
    for (const shown of ['Tea cup', 'DOC-CUP', 'PARCEL-TWO-222', 'Parcel 2 of 2', '1 Main St']) expect(joined).toContain(shown);
    for (const absent of ['Clay teapot', 'DOC-POT', 'PARCEL-ONE-111', '$']) expect(joined).not.toContain(absent);
    // The cup's quantity is the parcel's two, not the order's three.
    const cupAt = text.findIndex((s) => s.includes('DOC-CUP'));
    expect(text.slice(cupAt, cupAt + 3)).toContain('2');
    expect(text).not.toContain('3');

    const first = pdfLatinText((await pdf(`/api/admin/order/${split}/packing-slip.pdf?lang=en&parcel=1`)).body).join('\n');
    for (const shown of ['Clay teapot', 'DOC-POT', 'DOC-CUP', 'PARCEL-ONE-111', 'Parcel 1 of 2']) expect(first).toContain(shown);
    expect(first).not.toContain('PARCEL-TWO-222');

    // In Chinese, the parcel's slip embeds the CJK font's glyphs of its own words.
    if (existsSync(CJK_FONT_FILE)) {
      const zh = await pdf(`/api/admin/order/${split}/packing-slip.pdf?lang=zh&parcel=2`);
      expect(pdfInfo(zh.body, 'Title')).toBe(`装箱单 ${split} · 第 2 个包裹，共 2 个`);
      const chars = pdfEmbeddedChars(zh.body);
      for (const c of '茶杯包裹运单号') expect(chars).toContain(c);
      expect(chars).not.toContain('壶');
    }

    // A parcel the order does not have, a parcel that is no number, a parcel on an invoice.
    expect((await pdf(`/api/admin/order/${split}/packing-slip.pdf?parcel=3`)).res.status).toBe(404);
    expect((await pdf(`/api/admin/order/${number}/packing-slip.pdf?parcel=1`)).res.status).toBe(404);
    expect((await pdf(`/api/admin/order/${split}/packing-slip.pdf?parcel=two`)).res.status).toBe(400);
    expect((await pdf(`/api/admin/order/${split}/packing-slip.pdf?parcel=0`)).res.status).toBe(400);
    expect((await pdf(`/api/admin/order/${split}/invoice.pdf?parcel=1`)).res.status).toBe(400);
  });
});

describe('who may have them', () => {
  it('refuses customers and visitors, and answers 404 for an unknown order', async () => {
    expect((await pdf(`/api/admin/order/${number}/invoice.pdf`, customer)).res.status).toBe(403);
    expect((await pdf(`/api/admin/order/${number}/packing-slip.pdf`, customer)).res.status).toBe(403);
    expect((await pdf(`/api/admin/order/${number}/invoice.pdf`, {})).res.status).toBe(401);
    expect((await pdf('/api/admin/order/NO-SUCH/invoice.pdf')).res.status).toBe(404);
    expect((await pdf(`/api/admin/order/${number}/invoice.pdf?lang=en&x=1`)).res.status).toBe(400);
  });
});
