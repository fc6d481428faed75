/**
 * Several server processes on one machine (WORKERS=N, node:cluster): the first process prepares
 * the database once (migrations, the demo shop), then starts N workers that share the port; the
 * operating system spreads connections over them. Everything the shop shares lives in PostgreSQL
 * and Redis (sessions, rate limits, sign-in lockouts, order and staff notices, cache purges; the
 * scheduler takes an advisory lock, jobs are claimed with SKIP LOCKED), so the workers behave as
 * one shop, as several machines behind a load balancer do.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/** WORKERS: a count from 1 to 64, or `auto` for one per core; unset is 1. */
export function parseWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, or auto, not ${value}`);
  return n;
}

/** Why N workers cannot run with this configuration, or null when they can. */
export function clusterRefusal(config: { workers: number; databaseUrl?: string; redisUrl?: string }): string | null {
  if (config.workers <= 1) return null;
  if (!config.databaseUrl) return 'WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.';
  if (!config.redisUrl) return 'WORKERS above 1 needs Redis (REDIS_URL): rate limits, notices and cache purges are shared through it.';
  return null;
}

/** A worker that died within this long of its start is not started again (it would die again). */
const STEADY_AFTER_MS = 10_000;

/**
 * Runs in the first process: starts `count` workers, starts one again when it dies unexpectedly,
 * and on SIGTERM/SIGINT passes the signal on and exits once every worker has finished. Answers
 * once the first `count` workers listen.
 */
export function superviseWorkers(count: number, log: (msg: string) => void): Promise<void> {
  let stopping = false;
  const listening = new Set<number>();
  const allListening = new Promise<void>((resolve) => {
    cluster.on('listening', (worker) => {
      listening.add(worker.id);
      if (listening.size === count) resolve();
    });
  });
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) start();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (lived >= STEADY_AFTER_MS) start();
    else if (startedAt.size === 0) {
      log('every worker ended right after its start: stopping');
      process.exit(1);
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of startedAt.keys()) worker.process.kill(signal);
      if (startedAt.size === 0) process.exit(0);
    });
  }
  return allListening;
}
