/**
 * One load scenario: a smoke check of the first requests, an unmeasured warm-up, then a
 * measured autocannon run over a rotating list of requests, with the server's SQL statement
 * counter (/_metrics) read before and after.
 */
import { createRequire } from 'node:module';
import autocannon, { type RequestParams, type Result } from 'autocannon';

/**
 * autocannon keeps every answer's body as a string (`body += chunk`, decoding each chunk as UTF-8)
 * for an `onResponse` callback, which no scenario here has. On this 2-core machine that decoding
 * made the load client, not the shop, the limit for large answers (a 25 KB page cost the client
 * 0.07 ms per answer, a brotli one 0.12 ms, against the shop's 0.08), so a page's figure measured
 * the client. The body is dropped as it comes; bytes are still counted from the socket.
 */
function dropAnswerBodies() {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: unknown): void } };
  queue.prototype.addBody = () => undefined;
}
dropAnswerBodies();
import { cpuSeconds, type IdleProbe } from './idle.ts';
import type { RssReading } from './rss.ts';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Scenario {
  id: string;
  title: string;
  /** Base URL (loopback). */
  origin: string;
  connections: number;
  requests: RequestSpec[];
  /** GET of the shop's /_metrics; absent for the trivial server. */
  metricsUrl?: string;
  /** API answers are `{code, msg, data}`; the smoke check wants code 0. */
  envelope?: boolean;
  /** The server's process id, for its CPU time per request (Linux /proc). */
  serverPid?: number;
}

export interface ScenarioResult {
  id: string;
  /** Server processes (WORKERS) the shop ran with, when the bench compares counts. */
  workers?: number;
  title: string;
  connections: number;
  distinctRequests: number;
  durationSeconds: number;
  ok: boolean;
  problem?: string;
  reqPerSec?: number;
  completed?: number;
  sent?: number;
  latencyMs?: { p50: number; p95: number; p99: number; mean: number; max: number };
  non2xx?: number;
  errors?: number;
  timeouts?: number;
  statusCodes?: Record<string, number>;
  /** SQL statements per request, from a sequential pass over the scenario's requests. */
  queriesPerRequest?: number | null;
  /** Server process CPU (user + system) per request: steadier than req/s on a busy machine. */
  serverCpuMsPerRequest?: number | null;
  /** Server process CPU use during the run, 100 = one core. */
  serverCpuPercent?: number | null;
  /** SQL statements per request under load: counter delta ÷ requests sent (in-flight ones included). */
  queriesPerRequestUnderLoad?: number | null;
  bytesPerResponse?: number;
  /** Share of the run's page answers served from the page cache (fresh or stale); null when none was cacheable. */
  pageCacheHitRatio?: number | null;
  /** Requests sent but not answered within the run (autocannon drops them at the end). */
  unanswered?: number;
  /** Seconds the server needed after the run to finish what was in flight. */
  drainSeconds?: number;
  /** The shop's highest RSS (with its workers) from the warm-up to the end of the scenario, sampled every 250 ms. */
  rssPeak?: RssReading | null;
}

function toParams(spec: RequestSpec, common: Record<string, string>): RequestParams {
  const headers: Record<string, string> = { ...common, ...spec.headers };
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  return { method: spec.method, path: spec.path, headers, body: spec.body === undefined ? undefined : JSON.stringify(spec.body) };
}

async function smokeCheck(s: Scenario, common: Record<string, string>): Promise<string | null> {
  for (let n = 0; n < Math.min(3, s.requests.length); n++) {
    const spec = s.requests[nextIndex(s)];
    const p = toParams(spec, common);
    const label = `${spec.method} ${spec.path}${p.body ? ` ${p.body}` : ''}`;
    try {
      const res = await fetch(s.origin + spec.path, { method: spec.method, headers: p.headers, body: p.body as string | undefined, signal: AbortSignal.timeout(15_000) });
      const text = await res.text();
      if (res.status < 200 || res.status >= 300) return `${label} answered ${res.status}: ${text.slice(0, 300)}`;
      if (s.envelope) {
        const json = JSON.parse(text) as { code?: number; msg?: string };
        if (json.code !== 0) return `${label} answered code ${json.code}: ${json.msg}`;
      }
    } catch (err) {
      return `${label} failed: ${(err as Error).message}`;
    }
  }
  return null;
}

interface PageCacheCounts {
  hits: number;
  stale: number;
  misses: number;
}

async function metrics(url: string | undefined): Promise<{ queries?: number; pageCache?: PageCacheCounts | null } | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return (await res.json()) as { queries?: number; pageCache?: PageCacheCounts | null };
  } catch {
    return null;
  }
}

async function queryCount(url: string | undefined): Promise<number | null> {
  const json = await metrics(url);
  return typeof json?.queries === 'number' ? json.queries : null;
}

async function pageCacheCounts(url: string | undefined): Promise<PageCacheCounts | null> {
  return (await metrics(url))?.pageCache ?? null;
}

