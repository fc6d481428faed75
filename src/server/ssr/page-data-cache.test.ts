import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { createPageDataCache, type BuiltPage } from './page-data-cache.ts';

const payload = (text: string) => ({ status: 200, data: { text } }) as unknown as PagePayload;

/** A builder that shows what it read from the query, counting its builds. */
function builder(read: (query: Record<string, string | undefined>) => string, tags: string[] = ['product:1']) {
  const counter = { builds: 0 };
  const build = async (query: Record<string, string | undefined>): Promise<BuiltPage> => {
    counter.builds++;
    return { value: payload(read(query)), tags };
  };
  return { build, counter };
}

const textOf = (built: BuiltPage) => (built.value.data as unknown as { text: string }).text;
const always = () => true;

describe('the data of anonymous pages', () => {
  it("makes a kept build's texts once, answers them with it, and counts them in its bytes", async () => {
    let made = 0;
    const texts = (value: PagePayload) => (made++, { page: JSON.stringify(value).repeat(10) });
    const withTexts = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000, texts });
    const plain = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    const { build } = builder(() => 'page');
    const first = await withTexts.get('p', {}, build, always);
    expect(first.texts?.page).toBe(JSON.stringify(first.value).repeat(10));
    expect(await withTexts.get('p', { utm_source: 'a' }, build, always)).toBe(first);
    expect(made).toBe(1);
    await plain.get('p', {}, build, always);
    expect(withTexts.stats().bytes - plain.stats().bytes).toBe(first.texts!.page.length * 2);
    // A build that is not kept (a personal page) is answered as built, without texts.
    expect((await withTexts.get('q', {}, build, () => false)).texts).toBeUndefined();
    expect(made).toBe(1);
  });

  it('uses a build again for a query that differs only in names the build did not read', async () => {
    const cache = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    const { build, counter } = builder((q) => `page ${q.page ?? 1}`);
    expect(textOf(await cache.get('p', { utm_source: 'a' }, build, always))).toBe('page 1');
    expect(textOf(await cache.get('p', { utm_source: 'b', gclid: 'x' }, build, always))).toBe('page 1');
    expect(counter.builds).toBe(1);
    expect(textOf(await cache.get('p', { page: '2' }, build, always))).toBe('page 2');
    expect(textOf(await cache.get('p', { page: '2', utm_source: 'c' }, build, always))).toBe('page 2');
    expect(counter.builds).toBe(2);
  });

  it('builds again for every query when the build went through the whole query', async () => {
    const cache = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    const { build, counter } = builder((q) => Object.keys(q).join(','));
    expect(textOf(await cache.get('p', { a: '1' }, build, always))).toBe('a');
    expect(textOf(await cache.get('p', { b: '1' }, build, always))).toBe('b');
    expect(textOf(await cache.get('p', { a: '1' }, build, always))).toBe('a');
    expect(counter.builds).toBe(2);
  });

  it('drops a build when a purge names what it shows, and keeps the others', async () => {
    const cache = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    const one = builder(() => 'one', ['product:1']);
    const two = builder(() => 'two', ['product:2']);
    await cache.get('one', {}, one.build, always);
    await cache.get('two', {}, two.build, always);
    cache.purgeTags(['product:1']);
    await cache.get('one', {}, one.build, always);
    await cache.get('two', {}, two.build, always);
    expect([one.counter.builds, two.counter.builds]).toEqual([2, 1]);
  });

  it('does not keep a build that a purge overtook', async () => {
    const cache = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    let builds = 0;
    let price = 100;
    const build = async (): Promise<BuiltPage> => {
      builds++;
      const seen = price;
      await Promise.resolve();
      // The merchant's change lands while this build is on its way.
      if (builds === 1) {
        price = 90;
        cache.purgeTags(['product:1']);
      }
      return { value: payload(String(seen)), tags: ['product:1'] };
    };
    expect(textOf(await cache.get('p', {}, build, always))).toBe('100');
    expect(textOf(await cache.get('p', {}, build, always))).toBe('90');
    expect(builds).toBe(2);
  });

  it('keeps only what the caller lets it keep, within its bounds and freshness', async () => {
    let clock = 0;
    const cache = createPageDataCache({ maxEntries: 2, maxBytes: 1e6, freshMs: 1_000, now: () => clock });
    const personal = builder(() => 'mine');
    await cache.get('me', {}, personal.build, () => false);
    await cache.get('me', {}, personal.build, () => false);
    expect(personal.counter.builds).toBe(2);
    const pages = ['a', 'b', 'c'].map((name) => ({ name, ...builder(() => name) }));
    for (const page of pages) await cache.get(page.name, {}, page.build, always);
    expect(cache.stats().entries).toBe(2);
    await cache.get('a', {}, pages[0]!.build, always);
    expect(pages[0]!.counter.builds).toBe(2);
    clock += 1_000;
    await cache.get('c', {}, pages[2]!.build, always);
    expect(pages[2]!.counter.builds).toBe(2);
  });

  it('hands out builds no renderer can change', async () => {
    const cache = createPageDataCache({ maxEntries: 10, maxBytes: 1e6, freshMs: 60_000 });
    const { build } = builder(() => 'kept');
    const built = await cache.get('p', {}, build, always);
    expect(() => {
      (built.value as unknown as { status: number }).status = 500;
    }).toThrow(TypeError);
  });
});
