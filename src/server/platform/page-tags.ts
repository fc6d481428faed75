/**
 * What a page being built shows, for the page cache (ssr/page-cache.ts): builders and the
 * catalogue's card helpers call `tagPage` as they put a product, category or merchant page on it;
 * outside a page build (API calls) it does nothing. Carried by the async context, so the many
 * builders need not pass a collector along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Set<string>>();

/** Runs `build` and answers what it built with the tags the page collected. */
export async function collectPageTags<T>(build: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>();
  const value = await current.run(tags, build);
  return { value, tags: [...tags] };
}

/** Marks the page being built as showing these things (no-op outside a page build). */
export function tagPage(...tags: string[]): void {
  const set = current.getStore();
  if (set) for (const tag of tags) set.add(tag);
}
