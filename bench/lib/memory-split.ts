/**
 * What the shop's resident memory is made of, at a moment: V8's heap (used of total), memory
 * outside it that V8 is told of (`external`: buffers, and PGlite's WASM memory at its full size),
 * the WASM memory (its size from /_metrics, its resident part from /proc/<pid>/smaps) and the
 * rest (the C library's allocations, code, thread stacks). One process only: with several, the
 * answer to /_metrics comes from whichever worker took the request.
 */
import { readFileSync } from 'node:fs';

export interface MemorySplit {
  rssMB: number;
  heapUsedMB: number;
  heapTotalMB: number;
  /** `external` less the WASM memory: buffers and other memory outside the heap. */
  externalMB: number;
  arrayBuffersMB: number;
  /** PGlite's WASM memory: its size (reserved, part of `external`) and how much of it is resident. */
  wasmMB: number | null;
  wasmResidentMB: number | null;
  /** RSS less the heap, the other external memory and the resident WASM memory: malloc, code, stacks. */
  restMB: number;
  /** Entries and MB of each of the shop's caches (/_metrics `caches`). */
  caches?: Record<string, { entries: number; MB: number }>;
}

interface Metrics {
  memory?: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number; wasm?: number };
  caches?: Record<string, { entries: number; bytes: number }>;
}

/**
 * The resident kB of a WASM memory of about `sizeBytes` (within 1 MB): V8 reserves each 32-bit WASM memory with guard
 * pages (8 GB and more, inaccessible), so it is the read-write mapping (or run of mappings) of
 * that size that ends where an inaccessible mapping of 4 GB or more begins. Null when there is
 * none or /proc is missing.
 */
export function wasmResidentKb(pid: number, sizeBytes: number): number | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const maps: Array<{ start: bigint; end: bigint; perms: string; rssKb: number }> = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (head) maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], rssKb: 0 });
    else if (line.startsWith('Rss:') && maps.length) maps[maps.length - 1].rssKb = Number(/(\d+)/.exec(line)?.[1] ?? 0);
  }
  const GUARD = 4n * 2n ** 30n;
  for (let i = 1; i < maps.length; i++) {
    const guard = maps[i];
    if (!guard.perms.startsWith('---') || guard.end - guard.start < GUARD) continue;
    let kb = 0;
    let j = i - 1;
    let edge = guard.start;
    while (j >= 0 && maps[j].end === edge && maps[j].perms.startsWith('rw')) {
      kb += maps[j].rssKb;
      edge = maps[j].start;
      j--;
    }
    const size = Number(guard.start - edge);
    if (Math.abs(size - sizeBytes) <= 2 ** 20) return kb;
  }
  return null;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The split now, from the shop's /_metrics and /proc; null when /_metrics does not answer. */
export async function readMemorySplit(metricsUrl: string, pid: number | undefined): Promise<MemorySplit | null> {
  let metrics: Metrics;
  try {
    const res = await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) return null;
    metrics = (await res.json()) as Metrics;
  } catch {
    return null;
  }
  const m = metrics.memory;
  if (!m) return null;
  const wasm = m.wasm ?? null;
  const residentKb = wasm !== null && pid ? wasmResidentKb(pid, wasm * 2 ** 20) : null;
  const wasmResident = residentKb === null ? null : residentKb / 1024;
  const external = m.external - (wasm ?? 0);
  return {
    rssMB: m.rss,
    heapUsedMB: m.heapUsed,
    heapTotalMB: m.heapTotal,
    externalMB: external,
    arrayBuffersMB: m.arrayBuffers,
    wasmMB: wasm,
    wasmResidentMB: wasmResident === null ? null : round(wasmResident),
    restMB: round(m.rss - m.heapTotal - external - (wasmResident ?? 0)),
    caches: metrics.caches && Object.fromEntries(Object.entries(metrics.caches).map(([name, c]) => [name, { entries: c.entries, MB: round(c.bytes / 2 ** 20) }])),
  };
}

/** "heap 80/95 · external 12 (buffers 10) · WASM 48 of 128 · rest 110" (MB). */
export function formatSplit(s: MemorySplit | null | undefined): string {
  if (!s) return '–';
  const wasm = s.wasmMB === null ? '' : ` · WASM ${s.wasmResidentMB === null ? '?' : s.wasmResidentMB.toFixed(0)} resident of ${s.wasmMB}`;
  return `heap ${s.heapUsedMB}/${s.heapTotalMB} · external ${s.externalMB} (array buffers ${s.arrayBuffersMB})${wasm} · rest ${s.restMB.toFixed(0)}`;
}

/** "pages 210 × 25.5 · catalogueReads 40 × 0.3 …" (entries × MB), the largest first. */
export function formatCaches(s: MemorySplit | null | undefined): string {
  if (!s?.caches) return '–';
  return Object.entries(s.caches)
    .sort((a, b) => b[1].MB - a[1].MB)
    .map(([name, c]) => `${name} ${c.entries} × ${c.MB.toFixed(1)}`)
    .join(' · ');
}

/**
 * Reads the split every `everyMs` until stopped; `stop` answers the reading with the highest RSS
 * (null when none answered). Each reading waits for the one before, so a slow answer under load
 * never piles requests up.
 */
export function pollHighestSplit(read: () => Promise<MemorySplit | null>, everyMs: number): { stop(): Promise<MemorySplit | null> } {
  let highest: MemorySplit | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const s = await read();
      if (s && (!highest || s.rssMB > highest.rssMB)) highest = s;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return highest;
    },
  };
}
