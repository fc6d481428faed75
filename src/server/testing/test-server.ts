/**
 * A real server over HTTP on a fresh database, one per test suite: a copy of the migrated
 * embedded template, or a new PostgreSQL database when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAllCatalogues } from '../../shared/i18n/i18n.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { schema } from '../db-schema.ts';
import { openDatabase, type Database, type Db } from '../platform/db/client.ts';
import { PROJECT_ROOT } from '../platform/paths.ts';
import { connectRedis } from '../platform/redis.ts';
import type { StorefrontAssets } from '../ssr/assets.ts';

const TEMPLATE_DIR = path.join(PROJECT_ROOT, '.test-data', 'template');

export interface TestServer {
  url: string;
  db: Db;
  database: Database;
  app: App;
  config: Config;
  /** POSTs JSON and returns the HTTP status and the parsed envelope. */
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void>; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), schema });
    return {
      database,
      dataDir,
      dispose: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(TEMPLATE_DIR, path.join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), schema });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database without a server, for tests that call the services and workflows directly;
 * `dataDir` is a scratch folder removed on close.
 */
export async function startTestDatabase(): Promise<{ db: Db; dataDir: string; close(): Promise<void> }> {
  await loadAllCatalogues();
  const { database, dispose, dataDir } = await freshDatabase();
  return { db: database.db, dataDir, close: dispose };
}

/**
 * `env` configures the server as the environment would; REDIS_URL in it connects Redis. `assets`
 * are the built client's (ssr/assets.ts loadAssets): pages then link its scripts and inline its
 * stylesheet as in production.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { assets?: StorefrontAssets } = {}): Promise<TestServer> {
  await loadAllCatalogues();
  const { database, dispose, dataDir } = await freshDatabase();
  return serve(database, dataDir, env, dispose, options.assets);
}

/**
 * Another process of the same shop: a second app on `first`'s database with its own data folder
 * (as on another machine), configured by `env`. Closing it leaves the database to `first`.
 */
export async function startAnotherProcess(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  return serve(first.database, dataDir, env, async () => rmSync(dataDir, { recursive: true, force: true }));
}

async function serve(database: Database, dataDir: string, env: Record<string, string>, dispose: () => Promise<void>, assets?: StorefrontAssets): Promise<TestServer> {
  const config = {
    ...loadConfig({ AUTH_RATE_LIMIT: '1000', CHECKOUT_RATE_LIMIT: '1000', UNPAID_ORDERS_PER_ADDRESS: '1000', ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: undefined,
    publicUrl: 'http://shop.test',
  };
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  const app = await buildApp({ config, database, redis, strictResponses: true, logger: false, assets });
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db: database.db,
    database,
    app,
    config,
    async post(p, body, headers = {}) {
      const response = await fetch(address + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? '{}' : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    get: (p, headers = {}) => fetch(address + p, { headers, redirect: 'manual' }),
    async close() {
      const closing = app.app.close();
      // The test's own keep-alive and refused-upgrade connections must not hold the close open.
      app.app.server.closeAllConnections();
      await closing;
      await redis?.quit();
      await dispose();
    },
  };
}
