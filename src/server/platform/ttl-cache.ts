/**
 * A small in-process cache of promised values with a time-to-live, bounded by entries and by
 * bytes (oldest entry out first). For figures where a few seconds of lag is fine (list totals,
 * filter counts), so busy pages do not repeat the same aggregate; a failed load is not kept.
 *
 * A value's bytes are estimated once it has loaded (`sizeOf`, by default twice its JSON length:
 * V8 keeps objects larger than their JSON, strings as one or two bytes a character); a value
 * larger than the whole bound is answered but not kept. Expired entries leave as new ones come
 * and, when none come, once their time has passed (a timer that does not keep the process
 * alive), so an idle process gives their memory back.
 */
import { reportCacheSize } from './cache-stats.ts';

export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** Bound of the kept values' estimated bytes together. */
  maxBytes: number;
  /** Estimated bytes of one value (defaults to approxBytes). */
  sizeOf?: (value: V) => number;
  /** Reported under this name in /_metrics (platform/cache-stats.ts). */
  name?: string;
}

/** Twice a value's JSON length: a cheap estimate of what V8 keeps for it (never below 64). */
export function approxBytes(value: unknown): number {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  return Math.max(64, (json?.length ?? 0) * 2);
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** Estimated bytes, 0 until the value has loaded. */
  bytes: number;
}

export function ttlCache<V>(opts: TtlCacheOptions<V>) {
  const sizeOf = opts.sizeOf ?? approxBytes;
  // Insertion order is age order: every store deletes the key first, so the first entry is the oldest.
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  /** The latest time a call gave (tests pass their own clock). */
  let clock = 0;

  function drop(key: string, entry: Entry<V>) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  let sweep: ReturnType<typeof setTimeout> | undefined;
  /** While entries are kept, a timer drops them once their time has passed (no new call may come to do it). */
  function scheduleSweep() {
    if (sweep || entries.size === 0) return;
    sweep = setTimeout(() => {
      sweep = undefined;
      trim(Math.max(clock, Date.now()));
      scheduleSweep();
    }, opts.ttlMs);
    sweep.unref?.();
  }

  /** Expired entries first, then the oldest until both bounds hold. */
  function trim(now: number) {
    for (const [key, entry] of entries) {
      const expired = now - entry.at >= opts.ttlMs;
      if (!expired && entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      drop(key, entry);
    }
  }

  const cache = {
    get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
      clock = Math.max(clock, now);
      const hit = entries.get(key);
      if (hit && now - hit.at < opts.ttlMs) return hit.value;
      if (hit) drop(key, hit);
      const value = load();
      const entry: Entry<V> = { at: now, value, bytes: 0 };
      value.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          const size = sizeOf(loaded);
          if (size > opts.maxBytes) return drop(key, entry);
          entry.bytes = size;
          bytes += size;
          trim(clock);
        },
        () => drop(key, entry),
      );
      entries.set(key, entry);
      trim(now);
      scheduleSweep();
      return value;
    },
    clear() {
      entries.clear();
      bytes = 0;
      clearTimeout(sweep);
      sweep = undefined;
    },
    /** Entries kept and their estimated bytes (loaded values only). */
    stats() {
      return { entries: entries.size, bytes };
    },
  };
  if (opts.name) reportCacheSize(opts.name, cache.stats);
  return cache;
}
