/** Command-line flags of `npm run bench`. */

export interface BenchArgs {
  /** Products in the generated catalogue. */
  products: number;
  /** Measured seconds per scenario. */
  duration: number;
  /** Unmeasured warm-up seconds per scenario (same load, results discarded). */
  warmup: number;
  connections: number;
  searchConnections: number;
  /** Reuse an existing generated dataset of the same size. */
  keep: boolean;
  /** Send `accept-encoding: br, gzip` like a browser (the server then compresses). */
  compress: boolean;
  /** Run only the scenarios whose id is listed (comma-separated); `admin` stands for every console scenario. */
  only: string[] | null;
  /** Generated past orders for the console scenarios (null: ADMIN_ORDERS_DEFAULT when they run). */
  orders: number | null;
  /** Run the shop under V8's CPU profiler; the profile is written to bench/results/ when it stops. */
  cpuProf: boolean;
  /** Server process counts to measure one after another in the same run (WORKERS=N; PostgreSQL and Redis); null: one process, as before. */
  workers: number[] | null;
  /** Seconds to wait without requests after the last scenario before reading the shop's RSS again (0: no wait). */
  idleAfter: number;
  /** Run the shop with --heapsnapshot-signal and take a V8 heap snapshot at the end (after the idle wait). */
  heapSnapshot: boolean;
}

/** Orders generated for the console scenarios when --orders is not given. */
export const ADMIN_ORDERS_DEFAULT = 100_000;
export const ADMIN_SCENARIOS = ['admin-orders', 'admin-search', 'admin-deep', 'admin-dashboard'] as const;

/** Whether the console scenarios run: named in --only, or asked for with --orders. */
export function wantsAdmin(args: BenchArgs): boolean {
  if (args.only) return args.only.some((id) => id === 'admin' || id.startsWith('admin-'));
  return args.orders !== null;
}

const USAGE = `Usage: npm run bench -- [options]
  --products N            products in the generated catalogue (default 10000)
  --duration S            measured seconds per scenario (default 10)
  --warmup S              unmeasured warm-up seconds per scenario (default 2)
  --connections N         concurrent connections (default 50)
  --search-connections N  concurrent connections for the search API (default 20)
  --keep                  reuse the generated dataset of that size if it is complete
  --compress              ask for compressed responses (accept-encoding: br, gzip)
  --only a,b              run only these scenarios (trivial, home, category, product, category-uncached,
                          product-uncached, list, search, filter, cart, checkout, admin-orders, admin-search, admin-deep, admin-dashboard;
                          admin = the four console scenarios)
  --orders N              past orders generated for the console scenarios (default ${ADMIN_ORDERS_DEFAULT}; the
                          console scenarios run when --only names them or --orders is given)
  --workers 1,2           run the scenarios against the shop with each number of server processes
                          (WORKERS=N) in turn and print them side by side; needs DATABASE_URL and REDIS_URL
  --idle-after S          after the last scenario, wait S seconds without requests and read the shop's
                          RSS again (default 60; 0 skips the wait)
  --heap-snapshot         take a V8 heap snapshot of the shop at the end (after the idle wait); the
                          .heapsnapshot goes to bench/results/ (open in Chrome DevTools → Memory)
  --cpu-prof              profile the shop's CPU (node --cpu-prof); the .cpuprofile goes to bench/results/
Database: PostgreSQL when DATABASE_URL is set (a database bench_<products> is created on that
server), else embedded PGlite in bench/.data/<products>/.`;

const NUMERIC: Record<string, keyof BenchArgs> = {
  '--products': 'products',
  '--duration': 'duration',
  '--warmup': 'warmup',
  '--connections': 'connections',
  '--search-connections': 'searchConnections',
  '--orders': 'orders',
  '--idle-after': 'idleAfter',
};
const LIMITS: Partial<Record<keyof BenchArgs, [number, number]>> = {
  products: [1, 2_000_000],
  duration: [1, 600],
  warmup: [0, 120],
  connections: [1, 1_000],
  searchConnections: [1, 1_000],
  orders: [0, 5_000_000],
  idleAfter: [0, 3_600],
};

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = {
    products: 10_000,
    duration: 10,
    warmup: 2,
    connections: 50,
    searchConnections: 20,
    keep: false,
    compress: false,
    only: null,
    orders: null,
    cpuProf: false,
    workers: null,
    idleAfter: 60,
    heapSnapshot: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') throw new UsageError('');
    else if (flag === '--keep') args.keep = true;
    else if (flag === '--compress') args.compress = true;
    else if (flag === '--cpu-prof') args.cpuProf = true;
    else if (flag === '--heap-snapshot') args.heapSnapshot = true;
    else if (flag === '--only')
      args.only = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (flag === '--workers') {
      const counts = value()
        .split(',')
        .map((s) => Number(s.trim()));
      if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 64))
        throw new UsageError(`--workers takes process counts from 1 to 64, such as 1,2`);
      args.workers = [...new Set(counts)];
    } else if (flag in NUMERIC) {
      const key = NUMERIC[flag];
      const raw = value().replace(/_/g, '');
      const n = Number(raw);
      const [min, max] = LIMITS[key] ?? [0, Infinity];
      if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} must be an integer from ${min} to ${max}, not ${raw}`);
      (args as unknown as Record<string, number>)[key] = n;
    } else throw new UsageError(`unknown option ${argv[i]}`);
  }
  return args;
}

export class UsageError extends Error {
  readonly usage = USAGE;
}
