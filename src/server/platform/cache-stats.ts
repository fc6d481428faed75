/**
 * The sizes of this process's in-process caches, by name, for `/_metrics` (METRICS=1): what each
 * holds after a load, beside the process's memory, without a heap snapshot. A cache registers
 * a function that answers its entries and estimated bytes; a later cache of the same name (a
 * second app in one test process) takes the name over, so nothing here grows.
 */
export interface CacheSize {
  entries: number;
  /** The cache's own estimate of what its entries hold. */
  bytes: number;
}

const caches = new Map<string, () => CacheSize>();

export function reportCacheSize(name: string, size: () => CacheSize): void {
  caches.set(name, size);
}

/** Every registered cache's entries and bytes now. */
export function cacheSizes(): Record<string, CacheSize> {
  return Object.fromEntries([...caches].map(([name, size]) => [name, size()]));
}
