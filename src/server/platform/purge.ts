/**
 * Short-lived read caches (catalogue answers, anonymous pages) hear here when what they hold has
 * changed, so a merchant's edit shows on the next request of this process. With Redis, purges
 * are relayed to the shop's other processes (realtime/hub.ts), which clear theirs at once;
 * without it, other processes catch up when their entries expire (seconds).
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

const relays = new Set<(topic: PurgeTopic) => void>();

/** Sends this process's purges on to the other processes; answers how to stop. */
export function relayPurges(send: (topic: PurgeTopic) => void): () => void {
  relays.add(send);
  return () => relays.delete(send);
}

/** Clears this process's caches of `topic` and tells the other processes to clear theirs. */
export function purge(topic: PurgeTopic): void {
  purgeHere(topic);
  for (const send of relays) send(topic);
}

/** Clears this process's caches of `topic` (a purge relayed from another process). */
export function purgeHere(topic: PurgeTopic): void {
  for (const clear of listeners.get(topic) ?? []) clear();
}
