/**
 * A small in-process cache of promised values with a time-to-live and a size bound (oldest
 * entry out first). For figures where a few seconds of lag is fine (list totals, filter counts),
 * so busy pages do not repeat the same aggregate; a failed load is not kept.
 */
export function ttlCache<V>(opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
      const hit = entries.get(key);
      if (hit && now - hit.at < opts.ttlMs) return hit.value;
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: now, value });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
