/**
 * Builds the one Fastify app that serves the API (/api/web, /api/admin, /app), the storefront
 * (server-rendered) and the merchant console, from its dependencies: the platform's HTTP setup,
 * then each domain's registration. The order matters where noted.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAccounts } from './accounts/accounts.routes.ts';
import { visitorProof as createVisitorProof } from './accounts/visitors.ts';
import { createThrottle } from './platform/throttle.ts';
import { storedSecret } from './site/secrets.ts';
import { requireStaff, requireUser } from './accounts/identity.ts';
import { registerAnalytics } from './analytics/analytics.routes.ts';
import { createTracker, type Tracker } from './analytics/analytics.service.ts';
import { registerCart } from './cart/cart.routes.ts';
import { registerCatalog } from './catalog/catalog.routes.ts';
import { adminInventoryRoutes } from './inventory/inventory.admin.routes.ts';
import { recordEditorStock, restockJob } from './inventory/inventory.service.ts';
import { ADMIN } from './platform/http/prefixes.ts';
import { registerCheckout } from './checkout/checkout.routes.ts';
import { registerEngagement } from './engagement/engagement.routes.ts';
import { registerMarketing } from './marketing/marketing.routes.ts';
import { registerMarketingAdmin } from './marketing/marketing.admin.routes.ts';
import { couponUsage, promotionTotals, promotionUsage } from './orders/marketing-usage.ts';
import { registerOrders } from './orders/orders.routes.ts';
import { stripeCspOrigins } from './payments/stripe.ts';
import { createPayments } from './payments/payment-setup.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { registerOperations, registerStaticFiles } from './platform/http/operations.ts';
import { createServer, registerHttpPlatform, trackRequests } from './platform/http/server.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { templatedMailer } from './platform/mail/templated-mailer.ts';
import { createStorage } from './platform/media/configured-storage.ts';
import type { Storage } from './platform/media/storage.ts';
import { registerUploads } from './platform/media/upload.routes.ts';
import { registerReviews } from './reviews/reviews.routes.ts';
import { createSmsSender, type SmsSender } from './platform/sms/sms.ts';
import { recoveryActions } from './accounts/recovery.routes.ts';
import { CLIENT_DIR } from './platform/paths.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { registerRealtime } from './realtime/realtime.routes.ts';
import { returnNotices } from './returns/notify.ts';
import { registerReturns } from './returns/returns.routes.ts';
import { sweepReturns } from './returns/sweep.ts';
import { registerScheduler } from './scheduler/scheduler.service.ts';
import { registerSite } from './site/site.routes.ts';
import { registerShippingAdmin } from './shipping/shipping.admin.routes.ts';
import { sanitizeLocalized } from './content/rich-text.ts';
import { registerProductAdmin } from './catalog/products.admin.routes.ts';
import { registerCatalogImport } from './catalog/catalog-import.routes.ts';
import { onPurge, relayPurges } from './platform/purge.ts';
import { registerTaxonomyAdmin } from './catalog/taxonomy.admin.routes.ts';
import { createSiteService, type SiteService } from './site/site.service.ts';
import { registerSitemap } from './site/sitemap.routes.ts';
import { requestSite } from './ssr/request-context.ts';
import { registerPageApi } from './ssr/ssr.routes.ts';
import { registerContentAdmin } from './content/content.admin.routes.ts';
import { registerStorefront, versionOf, type StorefrontAssets } from './ssr/storefront.ts';
import { createPageLane } from './ssr/page-lane.ts';
import { reportCacheSize } from './platform/cache-stats.ts';
import type { PageCache } from './ssr/page-cache.ts';
import { registerConsole } from './ssr/console.ts';
import { workflowHooks } from './workflows/hooks.ts';
import { reconcilePayments } from './workflows/reconcile-payments.ts';
import { shopJobHandlers } from './workflows/jobs.ts';
import { createJobRunner, releaseLeases, type JobRunner } from './platform/jobs/jobs.ts';

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
  /** Text messages; by default written to the outbox beside the e-mails. */
  sms?: SmsSender;
  /** Run the timed order rules in this process (main does; tests call the sweep themselves). */
  scheduler?: boolean;
  /** The anonymous page cache's bounds and clock (tests). */
  pageCache?: { maxEntries?: number; maxBytes?: number; now?: () => number };
}

