/**
 * Gives V8's heap back once the process has been quiet. After a load the heap stays committed at
 * the size the load grew it to (up to 50 MB above what is live at 10,000 products): V8's memory
 * reducer, which would shrink it, did not start within a minute of quiet in the bench on the
 * embedded database. So once no request has come for `quietMs` (health checks and /_metrics do
 * not count), one full collection runs, once per quiet spell; V8 then returns the emptied pages
 * (docs/decisions.md, "Memory after the load"). IDLE_GC_MS sets the quiet time; 0 turns it off.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A function that runs a full collection: node's own `gc` when the process runs with --expose-gc,
 * else one taken from a new context once the flag is set (it is visible there only, not to the
 * shop's code); null where neither works.
 */
export function fullCollection(): (() => void) | null {
  const own = (globalThis as { gc?: () => void }).gc;
  if (typeof own === 'function') return own;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

export interface IdleRelease {
  stop(): void;
}

/**
 * Calls `release` once the count `activity` answers has not moved for `quietMs` (checked every
 * `quietMs / 2`, so between `quietMs` and 1.5 × `quietMs` after the last request), then not again
 * until it moves. The first quiet spell after start counts too (start-up leaves garbage).
 */
export function releaseWhenQuiet(opts: { quietMs: number; activity(): number; release(): void; now?: () => number }): IdleRelease {
  const now = opts.now ?? Date.now;
  let seen = opts.activity();
  let quietSince = now();
  let released = false;
  const timer = setInterval(
    () => {
      const count = opts.activity();
      if (count !== seen) {
        seen = count;
        quietSince = now();
        released = false;
        return;
      }
      if (released || now() - quietSince < opts.quietMs) return;
      released = true;
      opts.release();
    },
    Math.max(1, Math.floor(opts.quietMs / 2)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
