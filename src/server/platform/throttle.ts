/**
 * Failed attempts counted per key (one sign-in account), with a lockout that grows: after
 * `freeAttempts` failures the key waits `baseMs`, and each failure after that doubles the wait,
 * up to `maxMs`. A success clears the key; a key left alone for `forgetMs` after its last
 * failure (and lockout) starts again. With Redis the count is shared by every process of the
 * shop, under the shop's key prefix; without it each process counts in memory.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Throttle {
  /** Milliseconds until the key may try again; 0 when it may now. */
  wait(key: string): Promise<number>;
  /** Counts a failure; answers the lockout it starts (0 while attempts are left). */
  fail(key: string): Promise<number>;
  /** Forgets the key's failures (after a success). */
  reset(key: string): Promise<void>;
}

export interface ThrottleOptions {
  /** What is counted ("signin"): part of the Redis key, after the shop's prefix. */
  name: string;
  /** The shop's key prefix in Redis (REDIS_PREFIX). */
  prefix: string;
  redis?: Redis;
  freeAttempts?: number;
  baseMs?: number;
  maxMs?: number;
  forgetMs?: number;
  now?: () => number;
}

/** Most keys kept in memory: the oldest goes first, so a flood of made-up accounts cannot fill the process. */
const MEMORY_MAX_KEYS = 100_000;

/** Counts a failure and, from the free attempts on, sets the time the key is locked until (atomic in Redis). */
const FAIL_SCRIPT = `
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
local free, base, max, now, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local lock = 0
if n >= free then
  lock = math.min(base * 2 ^ (n - free), max)
  redis.call('HSET', KEYS[1], 'until', string.format('%.0f', now + lock))
end
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', forget + lock))
return string.format('%.0f', lock)
`;

export function createThrottle(opts: ThrottleOptions): Throttle {
  const free = opts.freeAttempts ?? 5;
  const base = opts.baseMs ?? 60_000;
  const max = opts.maxMs ?? 60 * 60_000;
  const forget = opts.forgetMs ?? 24 * 60 * 60_000;
  const now = opts.now ?? Date.now;
  const lockAfter = (failures: number) => (failures >= free ? Math.min(base * 2 ** (failures - free), max) : 0);
  // The account names (e-mails, mobile numbers) are not kept as they are typed: only a digest.
  const keyOf = (key: string) => `${opts.prefix}throttle:${opts.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;

  const redis = opts.redis;
  if (redis) {
    return {
      async wait(key) {
        const until = Number(await redis.hget(keyOf(key), 'until'));
        return Number.isFinite(until) ? Math.max(0, until - now()) : 0;
      },
      async fail(key) {
        return Number(await redis.eval(FAIL_SCRIPT, 1, keyOf(key), free, base, max, now(), forget));
      },
      async reset(key) {
        await redis.del(keyOf(key));
      },
    };
  }

  const entries = new Map<string, { failures: number; until: number; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async wait(key) {
      const entry = live(keyOf(key));
      return entry ? Math.max(0, entry.until - now()) : 0;
    },
    async fail(key) {
      const id = keyOf(key);
      const failures = (live(id)?.failures ?? 0) + 1;
      const lock = lockAfter(failures);
      entries.delete(id);
      if (entries.size >= MEMORY_MAX_KEYS) entries.delete(entries.keys().next().value!);
      entries.set(id, { failures, until: lock ? now() + lock : 0, expires: now() + forget + lock });
      return lock;
    },
    async reset(key) {
      entries.delete(keyOf(key));
    },
  };
}
