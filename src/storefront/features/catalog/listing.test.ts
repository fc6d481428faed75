import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../components/Pagination.tsx';
import { toBaseMinor, toDisplayAmount } from './price-range.ts';
import { pageHref, sortLabelKey, withQuery } from '../../lib/query.ts';

describe('list URLs', () => {
  it('changes one parameter, keeps the others and starts again at page 1', () => {
    expect(withQuery('/category/mugs', '?sort=price_asc&page=3&inStock=1', { sort: 'sales_desc' })).toBe('/category/mugs?sort=sales_desc&inStock=1');
    expect(withQuery('/search', '?q=mug&inStock=1', { inStock: null })).toBe('/search?q=mug');
    expect(withQuery('/c', '', { minPrice: '' })).toBe('/c');
  });

  it('links pages, page 1 without a parameter', () => {
    expect(pageHref('/search', '?q=mug&page=2', 3)).toBe('/search?q=mug&page=3');
    expect(pageHref('/search', '?q=mug&page=2', 1)).toBe('/search?q=mug');
  });

  it('maps sort values to their label keys', () => {
    expect(sortLabelKey('price_asc')).toBe('sort.priceAsc');
    expect(sortLabelKey('recommended')).toBe('sort.recommended');
  });

  it('shows a window of page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('price filter amounts', () => {
  it('converts between base minor units and the displayed currency', () => {
    expect(toDisplayAmount(1000, 'USD', 'USD', 1)).toBe('10');
    expect(toDisplayAmount(1000, 'USD', 'JPY', 150)).toBe('1500');
    expect(toDisplayAmount(undefined, 'USD', 'EUR', 0.9)).toBe('');
    expect(toBaseMinor('1500', 'USD', 'JPY', 150)).toBe(1000);
    expect(toBaseMinor('9', 'USD', 'EUR', 0.9)).toBe(1000);
    expect(toBaseMinor('12.5', 'USD', 'USD', 1)).toBe(1250);
    expect(toBaseMinor('', 'USD', 'USD', 1)).toBeNull();
    expect(toBaseMinor('-3', 'USD', 'USD', 1)).toBeNull();
  });
});
