/**
 * The bench's own database: a fresh PostgreSQL database bench_<products> on the DATABASE_URL
 * server, or a PGlite dir bench/.data/<products>/; the catalogue is generated in this process,
 * then the slugs and search words the scenarios rotate over are read back.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { count, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../src/server/platform/db/client.ts';
import { categories, products } from '../../src/server/catalog/catalog.schema.ts';
import { createDiskStorage } from '../../src/server/platform/media/storage.ts';
import { generateCatalog } from '../../src/server/seed/bench-catalog.ts';
import { prepareCommerce, type CommerceTargets } from './commerce.ts';
import { prepareOrders, prepareStaff, type OrderTargets } from './orders.ts';
import { ROOT } from './build.ts';

export interface Dataset {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR of the server (PGlite in DATA_DIR/db; uploads in DATA_DIR/uploads either way). */
  dataDir: string;
  databaseUrl?: string;
  /** Printable location (password hidden). */
  where: string;
  reused: boolean;
  generateSeconds: number;
  /** Seconds spent generating past orders (0 when reused or none asked for). */
  ordersGenerateSeconds?: number;
}

export interface Targets {
  productSlugs: string[];
  categorySlugs: string[];
  searchWords: { en: string[]; zh: string[] };
  commerce: CommerceTargets;
  /** For the console scenarios (when orders were asked for): search targets and a staff account. */
  admin?: OrderTargets & { staff: { email: string; password: string } };
}

const log = (m: string) => console.log(`  ${m}`);

function hidePassword(url: URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function productCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  return Number(n);
}

/** Creates (or reuses, with keep) the database, generates the catalogue and reads the targets. */
export async function prepareDataset(opts: { products: number; keep: boolean; databaseUrl?: string; orders?: number }): Promise<{ dataset: Dataset; targets: Targets }> {
  const dataDir = path.join(ROOT, 'bench', '.data', opts.databaseUrl ? `postgres-${opts.products}` : String(opts.products));
  let databaseUrl: string | undefined;
  let where: string;
  let fresh = !opts.keep;

  if (opts.databaseUrl) {
    const server = new URL(opts.databaseUrl);
    const name = `bench_${opts.products}`;
    const admin = new pg.Client({ connectionString: opts.databaseUrl });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (!exists) fresh = true;
      if (fresh) {
        log(exists ? `Dropping and recreating database ${name}` : `Creating database ${name}`);
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`create database "${name}"`);
      }
    } finally {
      await admin.end();
    }
    server.pathname = `/${name}`;
    databaseUrl = server.toString();
    where = `PostgreSQL ${hidePassword(server)}`;
  } else {
    where = `PGlite ${path.relative(ROOT, path.join(dataDir, 'db'))}`;
    if (!existsSync(path.join(dataDir, 'db'))) fresh = true;
  }
  if (fresh) rmSync(dataDir, { recursive: true, force: true });

  log(`Opening ${where}${fresh ? ' (new)' : ''}`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, 'db') });
  } catch (err) {
    if (fresh) throw err;
    log(`The kept dataset does not open (${(err as Error).message}): generating it again`);
    return prepareDataset({ ...opts, keep: false });
  }
  let generateSeconds = 0;
  try {
    let existing = await productCount(database.db);
    if (fresh || existing === opts.products) {
      if (existing === 0) {
        log(`Generating ${opts.products.toLocaleString('en')} products…`);
        const started = Date.now();
        await generateCatalog(database.db, {
          products: opts.products,
          storage: createDiskStorage(path.join(dataDir, 'uploads')),
          log,
          // Fewer, larger set-based statements on PostgreSQL; PGlite keeps its memory small.
          batchSize: database.kind === 'postgres' ? 10_000 : 1_000,
        });
        generateSeconds = (Date.now() - started) / 1000;
        existing = await productCount(database.db);
        log(`Catalogue ready: ${existing} products in ${generateSeconds.toFixed(1)} s`);
        if (existing !== opts.products) throw new Error(`the generator produced ${existing} products, not ${opts.products}`);
        // What autovacuum would do on a live server soon after a bulk load (PGlite has no autovacuum):
        // statistics, and a vacuum of the catalogue, which also merges the search index's pending
        // list (every search read its 4 MB while it stayed, on a server with autovacuum off).
        if (database.kind === 'postgres') {
          await database.db.execute(sql`vacuum analyze products, product_variants, product_tags`);
          await database.db.execute(sql`analyze`);
        }
      } else log(`Reusing the generated catalogue (${existing} products)`);
      log('Preparing carts for the checkout scenario…');
      const targets: Targets = { ...(await readTargets(database.db, existing)), commerce: await prepareCommerce(database.db) };
      let ordersGenerateSeconds = 0;
      if (opts.orders !== undefined) {
        const prepared = await prepareOrders(database.db, opts.orders, log);
        ordersGenerateSeconds = prepared.generateSeconds;
        targets.admin = { ...prepared.targets, staff: await prepareStaff(database.db) };
      }
      return { dataset: { kind: database.kind, dataDir, databaseUrl, where, reused: !fresh, generateSeconds, ordersGenerateSeconds }, targets };
    }
    log(`The kept dataset has ${existing} products, not ${opts.products}: generating it again`);
  } finally {
    await database.close();
  }
  return prepareDataset({ ...opts, keep: false });
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'model', 'made']);

/** Evenly spaced picks over a frequency-sorted list: common and rare words alike. */
function spread<T>(sorted: T[], n: number): T[] {
  if (sorted.length <= n) return sorted;
  return Array.from({ length: n }, (_, i) => sorted[Math.floor((i * sorted.length) / n)]);
}

function topWords(counts: Map<string, number>): string[] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
}

async function readTargets(db: Db, total: number): Promise<Omit<Targets, 'commerce'>> {
  const step = Math.max(1, Math.floor(total / 200));
  const sample = await db
    .select({ slug: products.slug, title: products.title })
    .from(products)
    .where(sql`${products.published} and ${products.id} % ${step} = 0`)
    .orderBy(products.id)
    .limit(200);
  const byCount = await db
    .select({ slug: categories.slug, n: count(products.id) })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.slug)
    .orderBy(desc(count(products.id)))
    .limit(20);

  const en = new Map<string, number>();
  const zh = new Map<string, number>();
  for (const { title } of sample) {
    for (const text of Object.values(title ?? {})) {
      if (CJK.test(text)) {
        // CJK runs are indexed as character bigrams; search with a two-character word.
        for (const run of text.match(/[\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
          for (let i = 0; i + 2 <= run.length; i += 2) zh.set(run.slice(i, i + 2), (zh.get(run.slice(i, i + 2)) ?? 0) + 1);
        }
      } else {
        for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) if (!STOP.has(word)) en.set(word, (en.get(word) ?? 0) + 1);
      }
    }
  }
  return {
    productSlugs: sample.map((r) => r.slug),
    categorySlugs: byCount.map((r) => r.slug),
    searchWords: { en: spread(topWords(en), 12), zh: spread(topWords(zh), 8) },
  };
}
