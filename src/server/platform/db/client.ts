/**
 * Opens the database: PostgreSQL through a pool when DATABASE_URL is set, else embedded PGlite
 * in DATA_DIR. Both speak the same dialect, run the same migrations and the same queries.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction, or the database outside one: helpers that must run in either take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database takes queries right now (readiness), within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Called when a PostgreSQL connection breaks (restart, failover, terminated backend). */
  onConnectionError(listener: (err: Error) => void): void;
  /** PGlite: the bytes of its WASM memory now (it grows and never shrinks); absent on PostgreSQL. */
  memory?: () => number;
  close(): Promise<void>;
}

/** Counts SQL statements per request (bench and query-budget tests read it). */
export const queryCounter = new AsyncLocalStorage<{ count: number; background?: boolean }>();
let totalQueries = 0;
export function totalQueryCount(): number {
  return totalQueries;
}
const logger = {
  logQuery() {
    const store = queryCounter.getStore();
    if (store?.background) return;
    totalQueries++;
    if (store) store.count++;
  },
};

/** Runs work no request waits for (the job runner): its statements count neither for a request nor in the total. */
export function uncounted<T>(work: () => Promise<T>): Promise<T> {
  return queryCounter.run({ count: 0, background: true }, work);
}

export const MIGRATIONS_FOLDER = MIGRATIONS_DIR;

/**
 * PGlite's shared buffers (PostgreSQL's page cache, inside the process's WASM memory). That memory
 * is zero-filled when PGlite starts and never given back, so all of it is resident for the life of
 * the process; with PostgreSQL's default of 128MB it was about 150 of an idle shop's 390 MB. Pages
 * it no longer holds are read again through the operating system's file cache (docs/decisions.md,
 * "Memory under load"). PGLITE_SHARED_BUFFERS overrides it (a PostgreSQL size such as 64MB).
 */
export function pgliteSharedBuffers(value = process.env.PGLITE_SHARED_BUFFERS): string {
  if (!value) return '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, not ${value}`);
  return value;
}

/**
 * `schema`: the tables for Drizzle's relational queries (src/server/db-schema.ts gathers every
 * domain's); the query builders and the migrations do not need it.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; migrationsFolder?: string; schema?: Record<string, unknown> }): Promise<Database> {
  const schema = opts.schema;
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // A connection that drops (database restart, failover, terminated backend) must not take the
    // process down. pg-pool listens for errors only on idle clients; a client checked out for a
    // transaction emits its 'error' with nobody listening, which would end the process. Every
    // client gets a listener when it connects: the request that held it fails with a clean error
    // (its transaction rolls back with the connection), the pool discards the broken client.
    const listeners: ((err: Error) => void)[] = [];
    const lost = (err: Error) => {
      console.error(`database connection lost: ${err.message}`);
      for (const listener of listeners) listener(err);
    };
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: (timeoutMs = 2000) => answersWithin(pool.query('select 1'), timeoutMs),
      onConnectionError: (listener) => listeners.push(listener),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`],
  });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: (timeoutMs = 2000) => answersWithin(client.query('select 1'), timeoutMs),
    onConnectionError: () => {},
    memory: () => client.Module.HEAPU8.byteLength,
    close: () => client.close(),
  };
}

/** True when the query succeeds within the time; false when it fails or takes longer. */
async function answersWithin(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
