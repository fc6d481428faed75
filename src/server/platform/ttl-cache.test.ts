import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheSizes } from './cache-stats.ts';
import { approxBytes, ttlCache } from './ttl-cache.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ttlCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a kept value within its time and loads again after it', async () => {
    const cache = ttlCache<number>({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000, sizeOf: () => 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1_000)).toBe(2);
  });

  it('keeps no more than maxEntries, oldest out first', async () => {
    const cache = ttlCache<string>({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000, sizeOf: () => 10 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key, 0);
    expect(cache.stats().entries).toBe(2);
    let loaded = false;
    await cache.get('a', async () => ((loaded = true), 'a'), 1);
    expect(loaded).toBe(true);
  });

  it('drops the oldest values once their bytes pass maxBytes', async () => {
    const cache = ttlCache<string>({ ttlMs: 60_000, maxEntries: 100, maxBytes: 250, sizeOf: (v) => v.length });
    const value = 'x'.repeat(100);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => value, 0);
    await tick();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200 });
    let reloaded = 0;
    await cache.get('a', async () => (reloaded++, value), 1);
    await cache.get('c', async () => (reloaded++, value), 1);
    expect(reloaded).toBe(1);
  });

  it('answers a value larger than the whole bound without keeping it', async () => {
    const cache = ttlCache<string>({ ttlMs: 60_000, maxEntries: 100, maxBytes: 50, sizeOf: (v) => v.length });
    expect(await cache.get('big', async () => 'x'.repeat(51), 0)).toHaveLength(51);
    await tick();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('lets expired entries go as new ones come, so an idle cache holds only its last answers', async () => {
    const cache = ttlCache<number>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 10_000, sizeOf: () => 10 });
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, async () => i, 0);
    await tick();
    expect(cache.stats().entries).toBe(50);
    await cache.get('later', async () => 1, 5_000);
    await tick();
    expect(cache.stats()).toEqual({ entries: 1, bytes: 10 });
  });

  it('lets its values go once their time has passed when no new call comes', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 10_000, sizeOf: () => 10 });
    await cache.get('a', async () => 1);
    await vi.advanceTimersByTimeAsync(500);
    await cache.get('b', async () => 2);
    await vi.advanceTimersByTimeAsync(600);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 10 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reports its entries and bytes under its name for /_metrics', async () => {
    const cache = ttlCache<string>({ name: 'test-reads', ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000, sizeOf: (v) => v.length });
    await cache.get('a', async () => 'x'.repeat(30), 0);
    await tick();
    expect(cacheSizes()['test-reads']).toEqual({ entries: 1, bytes: 30 });
  });

  it('keeps no failed load', async () => {
    const cache = ttlCache<number>({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
    await tick();
    expect(cache.stats().entries).toBe(1);
  });

  it('estimates bytes from the JSON length', () => {
    expect(approxBytes({ list: ['x'.repeat(1_000)] })).toBeGreaterThan(2_000);
    expect(approxBytes(1)).toBe(64);
  });
});
