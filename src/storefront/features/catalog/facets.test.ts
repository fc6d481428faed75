import { describe, expect, it } from 'vitest';
import { activeFilters, clearFiltersHref, listValues, switchHref, toggleHref } from './facets.ts';
import { displayRange } from './price-range.ts';
import { withQuery } from '../../lib/query.ts';

describe('filter URLs', () => {
  it('keeps list values comma-separated and readable', () => {
    expect(withQuery('/category/women', '', { color: 'red,blue' })).toBe('/category/women?color=red,blue');
    expect(listValues('?color=red,blue,,red', 'color')).toEqual(['red', 'blue']);
    expect(listValues('?color=red%2Cblue', 'color')).toEqual(['red', 'blue']);
    expect(listValues('', 'size')).toEqual([]);
  });

  it('adds and removes a value and starts again at page 1', () => {
    expect(toggleHref('/category/women', '?color=red&page=3&sort=price_asc', 'color', 'blue')).toBe('/category/women?color=red,blue&sort=price_asc');
    expect(toggleHref('/category/women', '?color=red,blue', 'color', 'red')).toBe('/category/women?color=blue');
    expect(toggleHref('/category/women', '?size=M', 'size', 'M')).toBe('/category/women');
  });

  it('switches single-valued filters on and off', () => {
    expect(switchHref('/search', '?q=dress', 'category', 'dresses')).toBe('/search?q=dress&category=dresses');
    expect(switchHref('/search', '?q=dress&category=dresses&page=2', 'category', 'dresses')).toBe('/search?q=dress');
    expect(switchHref('/tag/sale', '', 'inStock', '1')).toBe('/tag/sale?inStock=1');
  });

  it('clears every filter but keeps the query and the sort order', () => {
    expect(clearFiltersHref('/search', '?q=dress&color=red&size=S&inStock=1&minPrice=100&maxPrice=900&category=dresses&sort=price_desc&page=2')).toBe(
      '/search?q=dress&sort=price_desc',
    );
  });

  it('lists the filters set, each with the link that removes it', () => {
    const search = '?q=mug&category=home&color=red,blue&size=M&minPrice=1000&inStock=1&sort=price_asc';
    expect(activeFilters('/search', search)).toEqual([
      { key: 'category', value: 'home', href: '/search?q=mug&color=red,blue&size=M&minPrice=1000&inStock=1&sort=price_asc' },
      { key: 'color', value: 'red', href: '/search?q=mug&category=home&color=blue&size=M&minPrice=1000&inStock=1&sort=price_asc' },
      { key: 'color', value: 'blue', href: '/search?q=mug&category=home&color=red&size=M&minPrice=1000&inStock=1&sort=price_asc' },
      { key: 'size', value: 'M', href: '/search?q=mug&category=home&color=red,blue&minPrice=1000&inStock=1&sort=price_asc' },
      { key: 'price', value: '1000-', href: '/search?q=mug&category=home&color=red,blue&size=M&inStock=1&sort=price_asc' },
      { key: 'inStock', value: '1', href: '/search?q=mug&category=home&color=red,blue&size=M&minPrice=1000&sort=price_asc' },
    ]);
    expect(activeFilters('/c', '?minPrice=abc&inStock=0&sort=price_asc')).toEqual([]);
  });
});

describe('price range placeholders', () => {
  it('shows the list range in whole units of the displayed currency', () => {
    expect(displayRange({ min: 2900, max: 14900 }, 'USD', 'USD', 1)).toEqual({ min: '29', max: '149' });
    expect(displayRange({ min: 2950, max: 14910 }, 'USD', 'EUR', 0.9)).toEqual({ min: '26', max: '135' });
    expect(displayRange({ min: 2900, max: 14900 }, 'USD', 'JPY', 150)).toEqual({ min: '4350', max: '22350' });
  });
});
