/** Health and readiness for the balancer, the query counter for the benchmark, and the static files. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheSizes } from '../cache-stats.ts';
import { totalQueryCount } from '../db/client.ts';
import { cacheControlOf, IMMUTABLE_PREFIX, type DiskStorage, type Storage } from '../media/storage.ts';
import { sendError } from './envelope.ts';
import { DomainError } from './errors.ts';

export function registerOperations(
  app: FastifyInstance,
  opts: {
    isDraining(): boolean;
    databaseReady(): Promise<boolean>;
    databaseKind: string;
    metrics: boolean;
    pageCacheStats?: () => object | undefined;
    /** The embedded database's WASM memory, in bytes (PGlite only). */
    databaseMemory?: () => number;
  },
) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Readiness asks the database itself (not a cache), so a balancer stops sending traffic while it is gone.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (opts.isDraining()) return reply.status(503).send({ status: 'draining' });
    if (!(await opts.databaseReady())) return reply.status(503).send({ status: 'unavailable', database: opts.databaseKind, reachable: false });
    return { status: 'ready', database: opts.databaseKind };
  });
  if (opts.metrics)
    app.get('/_metrics', { schema: { hide: true } }, async () => ({
      queries: totalQueryCount(),
      pageCache: opts.pageCacheStats?.() ?? null,
      memory: memoryMB(opts.databaseMemory?.()),
      caches: cacheSizes(),
    }));
}

/**
 * The process's memory by kind, in MB: V8's heap (used of total), memory outside it (`external`:
 * buffers and, on PGlite, the WASM memory, counted there at its full size), RSS, and `wasm`, the
 * embedded database's WASM memory (its size: how much of it is resident only /proc can tell).
 */
function memoryMB(wasmBytes: number | undefined) {
  const usage: Record<string, number> = { ...process.memoryUsage() };
  if (wasmBytes !== undefined) usage.wasm = wasmBytes;
  return Object.fromEntries(Object.entries(usage).map(([kind, bytes]) => [kind, Math.round(bytes / 2 ** 20)]));
}

/** The stored files at /uploads/, the built client's assets at /assets/, and the 404 envelope for anything else. */
export async function registerStaticFiles(app: FastifyInstance, opts: { storage: Storage; clientDir: string | null }) {
  const { storage } = opts;
  if (storage.kind === 'disk') {
    const uploads = (storage as DiskStorage).root;
    mkdirSync(path.join(uploads, IMMUTABLE_PREFIX), { recursive: true });
    // Uploads are named by their content's hash: a name never changes what it holds, so browsers keep them for good.
    await app.register(fastifyStatic, {
      root: path.join(uploads, IMMUTABLE_PREFIX),
      prefix: `/uploads/${IMMUTABLE_PREFIX}`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d', index: false });
  } else {
    registerStoredFiles(app, storage);
  }
  const clientDir = opts.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'assets'))) {
    // The build writes each text asset's brotli and gzip beside it (vite.config.ts): sent as they are.
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new DomainError('NOT_FOUND')));
}

/**
 * Files of a bucket at the same /uploads/ addresses, with the data folder's caching: streamed
 * through the shop, or (S3_PUBLIC_URL) a redirect to the bucket's own address.
 */
function registerStoredFiles(app: FastifyInstance, storage: Storage) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const direct = storage.directUrl(key);
    if (direct) return reply.header('cache-control', cacheControlOf(key)).redirect(direct, 302);
    const file = await storage.get(key);
    if (!file) throw new DomainError('NOT_FOUND');
    reply.header('cache-control', cacheControlOf(key));
    if (file.etag) reply.header('etag', file.etag);
    if (file.modifiedAt) reply.header('last-modified', file.modifiedAt.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.contentType).header('content-length', file.bytes).send(file.body);
  });
}
