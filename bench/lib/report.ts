/** The printed table, the budgets of the issue (reported, never asserted) and the JSON file. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchArgs } from './args.ts';
import { ROOT } from './build.ts';
import type { ScenarioResult } from './load.ts';
import { formatRss, type RssRun } from './rss.ts';
import { formatCaches, formatSplit, type MemorySplit } from './memory-split.ts';

export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  database: 'pglite' | 'postgres';
  products: number;
  options: BenchArgs;
  machine: ReturnType<typeof machineInfo> & { busyPercentBefore: number; busyPercentAfter: number };
  dataset: { where: string; reused: boolean; generateSeconds: number; orders?: number; ordersGenerateSeconds?: number };
  targets: { productSlugs: number; categorySlugs: string[]; searchWords: { en: string[]; zh: string[] } };
  scenarios: ScenarioResult[];
  /** The shop's RSS per run (one per process count): idle start, peak under load, after load, after the idle wait. */
  rss: RssRun[];
  budgets: BudgetCheck[];
}

export interface BudgetCheck {
  budget: string;
  actual: string;
  met: boolean | null;
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    totalMemoryMB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

const num = (n: number | undefined | null, digits = 0) =>
  n === undefined || n === null ? '–' : n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(title: string, results: ScenarioResult[]): void {
  const head = ['scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'SQL/req', 'CPU ms/req', 'KB/resp', 'cache hit', 'peak RSS MB'];
  const rows = results.map((r) =>
    r.ok || r.reqPerSec !== undefined
      ? [
          r.title,
          String(r.connections),
          num(r.reqPerSec),
          num(r.latencyMs?.p50, 1),
          num(r.latencyMs?.p95, 1),
          num(r.latencyMs?.p99, 1),
          num(r.non2xx),
          num((r.errors ?? 0) + (r.timeouts ?? 0)),
          num(r.queriesPerRequest, 2),
          num(r.serverCpuMsPerRequest, 2),
          num((r.bytesPerResponse ?? 0) / 1024, 1),
          r.pageCacheHitRatio === null || r.pageCacheHitRatio === undefined ? '–' : `${num(r.pageCacheHitRatio * 100, 1)} %`,
          num(r.rssPeak?.totalMB),
        ]
      : [r.title, String(r.connections), 'FAILED', '', '', '', '', '', '', '', '', '', num(r.rssPeak?.totalMB)],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.problem) console.log(`  ! ${r.title}: ${r.problem}`);
  console.log('  latency over all answers; SQL/req = /_metrics delta over up to 20 sequential requests; CPU ms/req = server process CPU per answer');
  console.log('  cache hit = page answers served from the page cache (fresh or stale) ÷ cacheable page answers during the run');
  console.log("  peak RSS = the shop's resident memory (its workers included), highest 250 ms sample from warm-up to the end of the scenario");
}

/** RSS budget of the issue: the shop's peak under load (all its processes together). */
export const RSS_BUDGET_MB = 400;

/** The shop's memory per run: at the idle start, at its peak, after the load and after the quiet wait. */
export function printRss(runs: RssRun[]): void {
  for (const run of runs) {
    const label = runs.length > 1 || run.workers > 1 ? ` (${run.workers} server process${run.workers === 1 ? '' : 'es'})` : '';
    console.log(`\nShop RSS${label}, from /proc VmRSS${run.workers > 1 ? ', primary and workers summed' : ''}:`);
    console.log(`  idle start       ${formatRss(run.idleStart)}`);
    console.log(`  peak under load  ${formatRss(run.peak)}${run.peakScenario ? ` (during ${run.peakScenario})` : ''}`);
    console.log(`  after the load   ${formatRss(run.afterLoad)}`);
    if (run.idleAfterSeconds > 0) {
      console.log(`  after ${`${run.idleAfterSeconds} s idle`.padEnd(11)}${formatRss(run.afterIdle)}`);
      if (run.idleSeries?.length) console.log(`  while idle       ${run.idleSeries.map((p) => `${p.seconds} s: ${p.totalMB.toFixed(0)}`).join(' · ')} MB`);
    }
    const split = run.split;
    if (split && Object.values(split).some(Boolean)) {
      console.log('  made of (MB; V8 heap used/total, external less WASM, WASM resident of its size, rest = malloc, code, stacks):');
      const rows: Array<[string, MemorySplit | null | undefined]> = [
        ['idle start', split.idleStart],
        ['at the peak', split.peak],
        ['after the load', split.afterLoad],
        [`after ${run.idleAfterSeconds} s idle`, split.afterIdle],
      ];
      for (const [label, s] of rows) if (s) console.log(`    ${label.padEnd(17)}RSS ${s.rssMB} = ${formatSplit(s)}`);
      const caches = split.afterIdle ?? split.afterLoad;
      if (caches?.caches) console.log(`  caches ${split.afterIdle ? `after ${run.idleAfterSeconds} s idle` : 'after the load'} (entries × MB): ${formatCaches(caches)}`);
    }
  }
}

export function rssBudgets(runs: RssRun[]): BudgetCheck[] {
  return runs
    .filter((run) => run.peak)
    .map((run) => ({
      budget: `RSS ≤ ${RSS_BUDGET_MB} MB under load${runs.length > 1 ? ` (${run.workers} process${run.workers === 1 ? '' : 'es'})` : ''}`,
      actual:
        `peak ${run.peak!.totalMB.toFixed(0)} MB` +
        (run.idleStart ? `, idle start ${run.idleStart.totalMB.toFixed(0)} MB` : '') +
        (run.afterIdle ? `, ${run.idleAfterSeconds} s after the load ${run.afterIdle.totalMB.toFixed(0)} MB` : ''),
      met: run.peak!.totalMB <= RSS_BUDGET_MB,
    }));
}

/** The same scenarios against each number of server processes, side by side: req/s and p95 per count. */
export function printSideBySide(runs: Array<{ workers: number; results: ScenarioResult[] }>): void {
  const ids = [...new Set(runs.flatMap((r) => r.results.map((x) => x.id)))].filter((id) => runs.every((r) => r.results.some((x) => x.id === id)));
  const head = ['scenario', ...runs.flatMap((r) => [`req/s ×${r.workers}`, `p95 ms ×${r.workers}`])];
  const rows = ids.map((id) => {
    const title = runs[0].results.find((x) => x.id === id)!.title;
    return [
      title,
      ...runs.flatMap((r) => {
        const x = r.results.find((y) => y.id === id)!;
        return [num(x.reqPerSec), num(x.latencyMs?.p95, 1)];
      }),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\nServer processes side by side (WORKERS=N)');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('  CPU ms/req above counts the first process only when there are several (the workers are its children)');
}

/** Percent of all CPUs busy over `ms` (measured while the servers idle: other work on the machine). */
export async function machineBusy(ms: number): Promise<number> {
  const total = () =>
    os.cpus().reduce((acc, c) => ({ idle: acc.idle + c.times.idle, all: acc.all + Object.values(c.times).reduce((a, b) => a + b, 0) }), { idle: 0, all: 0 });
  const a = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = total();
  return b.all > a.all ? Math.round((1 - (b.idle - a.idle) / (b.all - a.all)) * 100) : 0;
}

/** A warning when other work shares the machine (the figures are then low and noisy). */
export function busyWarning(before: number, after: number): string | null {
  return Math.max(before, after) >= 15
    ? `Warning: ${before}% of the CPUs were busy with other work just before the run (${after}% just after) — ` +
        'req/s and latency are understated and noisy; SQL/req and CPU ms/req are the steadier figures.'
    : null;
}

/** A p95 budget; a run in which nothing was answered misses it. */
function p95(r: ScenarioResult, max: number): { actual: string; met: boolean } {
  if (!r.completed) return { actual: 'no answer within the run', met: false };
  return { actual: `${num(r.latencyMs!.p95, 1)} ms`, met: r.latencyMs!.p95 <= max };
}

/** The issue's budgets; throughput budgets are stated for PostgreSQL and marked n/a on PGlite. */
export function checkBudgets(kind: 'pglite' | 'postgres', results: ScenarioResult[]): BudgetCheck[] {
  const by = (id: string) => results.find((r) => r.id === id && r.reqPerSec !== undefined);
  const checks: BudgetCheck[] = [];
  const throughput = (id: string, label: string, min: number) => {
    const r = by(id);
    if (!r) return;
    checks.push({ budget: `${label} ≥ ${num(min)} req/s (PostgreSQL)`, actual: `${num(r.reqPerSec)} req/s`, met: kind === 'postgres' ? r.reqPerSec! >= min : null });
  };
  throughput('product', 'SSR product page', 1_000);
  const product = by('product');
  const trivial = by('trivial');
  if (product && trivial?.reqPerSec)
    checks.push({
      budget: 'cached SSR product page ≥ 35 % of the trivial route',
      actual: `${num((product.reqPerSec! / trivial.reqPerSec) * 100, 1)} % (cache hit ${product.pageCacheHitRatio == null ? '–' : `${num(product.pageCacheHitRatio * 100, 1)} %`})`,
      met: product.reqPerSec! / trivial.reqPerSec >= 0.35,
    });
  const ratio = (id: string, label: string, min: number) => {
    const r = by(id);
    if (!r || !trivial?.reqPerSec) return;
    checks.push({
      budget: `${label} ≥ ${num(min * 100)} % of the trivial route`,
      actual: `${num((r.reqPerSec! / trivial.reqPerSec) * 100, 1)} % (${num(r.reqPerSec)} req/s, cache hit ${r.pageCacheHitRatio == null ? '–' : `${num(r.pageCacheHitRatio * 100, 1)} %`})`,
      met: r.reqPerSec! / trivial.reqPerSec >= min,
    });
  };
  ratio('product-uncached', 'SSR product page not kept', 0.08);
  ratio('category-uncached', 'SSR category page not kept', 0.05);
  throughput('list', 'product list API', 3_000);
  for (const r of results) {
    if (r.id.startsWith('admin-') && r.latencyMs) {
      checks.push({
        budget: `${r.title}: p95 at ${r.connections} connections ≤ 100 ms (PostgreSQL, 1M orders)`,
        ...p95(r, 100),
        ...(kind === 'postgres' ? {} : { met: null }),
      });
      continue;
    }
    if (r.id === 'trivial' || r.id === 'search' || r.id === 'cart' || r.id === 'checkout' || r.id.endsWith('-uncached') || !r.latencyMs || r.connections !== 50) continue;
    checks.push({ budget: `${r.title}: p95 at 50 connections ≤ 60 ms`, ...p95(r, 60) });
  }
  const cart = by('cart');
  if (cart?.latencyMs) checks.push({ budget: 'add to cart p95 ≤ 40 ms at 50 shoppers (PostgreSQL)', ...p95(cart, 40), ...(kind === 'postgres' ? {} : { met: null }) });
  const checkout = by('checkout');
  if (checkout?.latencyMs) {
    checks.push({ budget: 'complete checkout p95 ≤ 150 ms at 50 shoppers (PostgreSQL)', ...p95(checkout, 150), ...(kind === 'postgres' ? {} : { met: null }) });
    checks.push({
      budget: '≥ 300 orders/s sustained (PostgreSQL)',
      actual: `${num(checkout.reqPerSec)} orders/s`,
      met: kind === 'postgres' ? checkout.reqPerSec! >= 300 : null,
    });
    if (checkout.serverCpuMsPerRequest != null)
      checks.push({
        budget: 'checkout ≤ 1.5 ms of shop CPU per order (PostgreSQL)',
        actual: `${num(checkout.serverCpuMsPerRequest, 2)} ms`,
        met: kind === 'postgres' ? checkout.serverCpuMsPerRequest <= 1.5 : null,
      });
  }
  const dash = by('admin-dashboard');
  if (dash && dash.queriesPerRequest !== null && dash.queriesPerRequest !== undefined)
    checks.push({
      budget:
        "console dashboard: one query per figure at most (≤ 3 SQL statements per request: the staff session's, the figures with the sales series, and the low-stock count; the session's last-seen time adds one now and then)",
      actual: num(dash.queriesPerRequest, 2),
      met: dash.queriesPerRequest < 3.2,
    });
  const orderList = by('admin-orders');
  if (orderList && orderList.queriesPerRequest !== null && orderList.queriesPerRequest !== undefined)
    checks.push({
      budget: "console order list ≤ 2 SQL statements per request (the staff session's, and the page with its tab counts)",
      actual: num(orderList.queriesPerRequest, 2),
      met: orderList.queriesPerRequest < 2.2,
    });
  const list = by('list');
  if (list && list.queriesPerRequest !== null && list.queriesPerRequest !== undefined)
    checks.push({ budget: 'product list API ≤ 3 SQL statements per request', actual: num(list.queriesPerRequest, 2), met: list.queriesPerRequest <= 3 });
  const search = by('search');
  if (search?.latencyMs)
    checks.push({
      budget: `search API p95 ≤ 50 ms at 20 connections`,
      actual: `${p95(search, 50).actual} at ${search.connections} connections`,
      met: search.connections === 20 ? p95(search, 50).met : null,
    });
  return checks;
}

export function printBudgets(checks: BudgetCheck[]): void {
  if (!checks.length) return;
  console.log('\nBudgets (reported, not asserted):');
  for (const c of checks) console.log(`  ${c.met === null ? 'n/a ' : c.met ? 'met ' : 'MISS'}  ${c.budget}: ${c.actual}`);
}

/** SQL statements and server CPU per request beside the latest earlier run of the same kind at other sizes. */
export function printQueryScaling(kind: string, products: number, results: ScenarioResult[]): void {
  let files: string[] = [];
  try {
    files = readdirSync(RESULTS_DIR)
      .filter((f) => new RegExp(`-${kind}-\\d+\\.json$`).test(f))
      .sort();
  } catch {
    return;
  }
  // Per size, the reports oldest first; each scenario takes the latest report that ran it.
  const bySize = new Map<number, BenchReport[]>();
  for (const f of files) {
    try {
      const report = JSON.parse(readFileSync(path.join(RESULTS_DIR, f), 'utf8')) as BenchReport;
      if (report.products !== products && Array.isArray(report.scenarios)) bySize.set(report.products, [...(bySize.get(report.products) ?? []), report]);
    } catch {
      /* not a bench report */
    }
  }
  if (!bySize.size) return;
  const sizes = [...bySize.keys(), products].sort((a, b) => a - b);
  const at = (n: number, id: string) =>
    n === products
      ? results.find((s) => s.id === id)
      : bySize
          .get(n)!
          .map((rep) => rep.scenarios.find((s) => s.id === id && s.reqPerSec !== undefined))
          .filter(Boolean)
          .at(-1);
  const cell = (r: ScenarioResult | undefined) => `${num(r?.queriesPerRequest, 2)} · ${num(r?.serverCpuMsPerRequest, 1)}`;
  console.log(`\nPer request by catalogue size, SQL statements · server CPU ms (${kind}; other sizes from the latest earlier runs):`);
  console.log(`  ${'scenario'.padEnd(22)}${sizes.map((n) => `${num(n)}${n === products ? '*' : ''}`.padStart(16)).join('')}`);
  for (const r of results) {
    if (r.id === 'trivial') continue;
    console.log(`  ${r.title.padEnd(22)}${sizes.map((n) => cell(at(n, r.id)).padStart(16)).join('')}`);
  }
  console.log('  (* this run)');
}

export function writeReport(report: BenchReport): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${stamp}-${report.database}-${report.products}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
