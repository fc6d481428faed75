/**
 * `npm run bench -- [--products N] [--duration S] [--connections N] [--search-connections N] [--keep]`
 *
 * Starts the built shop on its own database (PostgreSQL database bench_<N> on the DATABASE_URL
 * server, else PGlite in bench/.data/<N>/) holding a generated catalogue, plus a trivial Fastify
 * server for scale, then drives loopback load with autocannon at the server-rendered pages and
 * the catalogue APIs. Prints req/s, p50/p95/p99 latency, failures and SQL statements per
 * request, and writes bench/results/<timestamp>-<pglite|postgres>-<N>.json. Slow numbers are
 * reported, never fatal; the exit code is non-zero only when something breaks.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ADMIN_ORDERS_DEFAULT, parseArgs, UsageError, wantsAdmin, type BenchArgs } from './lib/args.ts';
import { ensureBuilt, ROOT, SERVER_ENTRY } from './lib/build.ts';
import { prepareDataset, type Targets } from './lib/dataset.ts';
import { runScenario, type RequestSpec, type Scenario, type ScenarioResult } from './lib/load.ts';
import { idleProbe } from './lib/idle.ts';
import { freePort, HOST, installExitHandlers, sleep, startChild, stopAll, stopChild, waitReady } from './lib/processes.ts';
import { rssMonitor, type RssRun } from './lib/rss.ts';
import { formatSplit, pollHighestSplit, readMemorySplit } from './lib/memory-split.ts';
import { takeHeapSnapshot } from './lib/heap-snapshot.ts';
import serverNodeFlags from '../scripts/server-node-flags.json' with { type: 'json' };
import {
  busyWarning,
  checkBudgets,
  machineBusy,
  machineInfo,
  printBudgets,
  printQueryScaling,
  printRss,
  printSideBySide,
  printTable,
  rssBudgets,
  writeReport,
  type BenchReport,
} from './lib/report.ts';

const SORTS = ['recommended', 'price_asc', 'price_desc', 'created_desc', 'sales_desc'] as const;
/** Shoppers adding to their carts: each holds up to 99 of a SKU, so the scenario never runs dry. */
const CART_VISITORS = Array.from({ length: 1_000 }, () => randomUUID());

const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled'] as const;

/** The merchant console's reads: the order list (tabs, filters, sorts, searches, deep pages) and the dashboard. */
function adminScenarios(args: BenchArgs, shop: string, t: Targets, token: string, deep: DeepPages): Scenario[] {
  if (!t.admin) return [];
  const headers = { 'x-auth': token };
  const list = (body: Record<string, unknown>): RequestSpec => ({ method: 'POST', path: '/api/admin/order/list', body: { pageSize: 20, ...body }, headers });
  const today = new Date();
  const dayAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  const base = { origin: shop, connections: args.connections, metricsUrl: `${shop}/_metrics`, envelope: true };
  return [
    {
      ...base,
      id: 'admin-orders',
      title: 'console order list',
      requests: [
        ...ORDER_TABS.flatMap((tab) => [1, 2, 3].map((page) => list({ tab, page }))),
        ...(['bank_transfer', 'cash_on_delivery', 'sandbox_card', 'stripe'] as const).map((paymentMethod) => list({ paymentMethod })),
        list({ status: 'in_progress' }),
        list({ payStatus: 'unpaid' }),
        list({ deliveryStatus: 'shipped', tab: 'to_receive' }),
        list({ from: dayAgo(30), to: dayAgo(0) }),
        list({ from: dayAgo(400), to: dayAgo(370), tab: 'completed' }),
        list({ sort: 'total', dir: 'desc' }),
        list({ sort: 'total', dir: 'asc', tab: 'completed' }),
        list({ sort: 'number', dir: 'desc' }),
        list({ sort: 'submittedAt', dir: 'asc' }),
      ],
    },
    {
      ...base,
      id: 'admin-search',
      title: 'console order search',
      requests: interleave(
        t.admin.numbers.map((q) => list({ q })),
        t.admin.emails.map((q, i) => list({ q, tab: i % 2 ? 'all' : 'completed' })),
      ),
    },
    {
      ...base,
      id: 'admin-deep',
      title: 'console order deep pages',
      requests: deep.map(list),
    },
    {
      ...base,
      id: 'admin-dashboard',
      title: 'console dashboard',
      requests: ([1, 7, 30] as const).flatMap((days) =>
        ['UTC', 'Asia/Manila', 'America/New_York'].map((timeZone) => ({ method: 'POST' as const, path: '/api/admin/dashboard/get', body: { days, timeZone }, headers })),
      ),
    },
  ];
}