export interface App {
  app: FastifyInstance;
  site: SiteService;
  tracker: Tracker;
  hub: Hub;
  /** This process's job runner (tests drain it with runDueJobs). */
  jobs: JobRunner;
  /** Where uploads and generated images are kept (the data folder or the S3 bucket). */
  storage: Storage;
  /** The anonymous pages this process serves from memory (and Redis). */
  pageCache: PageCache;
  /** Marks the app as draining: /readyz answers 503 so balancers stop sending traffic. */
  drain(): void;
  /** Requests being served right now. */
  inFlight(): number;
  /** Requests that came so far (health checks and /_metrics left out): it moves while the shop is in use. */
  activity(): number;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, redis } = deps;
  const db = database.db;
  const app = createServer(config, deps);
  const requests = trackRequests(app);
  // The merchant's templates (console: e-mail templates) reword the e-mails that name their type.
  const mailer = templatedMailer(
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
    db,
    (err) => app.log.error({ err }, 'mail template lookup failed'),
  );
  // One text-message sender for the whole shop: the security centre's codes and password resets.
  const sms = deps.sms ?? createSmsSender({ smsUrl: config.smsUrl, smsToken: config.smsToken, outboxDir: path.join(config.dataDir, 'outbox') });
  const site = createSiteService(db, {
    defaultLang: config.defaultLangSet ? config.defaultLang : undefined,
    baseCurrency: config.baseCurrencySet ? config.baseCurrency : undefined,
  });
  // The site state holds the category tree: a catalogue change shows on the next page.
  // It holds the shared head and foot regions (the menus) and the shop's settings too: a content or settings change shows on the next page as well.
  const stopSitePurges = (['catalog', 'content', 'site'] as const).map((topic) => onPurge(topic, () => site.invalidate()));
  app.addHook('onClose', () => stopSitePurges.forEach((stop) => stop()));
  // Payment methods and Stripe's keys, read again after the owner changes them (purge 'site').
  const payments = createPayments(db, config);
  app.addHook('onClose', () => payments.stop());
  const hub = createHub({ redis, prefix: config.redisPrefix, log: (err) => app.log.error({ err }, 'realtime delivery failed') });
  const tracker = createTracker(db, (err) => app.log.error({ err }, 'view tracking failed'));
  app.addHook('onClose', () => tracker.stop());
  app.addHook('onClose', () => hub.close());
  // A merchant's edit clears every process's caches at once, not when their entries expire.
  const stopRelay = relayPurges((topic, tags) => hub.purge(topic, tags));
  app.addHook('onClose', () => stopRelay());
  // Order changes go to the shopper's open tabs and, where they matter, to their inbox.
  const baseCurrency = async () => (await site.get()).config.baseCurrency;
  const bankTransfer = async () => {
    const { config: current } = await site.get();
    return { settings: current.bankTransfer, instructions: current.bankTransferInstructions };
  };
  // Work that follows a committed change (e-mails, listing figures) runs from the jobs table, in every process.
  const jobs = createJobRunner({
    db,
    handlers: shopJobHandlers({ db, mailer, publicUrl: config.publicUrl, baseCurrency, bankTransfer }),
    intervalMs: config.jobsIntervalMs,
    log: (err, msg) => app.log.error({ err }, msg),
  });
  // The embedded database has one process at a time: a job held at start was held by a killed one.
  if (database.kind === 'pglite') await releaseLeases(db);
  jobs.start();
  app.addHook('onClose', () => jobs.stop());
  const events = hub.bus;
  const reconcile = async () =>
    reconcilePayments({
      db,
      events,
      stripe: (await payments.current()).client ? payments.stripe : null,
      baseCurrency,
      kickJobs: jobs.kick,
      log: (err, msg) => app.log.error({ err }, msg),
    });
  const storage = await createStorage(config);
  app.addHook('onClose', async () => storage.close());
  // After-sales changes, likewise, to the shopper's tabs and inbox.
  const returnMail = { db, mailer, publicUrl: config.publicUrl, baseCurrency, log: (err: unknown) => app.log.error({ err }, 'return notice failed') };
  const returnEvents = returnNotices({ ...returnMail, notify: hub.notify, notifyStaff: hub.staff.publish });
  const returnSettings = async () => (await site.get()).config.returns;
  const alsoSweep = async () => sweepReturns({ ...returnMail, approvalHours: (await returnSettings()).approvalHours });
  if (deps.scheduler) registerScheduler(app, { db, events, config, site, reconcile, uploads: { db, storage }, alsoSweep });
  // Kept pages are answered again before the other hooks run (ssr/page-lane.ts).
  const lane = createPageLane({
    maxAliases: 4_000,
    maxBytes: 8 * 2 ** 20,
    version: () => {
      const state = site.peek();
      return state && versionOf(state);
    },
  });
  await registerHttpPlatform(app, {
    config,
    redis,
    early: lane.hook,
    security: {
      // A failed settings read answers the page without Stripe's origins rather than failing every request (health checks too).
      origins: async () => stripeCspOrigins((await payments.current().catch(() => null))?.stripe ?? null),
      siteConfig: async (request) => (await requestSite(request, site)).config,
    },
  });

  const shop = { db, config, site, mailer, events, payments };
  // Failed sign-ins per account, shared by the shop's processes through Redis when it is there.
  const throttle = createThrottle({ name: 'signin', prefix: config.redisPrefix, redis });
  const visitorProof = createVisitorProof(config.cookieSecret ?? (await storedSecret(db, 'cookie_secret')), { secure: new URL(config.publicUrl).protocol === 'https:' });
  const hooks = workflowHooks({
    ...shop,
    staffNotices: hub.staff,
    staffMemberChanged: hub.staffMemberChanged,
    jobs,
    throttle,
    log: (err, msg) => app.log.error({ err }, msg),
  });
  const shopName = async () => (await site.get()).config.name;
  await registerAccounts(app, { ...shop, hooks: hooks.accounts, visitorProof, throttle, sms, storage, shopName }); // first: adds request.identity()
  await registerCatalog(app, shop);
  const lowStock = async () => (await site.get()).config.inventory.lowStock;
  await app.register(adminInventoryRoutes({ db, kickJobs: jobs.kick, lowStock }), ADMIN);
  await registerPageApi(app, shop);
  await registerAnalytics(app, tracker);
  await registerEngagement(app, { ...shop, jobs });
  await registerCart(app, shop);
  await registerMarketing(app, shop);
  await registerMarketingAdmin(app, { db, couponUsage, promotionUsage, promotionTotals });
  await registerCheckout(app, { ...shop, hooks: hooks.checkout });
  await registerOrders(app, { ...shop, hooks: hooks.orders });
  await registerReviews(app, shop);
  await registerUploads(app, { db, storage, limits: config.uploads, requireUser, requireStaff });
  await registerReturns(app, {
    db,
    events: returnEvents,
    settings: returnSettings,
    refund: (payment, amount, key) => payments.stripe.refundPart(payment.reference, amount, key),
    log: (err) => app.log.error({ err }, 'return refund failed'),
  });
  await registerSite(app, shop);
  await registerProductAdmin(app, { db, sanitize: sanitizeLocalized, restocked: restockJob, stockEdited: recordEditorStock, lowStock });
  await registerCatalogImport(app, { db, sanitize: sanitizeLocalized, restocked: restockJob, stockEdited: recordEditorStock });
  await registerTaxonomyAdmin(app, db);
  await registerContentAdmin(app, { db });
  await registerShippingAdmin(app, { db });
  // The storefront's page cache, registered last (below); its figures are read only when asked.
  const storefront: { pageCache?: PageCache } = {};
  registerOperations(app, {
    isDraining: requests.isDraining,
    databaseReady: () => database.ping(),
    databaseKind: database.kind,
    metrics: config.metrics,
    pageCacheStats: () => storefront.pageCache?.stats(),
    databaseMemory: database.memory,
  });
  reportCacheSize('pageLane', lane.stats);
  await registerStaticFiles(app, { storage, clientDir: deps.assets ? CLIENT_DIR : null });
  // Last, in this order: routes registered after the websocket plugin refuse socket upgrades, and the storefront takes every other GET.
  await registerRealtime(app, { db, hub, publicUrl: config.publicUrl });
  registerSitemap(app, { db, site, publicUrl: config.publicUrl, pageSize: config.sitemapPageSize });
  registerConsole(app, { site, assets: deps.assets });
  const recovery = recoveryActions({ db, mailer, sms, publicUrl: config.publicUrl, shopName });
  const pageCache = await registerStorefront(app, {
    db,
    site,
    config,
    assets: deps.assets,
    accountHooks: hooks.accounts,
    recovery,
    onlinePayments: async () => (await payments.current()).online,
    redis,
    pageCache: deps.pageCache,
    lane,
  });
  storefront.pageCache = pageCache;
  reportCacheSize('pages', () => ({ entries: pageCache.stats().entries, bytes: pageCache.stats().bytes }));

  return { app, site, tracker, hub, jobs, storage, pageCache, drain: requests.drain, inFlight: requests.inFlight, activity: requests.activity };
}
