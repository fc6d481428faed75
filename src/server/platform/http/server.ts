/**
 * The Fastify instance every part of the shop registers on, and the HTTP setup every call shares:
 * request ids, cookies, security headers, compression, rate limits, the error envelope, the
 * request's language and token, and the OpenAPI document.
 */
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { serializeError, serializeRequest } from '../log.ts';
import { registerErrorHandling } from './envelope.ts';
import { DomainError } from './errors.ts';
import { registerRequestContext } from './identity.ts';
import { registerSecurityHeaders, type SecurityOptions } from './security.ts';
import { refuseUnstorableText } from './storable-text.ts';
import { refuseCrossSiteWrites } from './cross-site.ts';

export function createServer(config: Config, opts: { logger?: boolean | object; strictResponses?: boolean }) {
  const app = Fastify({
    // Errors are logged without a failed query's values (see platform/log.ts).
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            serializers: { err: (err: FastifyError) => serializeError(err), req: serializeRequest },
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(opts.strictResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  return app;
}

/** Probes that say nothing of the shop's use: they do not count as activity. */
const PROBES = new Set(['/healthz', '/readyz', '/_metrics']);

/**
 * Requests being served, each counted out once whether it finished or was aborted; draining for
 * shutdown; and a count of the requests that came (probes left out), which moves while the shop is in use.
 */
export function trackRequests(app: FastifyInstance) {
  let draining = false;
  let came = 0;
  const serving = new Set<object>();
  app.addHook('onRequest', async (request) => {
    if (!PROBES.has(request.url)) came++;
    // A websocket upgrade never sees onResponse: counted, it would hold shutdown until the force
    // timer. Open sockets are closed by the server's close instead.
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    serving.add(request);
  });
  app.addHook('onResponse', async (request) => {
    serving.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    serving.delete(request);
  });
  return {
    drain() {
      draining = true;
    },
    isDraining: () => draining,
    inFlight: () => serving.size,
    activity: () => came,
  };
}

export async function registerHttpPlatform(
  app: FastifyInstance,
  opts: {
    config: Config;
    redis?: Redis;
    security: Omit<SecurityOptions, 'production'>;
    /** Runs once cookies are read, before every other hook: the kept pages' lane (ssr/page-lane.ts). */
    early?: onRequestHookHandler;
  },
) {
  const { config } = opts;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(cookie);
  if (opts.early) app.addHook('onRequest', opts.early);
  await registerSecurityHeaders(app, { ...opts.security, production: config.production });
  // Answers compressed on their way out prefer gzip: at the same size as brotli's quality 4 it
  // costs a third less. Kept pages (ssr/page-cache.ts) and built assets are compressed once, harder, as brotli.
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'br'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: () => new DomainError('RATE_LIMITED'),
  });
  registerErrorHandling(app);
  registerRequestContext(app, () => config.defaultLang);
  // Pages are GETs outside /api; the storefront answers an unstorable path with its 404 page.
  refuseCrossSiteWrites(app, { publicUrl: config.publicUrl });
  refuseUnstorableText(app, (method, url) => (method === 'GET' || method === 'HEAD') && !/^\/api(\/|\?|$)/.test(url));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'Every call answers the envelope {code, msg, data}.' },
      components: { securitySchemes: { xAuth: { type: 'apiKey', in: 'header', name: 'x-auth' } } },
      security: [{ xAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
