import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta.ts';

const long =
  'Cut from a mid-weight European linen that softens with every wash, this shirt dress has a relaxed fit, a self-tie belt and deep side pockets. Every piece is pre-washed so it will not shrink.';

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('  A linen dress.\n\nMade in Lithuania. ')).toBe('A linen dress. Made in Lithuania.');
  });

  it('cuts a long text after the last whole word that fits, with an ellipsis', () => {
    const cut = metaDescription(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // The next character of the original is a space: no word was cut.
    expect(long[kept.length]).toMatch(/[\s,.]/);
    expect(cut).toBe(
      'Cut from a mid-weight European linen that softens with every wash, this shirt dress has a relaxed fit, a self-tie belt and deep side pockets. Every piece is…',
    );
  });

  it('cuts Chinese between words, counting its characters double', () => {
    const zh = '这款衬衫式连衣裙采用欧洲中等厚度亚麻面料，越洗越柔软。宽松版型，配有同色腰带和深口袋。每一件都经过预洗处理，不会缩水。'.repeat(3);
    const cut = metaDescription(zh);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(80);
    expect(zh.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts a single overlong word between characters', () => {
    const cut = metaDescription('x'.repeat(300));
    expect(cut).toBe(`${'x'.repeat(159)}…`);
  });
});
