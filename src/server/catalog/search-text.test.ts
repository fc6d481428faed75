import { describe, expect, it } from 'vitest';
import { buildSearchText, buildTsQuery, searchTokens } from './search-text.ts';

describe('search text', () => {
  it('splits CJK runs into bigrams and keeps latin words', () => {
    expect(searchTokens('红色连衣裙 Red Dress')).toEqual(['红色', '色连', '连衣', '衣裙', 'red', 'dress']);
    expect(buildSearchText(['Tee', null, '上衣'])).toBe('上衣 上 衣 tee');
    expect(buildTsQuery('裙')).toBe("'裙'");
  });

  it('builds a prefix query for the last latin word and strips operators', () => {
    expect(buildTsQuery('red dre')).toBe("'red' & 'dre':*");
    expect(buildTsQuery('连衣')).toBe("'连衣'");
    expect(buildTsQuery("a'|&!b")).toBe("'a' & 'b':*");
    expect(buildTsQuery('  !!! ')).toBeNull();
  });
});
