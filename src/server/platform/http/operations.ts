/** Health and readiness for the balancer, the query counter for the benchmark, and the static files. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { totalQueryCount } from '../db/client.ts';
import { sendError } from './envelope.ts';
import { DomainError } from './errors.ts';

export function registerOperations(app: FastifyInstance, opts: { isDraining(): boolean; databaseReady(): Promise<boolean>; databaseKind: string; metrics: boolean }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Readiness asks the database itself (not a cache), so a balancer stops sending traffic while it is gone.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (opts.isDraining()) return reply.status(503).send({ status: 'draining' });
    if (!(await opts.databaseReady())) return reply.status(503).send({ status: 'unavailable', database: opts.databaseKind, reachable: false });
    return { status: 'ready', database: opts.databaseKind };
  });
  if (opts.metrics) app.get('/_metrics', { schema: { hide: true } }, async () => ({ queries: totalQueryCount() }));
}

/** Uploads (DATA_DIR/uploads) at /uploads/, the built client's assets at /assets/, and the 404 envelope for anything else. */
export async function registerStaticFiles(app: FastifyInstance, opts: { dataDir: string; clientDir: string | null }) {
  const uploads = path.join(opts.dataDir, 'uploads');
  mkdirSync(path.join(uploads, 'u'), { recursive: true });
  // Uploads are named by their content's hash: a name never changes what it holds, so browsers keep them for good.
  await app.register(fastifyStatic, { root: path.join(uploads, 'u'), prefix: '/uploads/u/', decorateReply: false, immutable: true, maxAge: '365d', index: false });
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d', index: false });
  const clientDir = opts.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new DomainError('NOT_FOUND')));
}