/** Distinct URLs of the scenarios that defeat the page cache: more than a run sends. */
const UNKEPT_URLS = 100_000;

type DeepPages = Array<Record<string, unknown>>;
const DEEP_PAGES = [50, 200, 1_000, 5_000].flatMap((page) => [{ page }, { page, sort: 'total', dir: 'desc' }, { page, tab: 'completed' }]);

/**
 * The console's "next" from deep pages (50, 200, 1,000, 5,000; newest first, by total, completed):
 * each page is read once here, and the scenario asks for the page after it from its last row's
 * cursor, as the console's pager does.
 */
async function deepPages(shop: string, token: string): Promise<DeepPages> {
  return Promise.all(
    DEEP_PAGES.map(async (body) => {
      const res = await fetch(`${shop}/api/admin/order/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-auth': token },
        body: JSON.stringify({ pageSize: 20, ...body }),
      });
      const json = (await res.json()) as { code: number; msg?: string; data?: { next: string | null } };
      if (json.code !== 0 || !json.data?.next) throw new Error(`deep page ${JSON.stringify(body)}: ${json.msg ?? 'no next page'}`);
      return { ...body, page: body.page + 1, after: json.data.next };
    }),
  );
}

function scenarios(
  args: BenchArgs,
  shop: string,
  trivial: string,
  t: Targets,
  pids: { shop?: number; trivial?: number } = {},
  token = '',
  deep: DeepPages = [],
): Scenario[] {
  const metricsUrl = `${shop}/_metrics`;
  const post = (body: unknown, lang = 'en'): RequestSpec => ({ method: 'POST', path: '/api/web/product/list', body, headers: { 'x-lang': lang } });
  const get = (p: string): RequestSpec => ({ method: 'GET', path: p });
  const c = args.connections;
  const all: Scenario[] = [
    { id: 'trivial', title: 'trivial Fastify route', origin: trivial, connections: c, requests: [get('/')] },
    { id: 'home', title: 'SSR home', origin: shop, connections: c, metricsUrl, requests: [get('/')] },
    {
      id: 'category',
      title: 'SSR category page',
      origin: shop,
      connections: c,
      metricsUrl,
      requests: t.categorySlugs.map((s) => get(`/category/${encodeURIComponent(s)}`)),
    },
    { id: 'product', title: 'SSR product page', origin: shop, connections: c, metricsUrl, requests: t.productSlugs.map((s) => get(`/product/${encodeURIComponent(s)}`)) },
    // The same pages rendered on every request: each URL carries a query value no page reads, so the
    // page cache (keyed by the whole URL) never holds it yet — what a page costs before it is kept.
    {
      id: 'category-uncached',
      title: 'SSR category page, not kept',
      origin: shop,
      connections: c,
      metricsUrl,
      requests: Array.from({ length: UNKEPT_URLS }, (_, i) => get(`/category/${encodeURIComponent(t.categorySlugs[i % t.categorySlugs.length])}?bench=${i}`)),
    },
    {
      id: 'product-uncached',
      title: 'SSR product page, not kept',
      origin: shop,
      connections: c,
      metricsUrl,
      requests: Array.from({ length: UNKEPT_URLS }, (_, i) => get(`/product/${encodeURIComponent(t.productSlugs[i % t.productSlugs.length])}?bench=${i}`)),
    },
    {
      id: 'list',
      title: 'product list API',
      origin: shop,
      connections: c,
      metricsUrl,
      envelope: true,
      // pages 1–20 crossed with the sorts, interleaved so neighbours differ in both
      requests: Array.from({ length: 20 * SORTS.length }, (_, i) => post({ page: (i % 20) + 1, pageSize: 24, sort: SORTS[i % SORTS.length] })),
    },
    {
      id: 'search',
      title: 'search API',
      origin: shop,
      connections: args.searchConnections,
      metricsUrl,
      envelope: true,
      requests: interleave(
        t.searchWords.en.map((q) => post({ q, pageSize: 24 })),
        t.searchWords.zh.map((q) => post({ q, pageSize: 24 }, 'zh')),
      ),
    },
    {
      id: 'filter',
      title: 'category filter API',
      origin: shop,
      connections: c,
      metricsUrl,
      envelope: true,
      requests: t.categorySlugs.map((category) => post({ category, inStock: true, minPrice: 1000, maxPrice: 50000, sort: 'price_desc' })),
    },
    {
      id: 'cart',
      title: 'add to cart API',
      origin: shop,
      connections: c,
      metricsUrl,
      envelope: true,
      requests: Array.from({ length: 5_000 }, (_, i) => ({
        method: 'POST' as const,
        path: '/api/web/cart/add',
        body: { sku: t.commerce.skus[i % t.commerce.skus.length], quantity: 1 },
        headers: { 'x-visitor-id': CART_VISITORS[i % CART_VISITORS.length] },
      })),
    },
    {
      id: 'checkout',
      title: 'complete checkout (sandbox card)',
      origin: shop,
      connections: c,
      metricsUrl,
      envelope: true,
      requests: t.commerce.checkoutVisitors.map((visitor) => ({
        method: 'POST' as const,
        path: '/api/web/checkout/place',
        body: {
          idempotencyKey: randomUUID(),
          email: 'bench@example.com',
          address: { firstName: 'Bench', lastName: 'Shopper', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' },
          shippingMethodId: t.commerce.shippingMethodId,
          paymentMethod: 'sandbox_card',
          card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
        },
        headers: { 'x-visitor-id': visitor },
      })),
    },
    ...(wantsAdmin(args) ? adminScenarios(args, shop, t, token, deep) : []),
  ];
  for (const s of all) s.serverPid = s.id === 'trivial' ? pids.trivial : pids.shop;
  return args.only ? all.filter((s) => args.only!.includes(s.id) || (s.id.startsWith('admin-') && args.only!.includes('admin'))) : all;
}

/** Signs the bench's staff account in through the console's sign-in call; the token goes in the x-auth header. */
async function staffToken(shop: string, staff: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${shop}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account: staff.email, password: staff.password }),
  });
  const json = (await res.json()) as { code: number; msg?: string; data?: { token: string } };
  if (json.code !== 0 || !json.data) throw new Error(`staff sign-in failed: ${json.msg ?? res.status}`);
  return json.data.token;
}

function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}

async function main(): Promise<number> {
  let args: BenchArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(`bench: ${err.message}\n`);
    console.error(err.usage);
    return err.message ? 2 : 0;
  }
  installExitHandlers();
  profiling = args.cpuProf;
  const startedAt = new Date().toISOString();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const log = (m: string) => console.log(m);

  ensureBuilt(log);
  log(`Preparing the bench database (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${args.products.toLocaleString('en')} products)…`);
  const orders = wantsAdmin(args) ? (args.orders ?? ADMIN_ORDERS_DEFAULT) : undefined;
  const { dataset, targets } = await prepareDataset({ products: args.products, keep: args.keep, databaseUrl, orders });

  const counts = args.workers ?? [1];
  const redisUrl = process.env.REDIS_URL || '';
  if (args.workers && (!dataset.databaseUrl || !redisUrl)) {
    console.error('bench: --workers needs PostgreSQL and Redis (set DATABASE_URL and REDIS_URL)');
    return 2;
  }
  const trivialPort = await freePort();
  const trivial = startChild('trivial', process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'trivial-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST, PORT: String(trivialPort) },
  });
  const trivialUrl = `http://${HOST}:${trivialPort}`;
  await waitReady(trivial, `${trivialUrl}/readyz`, 60_000);
  log(
    `Rotating over ${targets.productSlugs.length} products, ${targets.categorySlugs.length} categories, ` +
      `search words ${[...targets.searchWords.en, ...targets.searchWords.zh].join(' ')}`,
  );

  const idle = await idleProbe(dataset.databaseUrl);
  const busyBefore = await machineBusy(2_000);
  log(`Other work on the machine just now: ${busyBefore}% of the CPUs busy`);
  const runs: Array<{ workers: number; results: ScenarioResult[]; expected: number; rss: RssRun }> = [];
  for (const workers of counts) {
    const shopPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...serverNodeFlags.env,
      ...process.env,
      NODE_ENV: 'production',
      METRICS: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      HOST,
      PORT: String(shopPort),
      PUBLIC_URL: `http://${HOST}:${shopPort}`,
      DATA_DIR: dataset.dataDir,
      DATABASE_URL: dataset.databaseUrl ?? '',
      // One process needs no Redis; several share rate limits, notices and cache purges through it.
      REDIS_URL: args.workers ? redisUrl : '',
      WORKERS: String(workers),
      // Load from one address: the per-address limits would otherwise answer most requests with 429.
      AUTH_RATE_LIMIT: '1000000000',
      CHECKOUT_RATE_LIMIT: '1000000000',
      UNPAID_ORDERS_PER_ADDRESS: '1000000000',
      PAYMENT_METHODS: 'bank_transfer,sandbox_card',
      SCHEDULER_INTERVAL_MS: '3600000',
    };
    log(`Starting the shop (${workers} process${workers === 1 ? '' : 'es'})…`);
    const profile = args.cpuProf
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench', 'results')}`, `--cpu-prof-name=${startedAt.replace(/[:.]/g, '-')}-shop-${workers}.cpuprofile`]
      : [];
    const heap = args.heapSnapshot ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${path.join(ROOT, 'bench', 'results')}`] : [];
    // The V8 flags `npm start` runs the server with; SHOP_NODE_FLAGS (space-separated) replaces them for an experiment.
    const nodeFlags = process.env.SHOP_NODE_FLAGS !== undefined ? process.env.SHOP_NODE_FLAGS.split(/\s+/).filter(Boolean) : serverNodeFlags.flags;
    if (workers === counts[0]) log(`Shop node flags: ${nodeFlags.join(' ') || '(none)'}`);
    const shop = startChild('shop', process.execPath, [...nodeFlags, ...profile, ...heap, SERVER_ENTRY], { cwd: ROOT, env });
    const shopUrl = `http://${HOST}:${shopPort}`;
    await waitReady(shop, `${shopUrl}/readyz`, 180_000);
    log(`Ready: shop ${shopUrl}, trivial ${trivialUrl}`);
    // RSS once start-up has settled (workers listening, the first requests' allocations done).
    await idle.settle(shop.proc.pid);
    const memory = rssMonitor(shop.proc.pid);
    const rss: RssRun = { workers, idleStart: memory.now(), peak: null, afterLoad: null, idleAfterSeconds: args.idleAfter };
    // What the memory is made of (/_metrics and /proc smaps): one process only, see memory-split.ts.
    const splitOf = () => (workers === 1 ? readMemorySplit(`${shopUrl}/_metrics`, shop.proc.pid) : Promise.resolve(null));
    const split: NonNullable<RssRun['split']> = { idleStart: await splitOf() };
    rss.split = split;
    log(`Shop RSS at the idle start: ${rss.idleStart ? `${rss.idleStart.totalMB.toFixed(0)} MB` : 'unknown (no /proc)'} (${formatSplit(split.idleStart)})`);
    const token = targets.admin ? await staffToken(shopUrl, targets.admin.staff) : '';
    const deep = targets.admin && wantsAdmin(args) ? await deepPages(shopUrl, token) : [];
    // The trivial route is measured once; it does not change with the shop's processes.
    const chosen = scenarios(args, shopUrl, trivialUrl, targets, { shop: shop.proc.pid, trivial: trivial.proc.pid }, token, deep).filter(
      (s) => s.id !== 'trivial' || runs.length === 0,
    );
    const results: ScenarioResult[] = [];
    for (const s of chosen) {
      const seconds = args.warmup + args.duration;
      log(`→ ${s.title}: ${s.connections} connections, ${seconds} s (${args.warmup} s warm-up), ${s.requests.length} distinct requests`);
      if (s.id !== 'trivial') memory.beginWindow();
      // Under load, the split is read every second; the reading of the highest RSS is kept.
      const splitPoll = s.id !== 'trivial' ? pollHighestSplit(splitOf, 1_000) : null;
      const r = await runScenario(s, { duration: args.duration, warmup: args.warmup, compress: args.compress, idle });
      const scenarioSplit = await splitPoll?.stop();
      if (s.id !== 'trivial') {
        r.rssPeak = memory.endWindow();
        if (r.rssPeak && (!rss.peak || r.rssPeak.totalMB > rss.peak.totalMB)) {
          [rss.peak, rss.peakScenario] = [r.rssPeak, s.title];
          split.peak = scenarioSplit ?? null;
        }
      }
      if (args.workers) r.workers = workers;
      results.push(r);
      if (r.problem) log(`  ! ${r.problem}`);
      if (shop.proc.exitCode !== null || shop.proc.signalCode !== null) {
        log(`The shop exited during "${s.title}":\n${shop.tail.slice(-25).join('\n')}`);
        break;
      }
    }
    rss.afterLoad = memory.now();
    split.afterLoad = await splitOf();
    if (args.idleAfter > 0 && rss.afterLoad) {
      log(`Shop RSS after the load: ${rss.afterLoad.totalMB.toFixed(0)} MB; waiting ${args.idleAfter} s without requests…`);
      rss.idleSeries = [];
      const quietFrom = Date.now();
      for (let second = 10; second < args.idleAfter; second += 10) {
        await sleep(quietFrom + second * 1_000 - Date.now());
        const now = memory.now();
        if (now) rss.idleSeries.push({ seconds: second, totalMB: now.totalMB });
      }
      await sleep(quietFrom + args.idleAfter * 1_000 - Date.now());
      rss.afterIdle = memory.now();
      split.afterIdle = await splitOf();
    }
    memory.stop();
    if (args.heapSnapshot && shop.proc.pid) {
      const file = await takeHeapSnapshot(shop.proc.pid, path.join(ROOT, 'bench', 'results'));
      log(file ? `Heap snapshot: ${path.relative(ROOT, file)}` : 'Heap snapshot: none was written');
    }
    runs.push({ workers, results, expected: chosen.length, rss });
    await stopChild(shop, args.cpuProf ? 120_000 : undefined);
  }

  await idle.close();
  const results = runs.flatMap((r) => r.results);
  const budgets = [
    ...runs.flatMap((r) =>
      checkBudgets(dataset.kind, r.results).map((b) => (args.workers ? { ...b, budget: `${b.budget} (${r.workers} process${r.workers === 1 ? '' : 'es'})` } : b)),
    ),
    ...rssBudgets(runs.map((r) => r.rss)),
  ];
  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    database: dataset.kind,
    products: args.products,
    options: args,
    machine: { ...machineInfo(), busyPercentBefore: busyBefore, busyPercentAfter: await machineBusy(2_000) },
    dataset: { where: dataset.where, reused: dataset.reused, generateSeconds: dataset.generateSeconds, orders, ordersGenerateSeconds: dataset.ordersGenerateSeconds },
    targets: { productSlugs: targets.productSlugs.length, categorySlugs: targets.categorySlugs, searchWords: targets.searchWords },
    scenarios: results,
    rss: runs.map((r) => r.rss),
    budgets,
  };
  const m = report.machine;
  for (const run of runs) {
    printTable(
      `${dataset.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} · ${args.products.toLocaleString('en')} products · ${args.duration} s per scenario` +
        `${orders !== undefined ? ` · ${orders.toLocaleString('en')} orders` : ''}${args.compress ? ' · compressed' : ''}` +
        `${args.workers ? ` · ${run.workers} server process${run.workers === 1 ? '' : 'es'}` : ''} · ${m.cpus} CPUs, ${(m.totalMemoryMB / 1024).toFixed(0)} GB, Node ${m.node}`,
      run.results,
    );
  }
  if (runs.length > 1) printSideBySide(runs);
  printRss(runs.map((r) => r.rss));
  const busy = busyWarning(busyBefore, report.machine.busyPercentAfter);
  if (busy) console.log(`\n${busy}`);
  printBudgets(budgets);
  printQueryScaling(dataset.kind, args.products, runs[0].results);
  const file = writeReport(report);
  log(`\nResults: ${path.relative(ROOT, file)}`);

  const broken = results.filter((r) => !r.ok);
  if (broken.length || runs.some((r) => r.results.length < r.expected)) {
    log(`Broken: ${broken.map((r) => r.title).join(', ') || 'the shop stopped'}`);
    return 1;
  }
  return 0;
}

let code = 1;
let profiling = false;
try {
  code = await main();
} catch (err) {
  console.error(`\nbench failed: ${(err as Error).stack ?? err}`);
} finally {
  await stopAll(profiling ? 120_000 : undefined);
}
process.exit(code);
