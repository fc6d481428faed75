/** Builds list URLs: the same path with some query parameters changed, others kept. */

/**
 * Returns `pathname?query` with `patch` applied (null or '' removes a parameter). A change of
 * filter or sort starts again at the first page, so `page` is dropped unless `keepPage` is set.
 */
export function withQuery(pathname: string, search: string, patch: Record<string, string | null | undefined>, keepPage = false): string {
  const params = new URLSearchParams(search);
  if (!keepPage) params.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  // Commas separate the values of a list filter (?color=red,blue); they need no escaping.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `${pathname}?${query}` : pathname;
}

/** The link of page `n` of a list: page 1 has no parameter, so it shares the list's own URL. */
export function pageHref(pathname: string, search: string, n: number): string {
  return withQuery(pathname, search, { page: n > 1 ? String(n) : null }, true);
}

/** `price_asc` → `priceAsc`, the key of its label under `sort.`. */
export function sortLabelKey(sort: string): string {
  return `sort.${sort.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}
