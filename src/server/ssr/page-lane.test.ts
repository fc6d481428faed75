import { describe, expect, it } from 'vitest';
import { createPageLane } from './page-lane.ts';

const headers = { 'content-security-policy': "script-src 'self' 'nonce-abc'", 'x-frame-options': 'DENY', 'content-length': '10' };
const alias = (key: string) => ({ key, asJson: false, headers, nonce: 'abc' });

describe('the page lane', () => {
  it('holds at most its count of aliases, the least recently stored out first', () => {
    const lane = createPageLane({ maxAliases: 2, maxBytes: 1e6, version: () => 'v1' });
    lane.remember('v1|||/a', alias('page:/a'));
    lane.remember('v1|||/b', alias('page:/b'));
    lane.remember('v1|||/a', alias('page:/a'));
    lane.remember('v1|||/c', alias('page:/c'));
    expect(lane.stats().entries).toBe(2);
  });

  it('holds its aliases within its bytes: long addresses leave fewer', () => {
    const short = createPageLane({ maxAliases: 1_000, maxBytes: 20_000, version: () => 'v1' });
    for (let i = 0; i < 100; i++) short.remember(`v1|||/p/${i}`, alias(`page:/p/${i}`));
    const long = createPageLane({ maxAliases: 1_000, maxBytes: 20_000, version: () => 'v1' });
    const tail = '?q='.padEnd(1_000, 'x');
    for (let i = 0; i < 100; i++) long.remember(`v1|||/p/${i}${tail}`, alias(`page:/p/${i}${tail}`));
    expect(short.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(long.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(long.stats().entries).toBeLessThan(short.stats().entries);
    expect(long.stats().entries).toBeLessThanOrEqual(Math.floor(20_000 / 4_000));
    // An alias larger than the whole bound is not held.
    const tiny = createPageLane({ maxAliases: 1_000, maxBytes: 100, version: () => 'v1' });
    tiny.remember('v1|||/a', alias('page:/a'));
    expect(tiny.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
