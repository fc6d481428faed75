/**
 * Starts the shop: opens (and migrates) the database, loads the demo data on first start,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish). With
 * WORKERS=N the first process does the preparing once and N workers serve (platform/cluster.ts).
 */
import cluster from 'node:cluster';
import { loadAllCatalogues } from '../shared/i18n/i18n.ts';
import { buildApp } from './app.ts';
import { fullCollection, releaseWhenQuiet } from './platform/idle-memory.ts';
import { CLIENT_DIR } from './platform/paths.ts';
import { clusterRefusal, superviseWorkers } from './platform/cluster.ts';
import { createStorage } from './platform/media/configured-storage.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { schema } from './db-schema.ts';
import { openDatabase } from './platform/db/client.ts';
import { connectRedis } from './platform/redis.ts';
import { ensureDemoData } from './seed/first-start.ts';
import { loadAssets } from './ssr/assets.ts';

const config = loadConfig();
const refusal = clusterRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const supervising = config.workers > 1 && cluster.isPrimary;
const isWorker = config.workers > 1 && cluster.isWorker;

const openShopDatabase = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`, schema });

/** What the shop prints once it is up: its address, the demo accounts on first start, its database. */
function welcome(cfg: Config, credentials: Awaited<ReturnType<typeof ensureDemoData>>, kind: 'pglite' | 'postgres') {
  const lines = [``, `  The shop is running at ${cfg.publicUrl}`, `  API documentation: ${cfg.publicUrl}/api/docs`];
  if (credentials) {
    lines.push(
      ``,
      `  Accounts (the passwords are shown only this once):`,
      ...(credentials.customer.email ? [`    customer  ${credentials.customer.email}  ${credentials.customer.password}`] : []),
      `    merchant  ${credentials.owner.email}  ${credentials.owner.password}`,
    );
  }
  lines.push(`  Database: ${kind === 'pglite' ? `embedded (${cfg.dataDir}/db) — for trying the shop; use PostgreSQL in production` : 'PostgreSQL'}`);
  if (cfg.s3) lines.push(`  Uploads: S3 bucket ${cfg.s3.bucket}${cfg.s3.endpoint ? ` at ${cfg.s3.endpoint}` : ''}`);
  if (cfg.workers > 1) lines.push(`  Processes: ${cfg.workers} workers`);
  console.log([...lines, ``].join('\n'));
}

if (supervising) {
  // Migrations and the demo shop once, before any worker opens the database.
  const database = await openShopDatabase();
  const storage = await createStorage(config);
  const credentials = await ensureDemoData({ db: database.db, storage, log: (msg) => console.log(msg) });
  await storage.close();
  await database.close();
  await superviseWorkers(config.workers, (msg) => console.log(msg));
  welcome(config, credentials, database.kind);
} else {
  await serve();
}

async function serve() {
  await loadAllCatalogues();
  const database = await openShopDatabase();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const assets = loadAssets(CLIENT_DIR);
  const { app, drain, inFlight, activity, storage } = await buildApp({ config, database, redis, assets, scheduler: true });
  // Once the shop has been quiet a while, one full collection gives V8's grown heap back (platform/idle-memory.ts).
  const quietMs = Number(process.env.IDLE_GC_MS ?? 10_000);
  const collect = quietMs > 0 ? fullCollection() : null;
  const idle = collect ? releaseWhenQuiet({ quietMs, activity, release: collect }) : null;
  if (!assets) app.log.warn('The storefront is not built (npm run build): pages render without scripts.');

  const credentials = isWorker ? null : await ensureDemoData({ db: database.db, storage, log: (msg) => app.log.info(msg) });
  await app.listen({ port: config.port, host: config.host });
  if (!isWorker) welcome(config, credentials, database.kind);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** After SIGTERM the shop keeps serving for this long (readyz says draining) so a load balancer can stop sending. */
  const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 1000);

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    drain();
    idle?.stop();
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      if (signal === 'SIGTERM') await sleep(GRACE_MS);
      while (inFlight() > 0) await sleep(20);
      await app.close();
      await redis?.quit();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
