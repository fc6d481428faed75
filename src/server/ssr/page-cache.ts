/**
 * Anonymous pages, rendered once and served until something they show changes: each entry is
 * tagged with what it shows (`product:12`, `category:3`, `page:7`, `listing`, `site`…) and dropped
 * when a purge names one of its tags. A page is kept from the second render of its address on: an
 * address asked for once (a search, a link with a click id) would only push the pages asked for
 * again out, and cost a collection of the old generation to drop later. Past its freshness (a
 * safety bound, not the usual way out) an entry is served once more while one re-render replaces
 * it; concurrent misses of one key wait for the same render. Bounded by entries and bytes, least
 * recently used out first.
 *
 * With Redis the entries are kept there too (the shop's prefix, a set per tag), so the shop's
 * processes render a page once between them and a purge in one drops it for all; each process
 * keeps a small front of its own, cleared by the purges relayed to it (platform/purge.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { fnv1a } from '../platform/fnv.ts';

export interface CachedPage {
  status: number;
  body: string;
  /** A validator of the body (weak: the body differs per response by its CSP nonce). */
  etag: string;
  tags: string[];
  storedAt: number;
}

/** What a render answers: `share: false` for a page that must not be kept (personal, an error, a redirect). */
export interface RenderedPage {
  status: number;
  body: string;
  tags: string[];
  share: boolean;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'pass';

/** The encodings a kept page's body is compressed in, once, for every answer after. */
export type PageEncoding = 'br' | 'gzip';

/**
 * The quick compression an answer waits for: brotli 2, or gzip 3 for a client taking no brotli.
 * For a 25–60 KB page brotli 2 took 0.19–0.21 ms and came within 8 % of gzip 6's bytes, which
 * took 0.57–0.65 ms; gzip 3 took 0.26 ms for 8 % more bytes than gzip 6.
 */
const QUICK = { br: 2, gzip: 3 } as const;
/** A page asked for again is compressed once more, harder than an answer can wait for, off the main thread. */
const HARD = { br: 8, gzip: 9 } as const;

/** The compressions a client takes (its `Accept-Encoding`). */
export interface Accepts {
  br: boolean;
  gzip: boolean;
}

/** A kept page's bytes as sent: compressed (`encoding`) or as they are (null). */
export interface PageBytes {
  encoding: PageEncoding | null;
  bytes: Buffer;
}

/**
 * A kept page in this process: its bytes as made (`encoded`) and which harder compressions are
 * made or under way (`hard`). A harder one waits for an answer after the first in its encoding,
 * so a page answered once costs one quick compression and not a second one nobody reads.
 */
type FrontEntry = CachedPage & {
  bytes: number;
  encoded: Partial<Record<PageEncoding | 'identity', Buffer>>;
  hard: Partial<Record<PageEncoding, true>>;
};

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** How long an entry is served without a re-render when no purge came (the safety bound). */
  freshMs: number;
  /** How long past that it may still be served, once, while a re-render replaces it. */
  staleMs: number;
  now?: () => number;
  redis?: Redis;
  /** The shop's Redis key prefix (config.redisPrefix). */
  prefix?: string;
  onError?: (err: unknown) => void;
  /** How many addresses rendered once are remembered (the doorkeeper; forgotten all at once when full). */
  maxSeen?: number;
}

export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * How long Redis holds the mark of an address rendered once. A flood of addresses asked for once
 * (a crawler, made-up query values) then costs Redis at most a minute of marks, about 90 bytes each.
 */
const SHARED_MARK_MS = 60_000;

/** Brotli's window (log2 of its bytes) for a body of `length` bytes: within the encoder's 10–24. */
export const brotliWindow = (length: number) => Math.min(24, Math.max(10, Math.ceil(Math.log2(length + 1))));

/**
 * A key's mark for the doorkeeper: 32-bit FNV-1a of its UTF-16 units, as a small integer. Two keys
 * with one mark only make the second kept on its first render.
 */
export const markOf = (key: string): number => fnv1a(key) >>> 2;

/** The validator of a body, from its UTF-8 bytes (a body's bytes are made once: the hash and the answer share them). */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A rendered page's body as UTF-8, made once for its validator and its answer (kept pages keep it as their identity bytes). */
const bodyBytes = new WeakMap<CachedPage, Buffer>();

/** Drops every entry named in the tag sets, and the sets (one round trip, atomic). */
const PURGE_SCRIPT = `for _, tag in ipairs(KEYS) do
  local members = redis.call('SMEMBERS', tag)
  for i = 1, #members, 500 do redis.call('DEL', unpack(members, i, math.min(i + 499, #members))) end
  redis.call('DEL', tag)
end
return 1`;

