import { describe, expect, it } from 'vitest';
import { isDuplicateNavigation, keepPreview } from './navigation.ts';

describe('navigation rules', () => {
  it('ignores the same destination within 700 ms, and only that', () => {
    expect(isDuplicateNavigation('/a', 10_000)).toBe(false);
    expect(isDuplicateNavigation('/a', 10_500)).toBe(true);
    expect(isDuplicateNavigation('/b', 10_600)).toBe(false);
    expect(isDuplicateNavigation('/b', 11_301)).toBe(false);
  });

  it('keeps preview=true across navigation', () => {
    expect(keepPreview('/product/x?sort=price_asc', '?preview=true')).toBe('/product/x?sort=price_asc&preview=true');
    expect(keepPreview('/product/x', '?preview=false')).toBe('/product/x');
    expect(keepPreview('/product/x', '')).toBe('/product/x');
    expect(keepPreview('https://elsewhere.example/', '?preview=true')).toBe('https://elsewhere.example/');
  });
});
