/** How the built server behaves in operation: caching of hashed assets, compression, SIGTERM. */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.stop());

/** A GET whose body stays as sent (fetch would undo the compression). */
function rawGet(url: string, encoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built server', () => {
  it('serves hashed assets with immutable caching and pages compressed', async () => {
    const page = await fetch(`${shop.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(shop.url + script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
    const source = await asset.text();
    // Compressed at build time, sent with its length as it is (a compression made per answer goes out in chunks, without one).
    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet(shop.url + script!, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect((encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString()).toBe(source);
    }
  });

  it('finishes the requests in flight when told to stop', async () => {
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      fetch(`${shop.url}/api/web/product/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: 'dress', page: (i % 3) + 1 }),
      }).then(
        (res) => res.status,
        () => 'refused',
      ),
    );
    // Let the requests reach the server, then stop it while they are being served.
    await new Promise((resolve) => setImmediate(resolve));
    const stopped = shop.stop();
    const statuses = await Promise.all(inFlight);
    expect(await stopped).toBe(0);
    // Sent before the signal, so none is refused or cut off.
    expect(statuses).toEqual(Array(20).fill(200));
  });
});
