/**
 * A V8 heap snapshot of the shop (`--heap-snapshot`): the shop runs with
 * `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<dir>` and is signalled; node writes
 * `Heap.<date>.<pid>….heapsnapshot` there, synchronously on its main thread.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './processes.ts';

const snapshots = (dir: string) => new Set(readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot')));

/** Signals `pid` and waits (at most `timeoutMs`) until its snapshot file stops growing; the file's path, or null. */
export async function takeHeapSnapshot(pid: number, dir: string, timeoutMs = 180_000): Promise<string | null> {
  mkdirSync(dir, { recursive: true });
  const before = snapshots(dir);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  let file: string | null = null;
  let lastSize = -1;
  let steady = 0;
  while (Date.now() < deadline) {
    await sleep(500);
    file ??= [...snapshots(dir)].find((f) => !before.has(f) && f.includes(`.${pid}.`)) ?? null;
    if (!file) continue;
    const size = statSync(path.join(dir, file)).size;
    steady = size > 0 && size === lastSize ? steady + 1 : 0;
    lastSize = size;
    if (steady >= 4) return path.join(dir, file);
  }
  return file ? path.join(dir, file) : null;
}
