import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The Offer prices a product page publishes for search engines. */
async function offers(server: TestServer, slug: string): Promise<Array<{ price: string; priceCurrency: string }>> {
  const page = await (await server.get(`/product/${slug}`)).text();
  const product = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])).find((ld) => ld['@type'] === 'Product');
  return product.offers.map((o: { price: string; priceCurrency: string }) => ({ price: o.price, priceCurrency: o.priceCurrency }));
}

describe('product structured data prices', () => {
  let yen: TestServer;
  let dollars: TestServer;
  beforeAll(async () => {
    [yen, dollars] = await Promise.all([startTestServer({ BASE_CURRENCY: 'JPY' }), startTestServer({ BASE_CURRENCY: 'USD' })]);
    // ¥1,250 and ¥98,000 in a yen shop; $12.50 and $980.00 in a dollar shop.
    for (const server of [yen, dollars])
      await createProduct(server.db, {
        slug: 'teapot',
        variants: [
          { sku: 'TEA-S', price: 1250 },
          { sku: 'TEA-L', price: 98000 },
        ],
      });
  });
  afterAll(() => Promise.all([yen?.close(), dollars?.close()]));

  it('has no decimals in a yen shop', async () => {
    expect(await offers(yen, 'teapot')).toEqual([
      { price: '1250', priceCurrency: 'JPY' },
      { price: '98000', priceCurrency: 'JPY' },
    ]);
  });

  it('has two decimals in a dollar shop', async () => {
    expect(await offers(dollars, 'teapot')).toEqual([
      { price: '12.50', priceCurrency: 'USD' },
      { price: '980.00', priceCurrency: 'USD' },
    ]);
  });
});
