/**
 * What an anonymous page shows (its payload and the tags of what is on it), kept beneath the page
 * cache (ssr/page-cache.ts). The page cache keeps a page's HTML per whole address, so an address
 * with a query value no page reads (a campaign's `utm_` tag, an ad's click id, a cache-buster)
 * misses it and the page is rendered; with this, that render reads nothing from the database.
 *
 * Which query values a page depends on is learnt while it is built: the builder reads the query
 * through a view that records the names it asked for, and the entry answers only requests with the
 * same values under those names (a builder that lists the whole query depends on all of it). A
 * build follows the same path for the same inputs, so it would read the same names again.
 *
 * Entries leave exactly as kept pages do: a purge drops those tagged with what it names, a build
 * that began before a purge is not kept, and FRESH_MS bounds a missed purge. Per process (the
 * purges reach every process), bounded by entries and estimated bytes, oldest out first.
 */
import type { PagePayload } from '../../shared/contracts/page.ts';
import { approxBytes } from '../platform/ttl-cache.ts';
import { reportCacheSize } from '../platform/cache-stats.ts';

/** What a builder answers: the payload and the tags of what it shows. */
export interface Build {
  value: PagePayload;
  tags: string[];
}

/** A build as answered, with its texts (`texts` of the options) once it is kept. */
export type BuiltPage<T extends Texts = Texts> = Build & { texts?: Readonly<T> };

/** What a page's document writes of its payload as text, by name. */
type Texts = Record<string, string>;

type Query = Record<string, string | undefined>;

interface Entry<T extends Texts> {
  built: BuiltPage<T>;
  at: number;
  bytes: number;
}

/** The names a build read: listed, or every name (it went through the whole query). */
type Reads = readonly string[] | 'all';

const ALL = '\u0001*';

/** A view of `query` that notes each name read from it. */
function recording(query: Query): { view: Query; reads(): Reads } {
  const names = new Set<string>();
  let all = false;
  const view = new Proxy(query, {
    get(target, name, receiver) {
      if (typeof name === 'string') names.add(name);
      return Reflect.get(target, name, receiver);
    },
    has(target, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.has(target, name);
    },
    getOwnPropertyDescriptor(target, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
    ownKeys(target) {
      all = true;
      return Reflect.ownKeys(target);
    },
    set() {
      throw new TypeError('A page builder does not change the request query');
    },
    deleteProperty() {
      throw new TypeError('A page builder does not change the request query');
    },
  });
  return { view, reads: () => (all ? 'all' : [...names].sort()) };
}

const shapeOf = (reads: Reads) => (reads === 'all' ? ALL : reads.join('\u0000'));

/** The part of the key that holds the query values the build depended on. */
function valuesOf(shape: string, query: Query): string {
  if (shape === ALL) return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (shape === '') return '';
  return JSON.stringify(shape.split('\u0000').map((name) => (Object.hasOwn(query, name) ? query[name] : null)));
}

/** Objects a page payload is made of never change once kept: a renderer that tried would throw. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

export interface PageDataCacheOptions<T extends Texts> {
  maxEntries: number;
  maxBytes: number;
  /** How long an entry is used without a rebuild when no purge came (the safety bound). */
  freshMs: number;
  now?: () => number;
  /** Texts made from a build once, when it is kept (its JSON for the document), counted in its bytes. */
  texts?: (value: PagePayload) => T;
}

export function createPageDataCache<T extends Texts = Texts>(opts: PageDataCacheOptions<T>) {
  const now = opts.now ?? Date.now;
  /** Insertion order is age order (a store deletes the key first). */
  const entries = new Map<string, Entry<T>>();
  /** Per page (`base`): the shapes of query names its builds read. */
  const shapes = new Map<string, Set<string>>();
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  /** Bumped by every purge: a build that began before one is not kept. */
  let generation = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.built.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function trim() {
    for (const key of entries.keys()) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      forget(key);
    }
  }

  /** Keeps `built` (with its texts) and answers the build as kept; a build over the bound is answered as it is, not kept. */
  function store(key: string, built: Build): BuiltPage<T> {
    const texts = opts.texts?.(built.value);
    const size = approxBytes(built.value) + key.length * 2 + Object.values(texts ?? {}).reduce((n, text) => n + text.length * 2, 0);
    if (size > opts.maxBytes) return built;
    forget(key);
    const kept: BuiltPage<T> = freeze(texts ? { ...built, texts } : built);
    entries.set(key, { built: kept, at: now(), bytes: size });
    bytes += size;
    for (const tag of built.tags) {
      const keys = byTag.get(tag) ?? new Set();
      keys.add(key);
      byTag.set(tag, keys);
    }
    trim();
    return kept;
  }

  const cache = {
    /**
     * The kept build of the page `base` (the page's path, language and whatever else it is built
     * from besides the query) for `query`, or a new one from `build`, which gets the query to read.
     */
    async get(base: string, query: Query, build: (query: Query) => Promise<Build>, keep: (built: Build) => boolean): Promise<BuiltPage<T>> {
      for (const shape of shapes.get(base) ?? []) {
        const key = `${base}\n${shape}\n${valuesOf(shape, query)}`;
        const entry = entries.get(key);
        if (!entry) continue;
        if (now() - entry.at < opts.freshMs) return entry.built;
        forget(key);
      }
      const began = generation;
      const recorder = recording(query);
      const built = await build(recorder.view);
      if (began === generation && keep(built)) {
        const shape = shapeOf(recorder.reads());
        const known = shapes.get(base) ?? new Set();
        known.add(shape);
        // Most recently built last; the oldest pages' shapes leave with the bound (their entries then age out).
        shapes.delete(base);
        shapes.set(base, known);
        if (shapes.size > opts.maxEntries) shapes.delete(shapes.keys().next().value!);
        return store(`${base}\n${shape}\n${valuesOf(shape, query)}`, built);
      }
      return built;
    },
    /** Drops every build that shows one of `tags`. */
    purgeTags(tags: readonly string[]) {
      generation++;
      for (const tag of tags) for (const key of [...(byTag.get(tag) ?? [])]) forget(key);
    },
    clear() {
      generation++;
      entries.clear();
      shapes.clear();
      byTag.clear();
      bytes = 0;
    },
    stats() {
      return { entries: entries.size, bytes };
    },
  };
  reportCacheSize('pageData', cache.stats);
  return cache;
}

export type PageDataCache = ReturnType<typeof createPageDataCache>;
