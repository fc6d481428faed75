/**
 * Builds the one Fastify app that serves the API (/api/web, /api/admin, /app), the storefront
 * (server-rendered) and the merchant console, from its dependencies.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { accountRoutes } from './accounts/accounts.routes.ts';
import { adminAccountRoutes } from './accounts/accounts.admin.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { createTracker, type Tracker } from './analytics/analytics.service.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import type { Config } from './platform/config.ts';
import { pageRoutes } from './ssr/ssr.routes.ts';
import { appRoutes } from './site/site.routes.ts';
import { adminSiteRoutes } from './site/site.admin.routes.ts';
import { createSiteService, type SiteService } from './site/site.service.ts';
import { registerSitemap } from './site/sitemap.routes.ts';
import { totalQueryCount, type Database } from './platform/db/client.ts';
import { registerErrorHandling, sendError } from './platform/http/envelope.ts';
import { DomainError } from './platform/http/errors.ts';
import { registerRequestContext } from './platform/http/identity.ts';
import type { NonceResponse } from './platform/http/security.ts';
import { registerIdentity } from './accounts/identity.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { engagementRoutes, newsletterConfirmRoute } from './engagement/engagement.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { marketingRoutes } from './marketing/marketing.routes.ts';
import { addressRoutes } from './accounts/addresses.routes.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { adminOrderRoutes } from './orders/orders.admin.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { sendOrderConfirmation } from './orders/mail.ts';
import { withOrderMail } from './orders/notify.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { registerRealtime } from './realtime/realtime.routes.ts';
import { startScheduler } from './scheduler/scheduler.service.ts';
import { createStripeClient } from './payments/stripe.ts';
import { stripeWebhook } from './orders/stripe-webhook.routes.ts';
import { CLIENT_DIR } from './platform/paths.ts';
import { registerStorefront, type StorefrontAssets } from './ssr/storefront.ts';
import { visitorRoutes } from './accounts/visitors.routes.ts';
import { accountHooks } from './workflows/account-hooks.ts';


/** Origins of the merchant's injected scripts and styles (site config `injects`), for the CSP. */
function injectOrigins(injects: Array<{ type: 'css' | 'js'; url: string }>) {
  const origins = { js: new Set<string>(), css: new Set<string>() };
  for (const inject of injects) {
    try {
      const url = new URL(inject.url);
      if (url.protocol === 'https:') origins[inject.type].add(url.origin);
    } catch {
      /* a relative URL is the shop's own origin */
    }
  }
  return { js: [...origins.js], css: [...origins.css] };
}


export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis;
  /** Built client assets; absent in API tests, where pages render without scripts. */
  assets?: StorefrontAssets;
  /** Validate every answer against its schema (tests); production only serialises. */
  strictResponses?: boolean;
  logger?: boolean | object;
  mailer?: Mailer;
  /** Run the timed order rules in this process (main does; tests call the sweep themselves). */
  scheduler?: boolean;
}

export interface App {
  app: FastifyInstance;
  site: SiteService;
  tracker: Tracker;
  hub: Hub;
  /** Marks the app as draining: /readyz answers 503 so balancers stop sending traffic. */
  drain(): void;
  /** Requests being served right now. */
  inFlight(): number;
}


