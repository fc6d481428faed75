/**
 * Short-lived read caches (catalogue answers, anonymous pages) hear here when what they hold has
 * changed, so a merchant's edit shows on the next request of this process; other processes catch
 * up when their entries expire (seconds).
 */
/** `catalog`: products, categories, prices; `content`: merchant pages; `site`: the site settings and currency rates. */
export type PurgeTopic = 'catalog' | 'content' | 'site';

const listeners = new Map<PurgeTopic, Set<() => void>>();

/** Calls `clear` whenever `topic` changes; answers how to stop. */
export function onPurge(topic: PurgeTopic, clear: () => void): () => void {
  const set = listeners.get(topic) ?? new Set();
  set.add(clear);
  listeners.set(topic, set);
  return () => set.delete(clear);
}

export function purge(topic: PurgeTopic): void {
  for (const clear of listeners.get(topic) ?? []) clear();
}
