import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, type CachedPage, type RenderedPage } from './page-cache.ts';

const page = (body: string, tags: string[] = ['site']): RenderedPage => ({ status: 200, body, tags, share: true });

/** A render the test finishes when it wants, counting how often it was started. */
function controlledRender(body: string) {
  let finish: () => void = () => {};
  let begin: () => void = () => {};
  const began = new Promise<void>((resolve) => (begin = resolve));
  const started = { count: 0 };
  const run = () => {
    started.count++;
    begin();
    return new Promise<RenderedPage>((resolve) => {
      finish = () => resolve(page(body));
    });
  };
  return { run, started, began, finish: () => finish() };
}

type Cache = ReturnType<typeof createPageCache>;

/** Asks for `key` twice: the second render of an address is the one kept. */
async function seenTwice(cache: Cache, key: string, run: () => Promise<RenderedPage>) {
  await cache.get(key, run);
  return cache.get(key, run);
}

describe('the page cache', () => {
  it('serves a rendered page again until a purge names one of its tags, and only those', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 1_000, now: () => 0 });
    let renders = 0;
    const render = (body: string, tags: string[]) => async () => (renders++, page(body, tags));
    await seenTwice(cache, '/a', render('A', ['product:1']));
    await seenTwice(cache, '/b', render('B', ['product:2']));
    expect((await cache.get('/a', render('A2', ['product:1']))).outcome).toBe('hit');
    await cache.purgeTags(['product:1']);
    // An address rendered before is kept at its first render after the purge.
    const a = await cache.get('/a', render('A2', ['product:1']));
    const b = await cache.get('/b', render('B2', ['product:2']));
    expect([a.outcome, a.page.body, b.outcome, b.page.body]).toEqual(['miss', 'A2', 'hit', 'B']);
    expect((await cache.get('/a', render('A3', ['product:1']))).page.body).toBe('A2');
    expect(renders).toBe(5);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 5, stale: 0, entries: 2 });
  });

  it('keeps a page from the second render of its address on, so addresses asked for once push nothing out', async () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1e6, freshMs: 1_000, staleMs: 0, now: () => 0 });
    await seenTwice(cache, '/popular', async () => page('popular'));
    for (let i = 0; i < 10; i++) {
      const once = await cache.get(`/search?q=${i}`, async () => page(`results ${i}`));
      // Answered with its validator all the same (a browser may ask whether its copy is current).
      expect([once.outcome, 'etag' in once.page]).toEqual(['miss', true]);
      expect(cache.holds(`/search?q=${i}`)).toBe(false);
    }
    expect(cache.stats().entries).toBe(1);
    expect((await cache.get('/popular', async () => page('again'))).outcome).toBe('hit');
    // Asked for again, a search is kept like any page.
    await cache.get('/search?q=3', async () => page('results 3'));
    expect((await cache.get('/search?q=3', async () => page('other'))).page.body).toBe('results 3');
  });

  it('remembers a bounded number of addresses rendered once, forgetting them all when full', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 0, now: () => 0, maxSeen: 3 });
    for (const key of ['/1', '/2', '/3']) await cache.get(key, async () => page(key));
    // The fourth address fills the doorkeeper: what it knew is forgotten, so /1 starts over.
    await cache.get('/4', async () => page('/4'));
    await cache.get('/1', async () => page('/1'));
    expect(cache.holds('/1')).toBe(false);
    await cache.get('/4', async () => page('/4'));
    expect(cache.holds('/4')).toBe(true);
  });

  it('compresses a page answered once only once, and a page answered again harder, for brotli and for gzip', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 0, now: () => 0 });
    // Words in an order that repeats little, as a page's text does.
    const words = ['tea', 'cups', 'green', 'oolong', 'kettle', 'leaf', 'steep', 'warm', 'jasmine', 'spring', 'harvest', 'tin'];
    let seed = 7;
    const body = `<p>${Array.from({ length: 3_000 }, () => words[(seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % words.length]).join(' ')}</p>`;
    const kept = (await seenTwice(cache, '/once', async () => page(body))).page as CachedPage;
    const size = () => cache.stats().bytes;
    const answer = (accepts: { br: boolean; gzip: boolean }) => cache.bytesFor('/once', kept, accepts);

    const browser = { br: true, gzip: true };
    const first = answer(browser);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.bytes).toString()).toBe(body);
    await cache.settled();
    const afterOne = size();
    // The second answer is the kept quick brotli, and starts the harder one the answers after it get.
    const second = answer(browser);
    expect(second.bytes).toBe(first.bytes);
    await cache.settled();
    const third = answer(browser);
    expect(third.encoding).toBe('br');
    expect(brotliDecompressSync(third.bytes).toString()).toBe(body);
    expect(third.bytes.length).toBeLessThan(first.bytes.length);
    // The harder brotli took the quick one's place: a page answered once had nothing more made.
    expect(size()).toBe(afterOne - first.bytes.length + third.bytes.length);

    const gzipOnly = { br: false, gzip: true };
    const quickGzip = answer(gzipOnly);
    expect([quickGzip.encoding, gunzipSync(quickGzip.bytes).toString()]).toEqual(['gzip', body]);
    expect(answer(gzipOnly).bytes).toBe(quickGzip.bytes);
    await cache.settled();
    const hardGzip = answer(gzipOnly);
    expect(gunzipSync(hardGzip.bytes).toString()).toBe(body);
    expect(hardGzip.bytes.length).toBeLessThan(quickGzip.bytes.length);
    expect(answer({ br: false, gzip: false })).toMatchObject({ encoding: null });

    // A page not kept (another address's here) is compressed quickly for its answer and not kept.
    const before = size();
    const elsewhere = cache.bytesFor('/elsewhere', kept, browser);
    expect([elsewhere.encoding, brotliDecompressSync(elsewhere.bytes).toString()]).toEqual(['br', body]);
    expect(cache.bytesFor('/elsewhere', kept, gzipOnly).encoding).toBe('gzip');
    expect(size()).toBe(before);
  });

  it('keeps within its bytes, dropping the least recently used page first', async () => {
    const body = 'x'.repeat(1_000);
    // Room for two such pages (their text as UTF-16 and their bytes), not three.
    const cache = createPageCache({ maxEntries: 100, maxBytes: 7_500, freshMs: 1_000, staleMs: 0, now: () => 0 });
    await seenTwice(cache, '/old', async () => page(body));
    await seenTwice(cache, '/newer', async () => page(body));
    await cache.get('/old', async () => page('again'));
    await seenTwice(cache, '/newest', async () => page(body));
    expect(cache.stats().bytes).toBeLessThanOrEqual(7_500);
    expect((await cache.get('/old', async () => page(body))).outcome).toBe('hit');
    expect((await cache.get('/newer', async () => page(body))).outcome).toBe('miss');
  });

  it('counts the key of a page in its bytes: pages at long addresses fill the bound sooner', async () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 10_000, freshMs: 1_000, staleMs: 0, now: () => 0 });
    const long = '/search?q='.padEnd(2_000, 'x');
    for (let i = 0; i < 5; i++) await seenTwice(cache, `${long}${i}`, async () => page('short body'));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().entries).toBe(2);
  });

  it('keeps within its number of entries', async () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1e6, freshMs: 1_000, staleMs: 0, now: () => 0 });
    for (const key of ['/1', '/2', '/3']) await seenTwice(cache, key, async () => page(key));
    expect(cache.stats().entries).toBe(2);
    expect((await cache.get('/1', async () => page('/1'))).outcome).toBe('miss');
  });

  it('renders a page once for visitors who ask at the same time', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 1_000, now: () => 0 });
    const render = controlledRender('A');
    const first = cache.get('/a', render.run);
    const second = cache.get('/a', render.run);
    await render.began;
    render.finish();
    expect((await first).page.body).toBe('A');
    expect((await second).page.body).toBe('A');
    expect(render.started.count).toBe(1);
  });

  it('past its freshness serves the old page at once while one re-render replaces it', async () => {
    let clock = 0;
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 500, now: () => clock });
    await seenTwice(cache, '/a', async () => page('old'));
    clock = 1_200;
    const render = controlledRender('new');
    const first = await cache.get('/a', render.run);
    const second = await cache.get('/a', render.run);
    expect([first.outcome, first.page.body, second.outcome, second.page.body]).toEqual(['stale', 'old', 'stale', 'old']);
    expect(render.started.count).toBe(1);
    render.finish();
    await cache.settled();
    const after = await cache.get('/a', render.run);
    expect([after.outcome, after.page.body]).toEqual(['hit', 'new']);
    // Too old even for that: rendered again before answering.
    clock = 5_000;
    expect((await cache.get('/a', async () => page('newest'))).outcome).toBe('miss');
  });

  it('does not keep a render that a purge overtook, nor a personal page', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 1_000, staleMs: 0, now: () => 0 });
    await cache.get('/a', async () => page('rendered once'));
    // Its second render would be kept, but a purge overtakes it.
    const render = controlledRender('before the price change');
    const pending = cache.get('/a', render.run);
    await render.began;
    await cache.purgeTags(['product:1']);
    render.finish();
    await pending;
    expect((await cache.get('/a', async () => page('after'))).outcome).toBe('miss');
    const personal = await cache.get('/cart', async () => ({ ...page('mine'), share: false }));
    expect(personal.outcome).toBe('pass');
    expect((await cache.get('/cart', async () => ({ ...page('yours'), share: false }))).page.body).toBe('yours');
  });
});
