/**
 * Starts the shop: opens (and migrates) the database, loads the demo data on first start,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish).
 */
import { loadAllCatalogues } from '../shared/i18n/i18n.ts';
import { buildApp } from './app.ts';
import { CLIENT_DIR } from './platform/paths.ts';
import { loadConfig } from './platform/config.ts';
import { schema } from './db-schema.ts';
import { openDatabase } from './platform/db/client.ts';
import { connectRedis } from './platform/redis.ts';
import { ensureDemoData } from './seed/first-start.ts';
import { loadAssets } from './ssr/assets.ts';

const config = loadConfig();
await loadAllCatalogues();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`, schema });
const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
const assets = loadAssets(CLIENT_DIR);
const { app, drain, inFlight, storage } = await buildApp({ config, database, redis, assets, scheduler: true });
if (!assets) app.log.warn('The storefront is not built (npm run build): pages render without scripts.');

const credentials = await ensureDemoData({ db: database.db, storage, log: (msg) => app.log.info(msg) });
await app.listen({ port: config.port, host: config.host });

const lines = [``, `  The shop is running at ${config.publicUrl}`, `  API documentation: ${config.publicUrl}/api/docs`];
if (credentials) {
  lines.push(
    ``,
    `  Accounts (the passwords are shown only this once):`,
    ...(credentials.customer.email ? [`    customer  ${credentials.customer.email}  ${credentials.customer.password}`] : []),
    `    merchant  ${credentials.owner.email}  ${credentials.owner.password}`,
  );
}
lines.push(`  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db) — for trying the shop; use PostgreSQL in production` : 'PostgreSQL'}`, ``);
if (config.s3) lines.splice(-1, 0, `  Uploads: S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
console.log(lines.join('\n'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** After SIGTERM the shop keeps serving for this long (readyz says draining) so a load balancer can stop sending. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 1000);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  drain();
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