/** Answers from the page cache (fresh or stale) over all cacheable answers between two readings. */
function hitRatio(before: PageCacheCounts | null, after: PageCacheCounts | null): number | null {
  if (!before || !after) return null;
  const served = after.hits + after.stale - before.hits - before.stale;
  const all = served + after.misses - before.misses;
  return all > 0 ? round(served / all, 3) : null;
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Runs autocannon for `seconds`, each request taking the next spec round-robin across connections. */
/**
 * One cursor per scenario, shared by the smoke check, the warm-up, the sequential pass and the
 * measured run: requests that consume something (a checkout uses up its cart) are each sent once.
 */
const cursors = new WeakMap<Scenario, number>();
function nextIndex(s: Scenario): number {
  const i = cursors.get(s) ?? 0;
  cursors.set(s, i + 1);
  return i % s.requests.length;
}

async function drive(s: Scenario, common: Record<string, string>, seconds: number, latencies?: number[]): Promise<Result> {
  const built = s.requests.map((spec) => toParams(spec, common));
  const instance = autocannon({
    url: s.origin,
    connections: s.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const p = built[nextIndex(s)];
          return { ...req, method: p.method, path: p.path, body: p.body, headers: { ...req.headers, ...p.headers } };
        },
      },
    ],
  });
  if (latencies) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => void latencies.push(ms));
  return await instance;
}

/** The shop writes tracked page views in a batch every 5 s: the pass waits that out after a load. */
const BACKGROUND_FLUSH_MS = 5_500;
let lastLoadEnded = 0;

/** Statements per request, exactly: up to 20 requests one after another on an idle server, after any batched background writes. */
async function sequentialQueries(s: Scenario, common: Record<string, string>): Promise<number | null> {
  if (!s.metricsUrl) return null;
  const quietFor = Date.now() - lastLoadEnded;
  if (quietFor < BACKGROUND_FLUSH_MS) await new Promise((resolve) => setTimeout(resolve, BACKGROUND_FLUSH_MS - quietFor));
  const before = await queryCount(s.metricsUrl);
  const deadline = Date.now() + 30_000;
  let done = 0;
  for (let n = 0; n < Math.min(20, s.requests.length); n++) {
    const spec = s.requests[nextIndex(s)];
    if (Date.now() > deadline) break;
    const p = toParams(spec, common);
    const res = await fetch(s.origin + spec.path, { method: spec.method, headers: p.headers, body: p.body as string | undefined, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    done++;
  }
  const after = await queryCount(s.metricsUrl);
  return before !== null && after !== null && done ? round((after - before) / done, 2) : null;
}

export async function runScenario(s: Scenario, opts: { duration: number; warmup: number; compress: boolean; idle: IdleProbe }): Promise<ScenarioResult> {
  const common: Record<string, string> = { accept: s.envelope ? 'application/json' : 'text/html,*/*' };
  if (opts.compress) common['accept-encoding'] = 'br, gzip';
  const base: ScenarioResult = {
    id: s.id,
    title: s.title,
    connections: s.connections,
    distinctRequests: s.requests.length,
    durationSeconds: opts.duration,
    ok: false,
  };
  if (!s.requests.length) return { ...base, problem: 'nothing to request (no slugs or words found)' };
  const problem = await smokeCheck(s, common);
  if (problem) return { ...base, problem };

  if (opts.warmup > 0) await drive(s, common, opts.warmup);
  await opts.idle.settle(s.serverPid);
  lastLoadEnded = Date.now();
  // After the warm-up, so caches are as warm as under load.
  let sequential: number | null = null;
  try {
    sequential = await sequentialQueries(s, common);
  } catch (err) {
    return { ...base, problem: `sequential pass failed: ${(err as Error).message}` };
  }
  const before = await queryCount(s.metricsUrl);
  const cacheBefore = await pageCacheCounts(s.metricsUrl);
  const cpuBefore = cpuSeconds(s.serverPid);
  const latencies: number[] = [];
  const result = await drive(s, common, opts.duration, latencies);
  const cpuAfter = cpuSeconds(s.serverPid);
  // Requests still in flight when autocannon stops keep running on the server: wait for them,
  // so their statements count here and their load does not spill into the next scenario.
  const settleSeconds = await opts.idle.settle(s.serverPid);
  lastLoadEnded = Date.now();
  const after = await queryCount(s.metricsUrl);
  const cacheAfter = await pageCacheCounts(s.metricsUrl);

  const sorted = Float64Array.from(latencies).sort();
  const completed = latencies.length;
  const sent = result.requests.sent;
  const failures = result.errors + result.timeouts + result.non2xx;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count]));
  const r: ScenarioResult = {
    ...base,
    ok: failures <= Math.max(completed, sent) / 2,
    reqPerSec: round(result.requests.average, 1),
    completed,
    sent,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      mean: round(completed ? sorted.reduce((a, b) => a + b, 0) / completed : 0),
      max: round(sorted.length ? sorted[sorted.length - 1] : 0),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    queriesPerRequest: sequential,
    queriesPerRequestUnderLoad: before !== null && after !== null && sent > 0 ? round((after - before) / sent, 2) : null,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && completed ? round(((cpuAfter - cpuBefore) * 1000) / completed, 3) : null,
    serverCpuPercent: cpuBefore !== null && cpuAfter !== null ? Math.round(((cpuAfter - cpuBefore) / result.duration) * 100) : null,
    pageCacheHitRatio: hitRatio(cacheBefore, cacheAfter),
    bytesPerResponse: completed ? Math.round(result.throughput.total / Math.max(1, result['2xx'])) : 0,
  };
  r.unanswered = Math.max(0, sent - completed - result.errors - result.timeouts);
  r.drainSeconds = settleSeconds;
  if (!r.ok) r.problem = `${failures} of ${Math.max(completed, sent)} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`;
  else if (completed === 0) r.problem = `no answer within the ${opts.duration} s run (${sent} requests sent): every request took longer — try a longer --duration`;
  else if (r.unanswered > completed)
    r.problem = `more requests unanswered at the end (${r.unanswered}) than answered (${completed}): latency figures cover the fast ones only`;
  return r;
}