export function createPageCache(opts: PageCacheOptions) {
  const now = opts.now ?? Date.now;
  const onError = opts.onError ?? (() => {});
  const { redis } = opts;
  const prefix = `${opts.prefix ?? 'shop:'}page:`;
  const front = new Map<string, FrontEntry>();
  const byTag = new Map<string, Set<string>>();
  const rendering = new Map<string, Promise<CachedPage | RenderedPage>>();
  const counts = { hits: 0, stale: 0, misses: 0 };
  let bytes = 0;
  /** The marks of the addresses rendered in this process (markOf): the doorkeeper without Redis. */
  const seen = new Set<number>();
  const maxSeen = opts.maxSeen ?? 50_000;
  /** Bumped by every purge: a render that began before one is not kept (it may show what the purge dropped). */
  let epoch = 0;
  /** The shared store's purge under way: reads wait for it, so they never find what it drops. */
  let purging: Promise<void> = Promise.resolve();

  /** The body, its key (the address is part of it) and tags as UTF-16; its encoded bytes are added as they are made. */
  const sizeOf = (key: string, page: CachedPage) => (page.body.length + key.length) * 2 + page.tags.reduce((n, t) => n + t.length * 2, 200);
  const redisKey = (key: string) => `${prefix}${createHash('sha1').update(key).digest('base64url')}`;
  const tagKey = (tag: string) => `${prefix}tag:${tag}`;

  /**
   * Whether `key` was rendered before (and marks it as rendered now). With Redis the marks are the
   * shop's too, so an address asked for once in each of two processes within a minute is kept;
   * without, or when Redis fails, this process's own decide.
   */
  async function seenBefore(key: string): Promise<boolean> {
    const mark = markOf(key);
    const here = seen.has(mark);
    if (!here) {
      if (seen.size >= maxSeen) seen.clear();
      seen.add(mark);
    }
    if (!redis || here) return here;
    try {
      const first = await redis.set(`${prefix}seen:${mark}`, '1', 'PX', SHARED_MARK_MS, 'NX');
      return first === null;
    } catch (err) {
      onError(err);
      return false;
    }
  }

  function forget(key: string) {
    const entry = front.get(key);
    if (!entry) return;
    front.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function keep(key: string, page: CachedPage) {
    forget(key);
    const raw = bodyBytes.get(page);
    const size = sizeOf(key, page) + (raw?.length ?? 0);
    if (size > opts.maxBytes) return;
    front.set(key, { ...page, bytes: size, encoded: raw ? { identity: raw } : {}, hard: {} });
    bytes += size;
    for (const tag of page.tags) {
      const keys = byTag.get(tag) ?? new Set();
      keys.add(key);
      byTag.set(tag, keys);
    }
    trim();
  }

  function trim() {
    for (const oldest of front.keys()) {
      if (front.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      forget(oldest);
    }
  }

  async function shared(key: string): Promise<CachedPage | null> {
    if (!redis) return null;
    try {
      const raw = await redis.get(redisKey(key));
      return raw ? (JSON.parse(raw) as CachedPage) : null;
    } catch (err) {
      onError(err);
      return null;
    }
  }

  async function share(key: string, page: CachedPage) {
    if (!redis) return;
    const entryKey = redisKey(key);
    const lifetime = opts.freshMs + opts.staleMs;
    const write = redis.multi().set(entryKey, JSON.stringify(page), 'PX', lifetime);
    // A tag's set outlives each of its entries: every write gives it the full lifetime again.
    for (const tag of page.tags) write.sadd(tagKey(tag), entryKey).pexpire(tagKey(tag), lifetime);
    await write.exec();
  }

  /**
   * One render per key at a time; kept (here and shared) unless a purge came meanwhile, or the
   * address is rendered for the first time (`known`: it was kept before, as a stale or expired
   * page's re-render is). A page not kept still has its validator.
   */
  function render(key: string, run: () => Promise<RenderedPage>, known = false): Promise<CachedPage | RenderedPage> {
    let pending = rendering.get(key);
    if (pending) return pending;
    const began = epoch;
    pending = (async () => {
      const [rendered, again] = await Promise.all([run(), seenBefore(key)]);
      if (!rendered.share || rendered.status !== 200 || began !== epoch) return rendered;
      const raw = Buffer.from(rendered.body);
      const page: CachedPage = { status: rendered.status, body: rendered.body, etag: etagOf(raw), tags: rendered.tags, storedAt: now() };
      bodyBytes.set(page, raw);
      if (!again && !known) return page;
      keep(key, page);
      await share(key, page).catch(onError);
      return page;
    })().finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  }

  /** This process's entry for `key`, made the most recently used (eviction takes the first). */
  function near(key: string): FrontEntry | undefined {
    const entry = front.get(key);
    if (entry) {
      front.delete(key);
      front.set(key, entry);
    }
    return entry;
  }

  /** The entry's body as bytes, encoded once (sent as they are, and what the compressions start from). */
  function bytesOf(entry: FrontEntry): Buffer {
    let body = entry.encoded.identity;
    if (!body) {
      body = entry.encoded.identity = Buffer.from(entry.body);
      entry.bytes += body.length;
      bytes += body.length;
    }
    return body;
  }

  /** Brotli's settings for `body` at `quality`, with a window as large as the body and no larger (the default, 4 MB, costs a third more time for a page). */
  const brotliParams = (body: Buffer, quality: number) => ({
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_LGWIN]: brotliWindow(body.length),
  });

  /** Keeps `out` as the entry's `encoding` (unless the entry was replaced meanwhile). */
  function store(key: string, entry: FrontEntry, encoding: PageEncoding, out: Buffer) {
    if (front.get(key) !== entry) return;
    const grown = out.length - (entry.encoded[encoding]?.length ?? 0);
    entry.bytes += grown;
    bytes += grown;
    entry.encoded[encoding] = out;
    trim();
  }

  /**
   * The quick compression an answer waits for (QUICK). On this thread: for a page's 20–60 KB,
   * handing it to the thread pool costs more CPU (0.3 ms) than it saves.
   */
  const quick = (body: Buffer, encoding: PageEncoding) =>
    encoding === 'gzip' ? gzipSync(body, { level: QUICK.gzip }) : brotliCompressSync(body, { params: brotliParams(body, QUICK.br) });

  const compressing = new Set<Promise<unknown>>();
  /** The harder compression (HARD) of a page asked for again, off the main thread; served once made. */
  function harder(key: string, entry: FrontEntry, encoding: PageEncoding) {
    const body = bytesOf(entry);
    entry.hard[encoding] = true;
    const made = new Promise<void>((resolve) => {
      const done = (err: Error | null, out: Buffer) => {
        if (err) onError(err);
        else store(key, entry, encoding, out);
        resolve();
      };
      if (encoding === 'gzip') gzip(body, { level: HARD.gzip }, done);
      else brotliCompress(body, { params: brotliParams(body, HARD.br) }, done);
    }).finally(() => compressing.delete(made));
    compressing.add(made);
  }

  async function lookup(key: string): Promise<CachedPage | null> {
    const found = near(key);
    if (found) return found;
    await purging;
    const began = epoch;
    const far = await shared(key);
    if (far && began === epoch) keep(key, far);
    return began === epoch ? far : null;
  }

  return {
    /**
     * The page for `key`: from the cache while fresh; past freshness, the stale copy at once while
     * one re-render runs; else rendered (concurrent callers share one render). `outcome` says which.
     */
    async get(key: string, run: () => Promise<RenderedPage>): Promise<{ page: CachedPage | RenderedPage; outcome: CacheOutcome }> {
      const found = await lookup(key);
      const age = found ? now() - found.storedAt : Infinity;
      if (found && age < opts.freshMs) {
        counts.hits++;
        return { page: found, outcome: 'hit' };
      }
      if (found && age < opts.freshMs + opts.staleMs) {
        counts.stale++;
        render(key, run, true).catch(onError);
        return { page: found, outcome: 'stale' };
      }
      if (found) forget(key);
      const page = await render(key, run, found !== null);
      if ('etag' in page) counts.misses++;
      return { page, outcome: 'etag' in page ? 'miss' : 'pass' };
    },

    /**
     * This process's fresh page for `key`, without waiting for anything (counted as a hit); null
     * when it has none or only a stale one (then `get` answers, renders and keeps).
     */
    fresh(key: string): CachedPage | null {
      const found = near(key);
      if (!found || now() - found.storedAt >= opts.freshMs) return null;
      counts.hits++;
      return found;
    },

    /** Whether this process keeps `key`'s page (the page lane's aliases point only at such pages). */
    holds(key: string): boolean {
      return front.has(key);
    },

    /**
     * A page's bytes for a client taking `accepts`: brotli, else gzip, else the bytes as they are.
     * A kept page gets the quick compression at its first answer in an encoding, kept for the
     * answers after; the next answer in that encoding starts the harder one (off the main thread),
     * served once made. A page this process does not keep (rendered for the first time, or purged
     * meanwhile) gets the quick one, not kept.
     */
    bytesFor(key: string, page: CachedPage, accepts: Accepts): PageBytes {
      const encoding: PageEncoding | null = accepts.br ? 'br' : accepts.gzip ? 'gzip' : null;
      const entry = front.get(key);
      if (!entry || entry.etag !== page.etag) {
        const body = bodyBytes.get(page) ?? Buffer.from(page.body);
        return { encoding, bytes: encoding ? quick(body, encoding) : body };
      }
      if (!encoding) return { encoding, bytes: bytesOf(entry) };
      const made = entry.encoded[encoding];
      if (made) {
        if (!entry.hard[encoding]) harder(key, entry, encoding);
        return { encoding, bytes: made };
      }
      const out = quick(bytesOf(entry), encoding);
      store(key, entry, encoding, out);
      return { encoding, bytes: out };
    },

    /** Drops every page that shows one of `tags`, here and in the shared store. */
    purgeTags(tags: readonly string[]): Promise<void> {
      epoch++;
      for (const tag of tags) for (const key of [...(byTag.get(tag) ?? [])]) forget(key);
      if (!redis || tags.length === 0) return Promise.resolve();
      const done = purging
        .then(() => redis.eval(PURGE_SCRIPT, tags.length, ...tags.map(tagKey)))
        .then(
          () => undefined,
          (err: unknown) => onError(err),
        );
      purging = done;
      return done;
    },

    /** Waits for the renders under way (those started by stale answers too) and the compressions. */
    async settled(): Promise<void> {
      await Promise.allSettled([...rendering.values(), ...compressing]);
    },

    stats(): PageCacheStats {
      return { ...counts, entries: front.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
