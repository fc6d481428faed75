/**
 * The shop's resident memory (RSS), from Linux /proc: the process itself plus its descendants
 * (the workers of WORKERS=N are its children), sampled every 250 ms while the bench runs, so each
 * scenario reports its peak and the run reports RSS at the idle start, after the load and after a
 * quiet wait. PGlite runs inside the shop's process (its WASM heap), so its memory counts here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { MemorySplit } from './memory-split.ts';

export interface RssReading {
  /** The process and its descendants together, MB. */
  totalMB: number;
  /** The process given (the primary when there are workers), MB. */
  primaryMB: number;
  /** Each descendant (worker), MB; empty for one process. */
  workersMB: number[];
}

/** VmRSS of one process in kB; null when it is gone or /proc is not there. */
export function vmRssKb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Process ids whose parent is `pid`, then theirs (from /proc/<n>/stat). */
export function descendants(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return [];
  }
  const parentOf = new Map<number, number>();
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // after "pid (comm) state ppid": the comm may hold spaces and parentheses
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      out.push(child);
      queue.push(child);
    }
  }
  return out.sort((a, b) => a - b);
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/** RSS of `pid` and its descendants now; null when the process is gone or /proc is missing. */
export function readRss(pid: number | undefined, withDescendants = true): RssReading | null {
  if (!pid) return null;
  const primary = vmRssKb(pid);
  if (primary === null) return null;
  const workers = withDescendants ? descendants(pid).map((p) => vmRssKb(p) ?? 0) : [];
  return { totalMB: mb(primary + workers.reduce((a, b) => a + b, 0)), primaryMB: mb(primary), workersMB: workers.map(mb) };
}

export interface RssMonitor {
  /** The reading now. */
  now(): RssReading | null;
  /** Starts a window: the peak reading until `endWindow` is called. */
  beginWindow(): void;
  /** The highest total of the window (and its breakdown), sampled every `intervalMs`. */
  endWindow(): RssReading | null;
  /** The highest total since the monitor started. */
  peak(): RssReading | null;
  stop(): void;
}

/**
 * Samples every `intervalMs`. Descendants are looked up at most once a second (a /proc scan);
 * between scans their last known pids are read.
 */
export function rssMonitor(pid: number | undefined, opts: { intervalMs?: number; withDescendants?: boolean } = {}): RssMonitor {
  const intervalMs = opts.intervalMs ?? 250;
  const withDescendants = opts.withDescendants ?? true;
  let children: number[] = [];
  let scannedAt = 0;
  let overall: RssReading | null = null;
  let window: RssReading | null = null;
  let open = false;

  const sample = (): RssReading | null => {
    if (!pid) return null;
    const primary = vmRssKb(pid);
    if (primary === null) return null;
    if (withDescendants && Date.now() - scannedAt >= 1_000) {
      children = descendants(pid);
      scannedAt = Date.now();
    }
    const workers = children.map((p) => vmRssKb(p) ?? 0);
    const reading = { totalMB: mb(primary + workers.reduce((a, b) => a + b, 0)), primaryMB: mb(primary), workersMB: workers.map(mb) };
    if (!overall || reading.totalMB > overall.totalMB) overall = reading;
    if (open && (!window || reading.totalMB > window.totalMB)) window = reading;
    return reading;
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    now: () => sample(),
    beginWindow() {
      window = null;
      open = true;
      sample();
    },
    endWindow() {
      sample();
      open = false;
      return window;
    },
    peak: () => overall,
    stop: () => clearInterval(timer),
  };
}

/** RSS summary of one shop run (one process count). */
export interface RssRun {
  /** Server processes (WORKERS). */
  workers: number;
  /** Right after start-up, once the process has been quiet. */
  idleStart: RssReading | null;
  /** The highest reading over every scenario. */
  peak: RssReading | null;
  /** The scenario during which the peak was read. */
  peakScenario?: string;
  /** Once the last scenario's requests have finished. */
  afterLoad: RssReading | null;
  /** After `idleAfterSeconds` without requests; absent with --idle-after 0. */
  afterIdle?: RssReading | null;
  idleAfterSeconds: number;
  /** Readings during the quiet wait, every 10 s: seconds since the load ended → total MB. */
  idleSeries?: Array<{ seconds: number; totalMB: number }>;
  /**
   * What the memory is made of (V8 heap, external, WASM, the rest; and the caches) at the idle
   * start, at the highest RSS reading of the peak's scenario (read every second), after the load
   * and after the quiet wait; one process only.
   */
  split?: { idleStart?: MemorySplit | null; peak?: MemorySplit | null; afterLoad?: MemorySplit | null; afterIdle?: MemorySplit | null };
}

/** Shown as "412.3" or "412.3 (1 + 2 × ~200)" when there are workers. */
export function formatRss(r: RssReading | null | undefined): string {
  if (!r) return '–';
  const total = r.totalMB.toFixed(0);
  if (!r.workersMB.length) return `${total} MB`;
  return `${total} MB (primary ${r.primaryMB.toFixed(0)} + workers ${r.workersMB.map((w) => w.toFixed(0)).join(' + ')})`;
}
