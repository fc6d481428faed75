/**
 * Read caches (catalogue answers, the site state, anonymous pages) hear here when what they hold
 * has changed, so a merchant's edit shows on the next request of this process. With Redis, purges
 * are relayed to the shop's other processes (realtime/hub.ts), which clear theirs at once;
 * without it, other processes catch up when their entries expire.
 *
 * A purge may name what changed (`tags`: `product:12`, `category:3`, `page:7`, `listing`, `site`):
 * the page cache then drops only the pages that show it. Other caches clear their whole topic.
 */
/** `catalog`: products, categories, prices; `content`: merchant pages; `site`: the site settings and currency rates. */
export type PurgeTopic = 'catalog' | 'content' | 'site';

/** A purge's tags; none: everything of the topic. */
export type PurgeTags = readonly string[] | undefined;

const listeners = new Map<PurgeTopic, Set<(tags: PurgeTags) => void>>();

/** Calls `clear` whenever `topic` changes (with the purge's tags, if it named any); answers how to stop. */
export function onPurge(topic: PurgeTopic, clear: (tags: PurgeTags) => void): () => void {
  const set = listeners.get(topic) ?? new Set();
  set.add(clear);
  listeners.set(topic, set);
  return () => set.delete(clear);
}

const relays = new Set<(topic: PurgeTopic, tags: PurgeTags) => void>();

/** Sends this process's purges on to the other processes; answers how to stop. */
export function relayPurges(send: (topic: PurgeTopic, tags: PurgeTags) => void): () => void {
  relays.add(send);
  return () => relays.delete(send);
}

/** Clears this process's caches of `topic` (only what shows `tags`, where a cache can tell) and tells the other processes. */
export function purge(topic: PurgeTopic, scope: { tags?: readonly string[] } = {}): void {
  const tags = scope.tags && [...new Set(scope.tags)];
  if (tags && tags.length === 0) return;
  purgeHere(topic, tags);
  for (const send of relays) send(topic, tags);
}

/** Clears this process's caches of `topic` (a purge relayed from another process). */
export function purgeHere(topic: PurgeTopic, tags?: PurgeTags): void {
  for (const clear of listeners.get(topic) ?? []) clear(tags);
}

/** The tag of a product's pages (its own page and every page that shows its card). */
export const productTag = (id: number) => `product:${id}`;
/** Pages that show coupons or promotions (their lists and their own pages): a merchant's change to one changes them. */
export const MARKETING_TAG = 'marketing';
/** Pages whose list of products is chosen by a query (category, collection, tag, search, product grids): a product coming or going changes them. */
export const LISTING_TAG = 'listing';