export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
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
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const site = createSiteService(db, { defaultLang: config.defaultLangSet ? config.defaultLang : undefined, baseCurrency: config.baseCurrencySet ? config.baseCurrency : undefined });
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const hub = createHub({ redis: deps.redis, log: (err) => app.log.error({ err }, 'realtime delivery failed') });
  // Order changes go to the shopper's open tabs and, where they matter, to their inbox.
  const orderEvents = withOrderMail(hub.bus, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    baseCurrency: async () => (await site.get()).config.baseCurrency,
    log: (err) => app.log.error({ err }, 'order e-mail failed'),
  });
  const tracker = createTracker(db, (err) => app.log.error({ err }, 'view tracking failed'));
  let draining = false;
  // Requests being served; each is counted out once, whether it finished or was aborted.
  const serving = new Set<object>();
  app.addHook('onRequest', async (request) => {
    serving.add(request);
  });
  app.addHook('onResponse', async (request) => {
    serving.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    serving.delete(request);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(deps.strictResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  app.addHook('onClose', () => tracker.stop());
  app.addHook('onClose', () => hub.close());
  if (deps.scheduler) {
    const scheduler = startScheduler({ db, events: orderEvents, unpaidMinutes: config.unpaidMinutes, autoCompleteDays: config.autoCompleteDays, intervalMs: config.schedulerIntervalMs, log: (err) => app.log.error({ err }, 'order sweep failed') });
    app.addHook('onClose', () => scheduler.stop());
  }
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  // A fresh nonce per response for the page's inline scripts (hydration data, JSON-LD).
  const originsByConfig = new WeakMap<object, { js: string[]; css: string[] }>();
  app.addHook('onRequest', async (_request, reply) => {
    const raw = reply.raw as NonceResponse;
    raw.scriptNonce = randomBytes(16).toString('base64');
    const { config: siteConfig } = await site.get();
    let origins = originsByConfig.get(siteConfig);
    if (!origins) originsByConfig.set(siteConfig, (origins = injectOrigins(siteConfig.injects)));
    raw.injectOrigins = origins;
  });
  const stripeOrigins = stripeCspOrigins(config.stripe);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeOrigins.script, (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`, (_req, res) => ((res as NonceResponse).injectOrigins?.js ?? []).join(' ') || "'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", (_req, res) => ((res as NonceResponse).injectOrigins?.css ?? []).join(' ') || "'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...stripeOrigins.connect],
        frameSrc: ["'self'", ...stripeOrigins.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? undefined : false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis } : {}),
    errorResponseBuilder: () => new DomainError('RATE_LIMITED'),
  });
  registerErrorHandling(app);
  registerRequestContext(app, () => config.defaultLang);
  registerIdentity(app, db);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'Every call answers the envelope {code, msg, data}.' },
      components: { securitySchemes: { xAuth: { type: 'apiKey', in: 'header', name: 'x-auth' } } },
      security: [{ xAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const hooks = accountHooks(db);
  await app.register(
    async (web) => {
      await web.register(accountRoutes(db, config.authRateLimit, mailer, hooks));
      await web.register(visitorRoutes(db, hooks));
      await web.register(catalogRoutes(db));
      await web.register(pageRoutes(db, site, config.publicUrl));
      await web.register(analyticsRoutes(tracker));
      await web.register(engagementRoutes({ db, mailer, publicUrl: config.publicUrl }));
      await web.register(cartRoutes(db, site));
      await web.register(marketingRoutes(db));
      await web.register(addressRoutes(db));
      await web.register(
        checkoutRoutes({
          db,
          site,
          config,
          events: orderEvents,
          createIntent: stripe?.createIntent,
          // The confirmation goes out after the answer; a mail hiccup never fails a placed order.
          onPlaced: (placed) =>
            void site
              .get()
              .then(({ config: siteConfig }) => sendOrderConfirmation({ db, mailer, publicUrl: config.publicUrl, baseCurrency: siteConfig.baseCurrency }, placed.orderId, placed.guestToken))
              .catch((err) => app.log.error({ err }, 'order confirmation e-mail failed')),
        }),
      );
      await web.register(
        orderRoutes({
          db,
          events: orderEvents,
          unpaidMinutes: config.unpaidMinutes,
          onlinePayments: config.onlinePayments,
          stripe: stripe && config.stripe?.publishableKey ? { publishableKey: config.stripe.publishableKey, jsUrl: config.stripe.jsUrl, createIntent: stripe.createIntent } : undefined,
          baseCurrency: async () => (await site.get()).config.baseCurrency,
        }),
      );
    },
    { prefix: '/api/web' },
  );
  await app.register(
    async (admin) => {
      await admin.register(adminAccountRoutes(db, config.authRateLimit));
      await admin.register(adminSiteRoutes(site));
      await admin.register(
        adminOrderRoutes({ db, events: orderEvents, unpaidMinutes: config.unpaidMinutes, refund: stripe ? (_provider, reference, orderId) => stripe.refund(reference, orderId) : undefined }),
      );
    },
    { prefix: '/api/admin' },
  );
  await app.register(
    async (publicApp) => {
      await publicApp.register(appRoutes(site));
      await publicApp.register(newsletterConfirmRoute(db));
      if (config.stripe) await publicApp.register(stripeWebhook({ db, events: orderEvents, config: config.stripe }));
    },
    { prefix: '/app' },
  );

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: 'draining' });
    await site.get();
    return { status: 'ready', database: database.kind };
  });
  if (config.metrics) app.get('/_metrics', { schema: { hide: true } }, async () => ({ queries: totalQueryCount() }));

  const uploads = path.join(config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d', index: false });
  const clientDir = deps.assets ? CLIENT_DIR : null;
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
  await registerRealtime(app, { db, hub });
  registerSitemap(app, { db, site, publicUrl: config.publicUrl });
  await registerStorefront(app, { db, site, config, assets: deps.assets });

  return {
    app,
    site,
    tracker,
    hub,
    drain() {
      draining = true;
    },
    inFlight: () => serving.size,
  };
}

/** What the browser must reach to pay by Stripe: Stripe.js, its frames and its API. */
function stripeCspOrigins(stripe: { jsUrl: string; apiBase: string; publishableKey: string | null } | null) {
  if (!stripe?.publishableKey) return { script: [], frame: [], connect: [] };
  const js = new URL(stripe.jsUrl).origin;
  return { script: [js], frame: [js, 'https://hooks.stripe.com'], connect: [new URL(stripe.apiBase).origin] };
}
