/**
 * The filters of a product list live in its query string, so a filtered list is a shareable URL:
 * ?color=red,blue&size=S,M&inStock=1&minPrice=…&maxPrice=… (base-currency minor units), and on
 * the search page &category=<slug>. Every change starts the list again at its first page.
 */
import { withQuery } from '../../lib/query.ts';

/** Filter counts of a list, as the server sends them with `product-list` and `search-results`. */
export interface Facets {
  categories: Array<{ slug: string; name: string; count: number }>;
  colors: Array<{ value: string; name: string; hex: string | null; count: number }>;
  sizes: Array<{ value: string; count: number }>;
  /** How many products are in stock. */
  inStock: number;
  price: { min: number; max: number } | null;
}

export type ListKey = 'color' | 'size';
export type FilterKey = ListKey | 'inStock' | 'price' | 'category';

/** The query parameters that filter a list; `q`, `sort` and `page` are not filters. */
const FILTER_PARAMS = ['color', 'size', 'inStock', 'minPrice', 'maxPrice', 'category'] as const;

/** The values of a comma-separated list parameter. */
export function listValues(search: string, key: ListKey): string[] {
  const values = (new URLSearchParams(search).get(key) ?? '').split(',').filter(Boolean);
  return [...new Set(values)];
}

/** The list's URL with `value` added to, or removed from, the list parameter `key`. */
export function toggleHref(pathname: string, search: string, key: ListKey, value: string): string {
  const values = listValues(search, key);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return withQuery(pathname, search, { [key]: next.join(',') || null });
}

/** The list's URL with a single-valued parameter switched: set to `value`, or removed when it is already set. */
export function switchHref(pathname: string, search: string, key: 'inStock' | 'category', value: string): string {
  const current = new URLSearchParams(search).get(key);
  return withQuery(pathname, search, { [key]: current === value ? null : value });
}

export function clearFiltersHref(pathname: string, search: string): string {
  return withQuery(pathname, search, Object.fromEntries(FILTER_PARAMS.map((key) => [key, null])));
}

export interface ActiveFilter {
  key: FilterKey;
  /** The colour, size or category value; for the price, `min-max` in minor units (either may be empty). */
  value: string;
  /** The list without this filter. */
  href: string;
}

const minorParam = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

/** The filters set in a list's query, each with the link that removes it (the chips above the list). */
export function activeFilters(pathname: string, search: string): ActiveFilter[] {
  const params = new URLSearchParams(search);
  const out: ActiveFilter[] = [];
  const category = params.get('category');
  if (category) out.push({ key: 'category', value: category, href: withQuery(pathname, search, { category: null }) });
  for (const key of ['color', 'size'] as const) {
    for (const value of listValues(search, key)) out.push({ key, value, href: toggleHref(pathname, search, key, value) });
  }
  const [min, max] = [minorParam(params.get('minPrice')), minorParam(params.get('maxPrice'))];
  if (min || max) out.push({ key: 'price', value: `${min}-${max}`, href: withQuery(pathname, search, { minPrice: null, maxPrice: null }) });
  if (params.get('inStock') === '1') out.push({ key: 'inStock', value: '1', href: withQuery(pathname, search, { inStock: null }) });
  return out;
}
