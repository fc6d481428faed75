import { describe, expect, it } from 'vitest';
import { handledByBrowser, isDuplicateNavigation, keepPreview } from './navigation.ts';

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

  it('leaves modified clicks, other targets and other sites to the browser, and takes plain clicks on shop links', () => {
    const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(handledByBrowser(click, '/product/a')).toBe(false);
    expect(handledByBrowser(click, '/product/a', '_self')).toBe(false);
    expect(handledByBrowser(click, '?page=2')).toBe(false);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(handledByBrowser({ ...click, [modifier]: true }, '/product/a')).toBe(true);
    expect(handledByBrowser({ ...click, button: 1 }, '/product/a')).toBe(true);
    expect(handledByBrowser({ ...click, defaultPrevented: true }, '/product/a')).toBe(true);
    expect(handledByBrowser(click, '/product/a', '_blank')).toBe(true);
    expect(handledByBrowser(click, 'https://example.com/')).toBe(true);
    expect(handledByBrowser(click, 'mailto:shop@example.com')).toBe(true);
    expect(handledByBrowser(click, '//cdn.example.com/a.pdf')).toBe(true);
  });
});
