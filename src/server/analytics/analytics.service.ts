/**
 * Page views and time on page, aggregated per page per day. Hits are counted in memory and
 * written in one upsert every few seconds, so tracking never slows or fails a page.
 */
import { sql } from 'drizzle-orm';
import { isStorableText } from '../../shared/text.ts';
import { uncounted, type Db } from '../platform/db/client.ts';
import { viewStats } from './analytics.schema.ts';

const FLUSH_EVERY_MS = 5_000;
/**
 * Counters held between writes: past this many a write starts at once, and past twice as many a
 * new page's hit is not counted (its key is not kept), so a burst of distinct paths cannot grow
 * the process's memory without end.
 */
export const MAX_PENDING_COUNTERS = 10_000;

interface Counter {
  kind: string;
  refId: string;
  day: string;
  views: number;
  durationSeconds: number;
}

export function createTracker(db: Db, log: (err: unknown) => void, opts: { maxPending?: number } = {}) {
  const maxPending = opts.maxPending ?? MAX_PENDING_COUNTERS;
  let pending = new Map<string, Counter>();
  let flushing: Promise<void> | null = null;

  function add(kind: string, refId: string, views: number, durationSeconds: number) {
    // The calls refuse such ids already; a counter that could not be stored would sink the whole batch.
    if (!isStorableText(refId)) return;
    const day = new Date().toISOString().slice(0, 10);
    const key = `${kind}\u0000${refId}\u0000${day}`;
    const known = pending.get(key);
    if (!known && pending.size >= maxPending) {
      if (!flushing) void uncounted(flush).catch(log);
      if (pending.size >= maxPending * 2) return;
    }
    const counter = known ?? { kind, refId, day, views: 0, durationSeconds: 0 };
    counter.views += views;
    counter.durationSeconds += durationSeconds;
    pending.set(key, counter);
  }

  const upsert = (rows: Counter[]) =>
    db
      .insert(viewStats)
      .values(rows)
      .onConflictDoUpdate({
        target: [viewStats.kind, viewStats.refId, viewStats.day],
        set: {
          views: sql`${viewStats.views} + excluded.views`,
          durationSeconds: sql`${viewStats.durationSeconds} + excluded.duration_seconds`,
        },
      });

  /** One upsert for the batch; should it fail, each row on its own, so one bad row loses only itself. */
  async function write(rows: Counter[]): Promise<void> {
    try {
      await upsert(rows);
    } catch (batchError) {
      if (rows.length === 1) return log(batchError);
      for (const row of rows) await upsert([row]).catch(log);
    }
  }

  async function flush(): Promise<void> {
    if (flushing) await flushing;
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    flushing = write(rows).finally(() => {
      flushing = null;
    });
    await flushing;
  }

  // Background work: its statements count for no request.
  const timer = setInterval(() => void uncounted(flush), FLUSH_EVERY_MS);
  timer.unref();

  return {
    view(kind: 'page' | 'product', refId: string) {
      add(kind, refId, 1, 0);
    },
    duration(path: string, seconds: number) {
      add('duration', path, 0, Math.round(seconds));
    },
    flush,
    /** Counters waiting for the next write. */
    pendingCount: () => pending.size,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type Tracker = ReturnType<typeof createTracker>;
