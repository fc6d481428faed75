/**
 * The storefront: every GET that is not API, asset or upload renders the page on the server;
 * with `?request=route` the same URL answers the page payload as JSON (spec §7).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PagePayload, SiteBootstrap } from '../../shared/contracts/page.ts';
import { isCurrency, type CurrencyCode } from '../../shared/money.ts';
import { render } from '../../storefront/entry-server.tsx';
import { crossSiteCheck } from '../platform/http/cross-site.ts';
import { nextNonce, type NonceResponse } from '../platform/http/security.ts';
import type { Config } from '../platform/config.ts';
import { buildPage } from './page.ts';
import { requestContext, type RequestContext } from './request-context.ts';
import type { SiteService, SiteState } from '../site/site.service.ts';
import { themeCss } from '../../shared/theme-css.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { sendError } from '../platform/http/envelope.ts';
import { authFormValues, clearSessionCookie, fieldErrors, isAuthFormScreen, refusedAuthForm, setSessionCookie, submitAuthForm } from '../accounts/auth-form.ts';
import { ForgetBody, ResetPasswordBody, SIGN_OUT_INTENT } from '../../shared/contracts/accounts.ts';
import type { AccountHooks } from '../accounts/hooks.ts';
import { clientInfo, signRequest } from '../accounts/identity.ts';
import { clearPendingCookie, pendingTicket, setDeviceCookie, setPendingCookie } from '../accounts/login-verification.ts';
import { openSession, signOut } from '../accounts/accounts.service.ts';
import { findResetByToken, verifyEmail } from '../accounts/recovery.ts';
import { setResetTicket, type recoveryActions } from '../accounts/recovery.routes.ts';

type RecoveryActions = ReturnType<typeof recoveryActions>;
import { safeRedirect } from '../accounts/pages/auth-page.ts';
import type { AuthFormPosted } from '../../shared/contracts/sections/accounts.ts';
import { buildPath } from '../../shared/routes.ts';
import type { StorefrontAssets } from './assets.ts';
import { documentTexts, renderDocument, type DocumentInput, type DocumentTexts } from './document.ts';
import { CARD_SIZES, GALLERY_SIZES, productSrcSet } from '../../shared/images.ts';
import { isStorableText } from '../../shared/text.ts';
import { onPurge, LISTING_TAG, MARKETING_TAG, productTag, type PurgeTopic } from '../platform/purge.ts';
import { collectPageTags } from '../platform/page-tags.ts';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createPageDataCache, type BuiltPage } from './page-data-cache.ts';
import { createPageCache, type CachedPage, type CacheOutcome, type Accepts, type PageCache, type RenderedPage } from './page-cache.ts';
import { NONCE_SLOT, type PageLane } from './page-lane.ts';

export type { StorefrontAssets } from './assets.ts';

const bootstraps = new WeakMap<SiteState, SiteBootstrap>();
/** The theme's custom properties, a <style> of the page (not in the boot data: the scripts never read them). */
const themes = new WeakMap<SiteState, string>();
function themeOf(state: SiteState): string {
  let css = themes.get(state);
  if (css === undefined) themes.set(state, (css = themeCss(state.config.theme)));
  return css;
}
/**
 * What every page shows of the site state (settings and theme, rates, menus, category tree), as a
 * short hash: part of a cached page's key, so a changed state is never served an older page. A
 * state reloaded unchanged hashes the same, and every process computes the same hash.
 */
const versions = new WeakMap<SiteState, string>();
export function versionOf(state: SiteState): string {
  let version = versions.get(state);
  if (!version) versions.set(state, (version = createHash('sha1').update(JSON.stringify(state)).digest('base64url').slice(0, 16)));
  return version;
}

/** The public part of the site state, computed once per loaded config. */
function bootstrapOf(state: SiteState): SiteBootstrap {
  let boot = bootstraps.get(state);
  if (!boot) {
    const { config } = state;
    boot = {
      name: config.name,
      defaultLang: config.locale.defaultLang,
      siteLangs: config.locale.siteLangs.map((l) => l.lang),
      router: config.router,
      baseCurrency: config.baseCurrency as CurrencyCode,
      rates: state.rates,
      logo: config.logo,
      contact: config.contact,
      tax: config.tax,
      injects: config.injects,
    };
    bootstraps.set(state, boot);
  }
  return boot;
}

/** The page's largest image (product gallery, first listing card or hero), preloaded exactly as the <img> asks for it. */
function lcpImage(payload: PagePayload): DocumentInput['lcpImage'] {
  const detail = payload.pageBody.find((s) => s.type === 'product-detail');
  const images = (detail?.settings.product as { images?: Array<{ url: string }> } | undefined)?.images;
  if (images?.[0]) {
    const srcset = productSrcSet(images[0].url);
    return { href: images[0].url, ...(srcset ? { srcset, sizes: GALLERY_SIZES } : {}) };
  }
  const listing = payload.pageBody.find((s) => s.type === 'product-list' || s.type === 'search-results');
  const first = (listing?.settings.products as Array<{ image: { url: string } | null }> | undefined)?.[0]?.image;
  if (first) {
    const srcset = productSrcSet(first.url);
    return { href: first.url, ...(srcset ? { srcset, sizes: CARD_SIZES } : {}) };
  }
  const hero = payload.pageBody.find((s) => s.type === 'hero');
  const slides = hero?.settings.slides as Array<{ image?: unknown }> | undefined;
  const image = slides?.[0]?.image ?? hero?.settings.image;
  return typeof image === 'string' ? { href: image } : undefined;
}

/** The request's path and query. Joined, not resolved: `//a%20b` is a path here, not a protocol-relative URL with a bad host. */
function pageUrl(requestUrl: string): URL {
  return new URL(`http://local${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`);
}

/** `/app/{slug}` is a page (spec §2) for GET; `/app/*` calls are POSTs. */
const NOT_PAGES = /^\/(api|assets|uploads)(\/|$)/;

/** Pages whose content belongs to the visitor, never shared between visitors. */
const PERSONAL_TYPES = new Set(['cart', 'checkout', 'checkout-thankyou', 'account', 'auth']);
/**
 * Anonymous pages (ssr/page-cache.ts): every visitor without a session sees the same page for a
 * URL, language, currency and site state, so it is rendered once and kept until a purge names
 * something it shows; PAGE_FRESH_MS only bounds how long a missed purge could show.
 */
const PAGE_FRESH_MS = 10 * 60_000;
const PAGE_STALE_MS = 60_000;
/** What a shared cache in front (a CDN) may keep a page for without asking: it hears no purges. */
const SHARED_MAX_AGE_S = 30;
const CACHEABLE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=60`;

export async function registerStorefront(
  app: FastifyInstance,
  deps: {
    db: Db;
    site: SiteService;
    config: Config;
    assets?: StorefrontAssets;
    accountHooks: AccountHooks;
    /** Forgotten-password forms posted without scripts. */
    recovery?: RecoveryActions;
    /** The methods a shopper pays in the browser now (payments/payment-setup.ts). */
    onlinePayments(): Promise<readonly string[]>;
    /** With Redis, anonymous pages are shared by the shop's processes. */
    redis?: Redis;
    /** Bounds of this process's page cache (tests make them small). */
    pageCache?: { maxEntries?: number; maxBytes?: number; now?: () => number };
    /** The early answer for kept pages (ssr/page-lane.ts), registered before the other hooks. */
    lane?: PageLane;
  },
): Promise<PageCache> {
  const { db, site, config, assets, accountHooks, recovery, lane } = deps;
  const pageCache = createPageCache({
    maxEntries: deps.pageCache?.maxEntries ?? 2_000,
    maxBytes: deps.pageCache?.maxBytes ?? 32 * 2 ** 20,
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    now: deps.pageCache?.now,
    redis: deps.redis,
    prefix: config.redisPrefix,
    onError: (err) => app.log.error({ err }, 'page cache failed'),
  });
  // Every page is tagged with the topics it shows (pageTags): a purge without tags drops those.
  const stopPurges = (['catalog', 'content', 'site'] as PurgeTopic[]).map((topic) => onPurge(topic, (tags) => void pageCache.purgeTags(tags ?? [topic])));
  app.addHook('onClose', async () => stopPurges.forEach((stop) => stop()));

  /**
   * What anonymous pages show, kept beneath the pages (ssr/page-data-cache.ts): an address the page
   * cache misses only for a query value the page does not read is rendered without SQL.
   */
  const pageData = createPageDataCache({ maxEntries: 2_000, maxBytes: 16 * 2 ** 20, freshMs: PAGE_FRESH_MS, now: deps.pageCache?.now, texts: documentTexts });
  const stopDataPurges = (['catalog', 'content', 'site'] as PurgeTopic[]).map((topic) => onPurge(topic, (tags) => pageData.purgeTags(tags ?? [topic])));
  app.addHook('onClose', async () => stopDataPurges.forEach((stop) => stop()));

  /** Renders a page as HTML (with the nonce slot) or as the payload JSON, with the tags of what it shows. */
  async function renderEntry(request: FastifyRequest, ctx: RequestContext, url: URL, currency: CurrencyCode, asJson: boolean, anonymous = false): Promise<RenderedPage> {
    const onlinePayments = await deps.onlinePayments();
    const buildWith = async (query: RequestContext['query']) => {
      const built = await collectPageTags(() => buildPage({ db, publicUrl: config.publicUrl, unpaidMinutes: config.unpaidMinutes, onlinePayments }, { ...ctx, query }));
      return { value: built.value, tags: pageTags(built.value, built.tags) };
    };
    const built: BuiltPage<DocumentTexts> = anonymous
      ? await pageData.get(
          `${versionOf(ctx.site)}|${ctx.route.lang}|${onlinePayments.join()}|${url.pathname}`,
          ctx.query,
          buildWith,
          (b) => !b.value.data.userId && !b.value.data.personal,
        )
      : await buildWith(ctx.query);
    const payload = built.value;
    const share = !payload.data.userId && !payload.data.personal;
    const tags = built.tags;
    if (asJson) return { status: payload.status, body: JSON.stringify(payload), tags, share };
    if (payload.status === 401) {
      const prefix = payload.data.langPrefix ? `/${payload.data.langPrefix}` : '';
      return { status: 302, body: `${prefix}/auth/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`, tags, share: false };
    }
    const boot = bootstrapOf(ctx.site);
    const rendered = await render({ url: `${config.publicUrl}${request.url}`, payload, site: boot, currency });
    if ('redirect' in rendered) return { status: 302, body: rendered.redirect, tags, share: false };
    const html = renderDocument({
      payload,
      site: boot,
      themeCss: themeOf(ctx.site),
      html: rendered.html,
      currency,
      texts: built.texts,
      assets,
      lcpImage: lcpImage(payload),
    });
    return { status: payload.status, body: html, tags, share };
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const url = pageUrl(request.url);
    if (NOT_PAGES.test(url.pathname)) return sendError(request, reply, new DomainError('NOT_FOUND'));
    // Query values no filter can hold (a NUL) are dropped, like any other value that makes no sense.
    const query = Object.fromEntries([...url.searchParams].filter(([key, value]) => isStorableText(key) && isStorableText(value)));
    const asJson = query.request === 'route';
    const ctx = await requestContext(request, site, { path: url.pathname, query, visitorId: request.visitorId });
    const { target: linkTarget } = ctx.route;
    if (linkTarget.type === 'auth' && (linkTarget.screen === 'reset-password' || linkTarget.screen === 'verify-email') && query.token) {
      return exchangeLink(request, reply, linkTarget.screen, query.token, url.pathname);
    }
    const state = ctx.site;
    const cookieCurrency = request.cookies.currency;
    const currency: CurrencyCode = isCurrency(cookieCurrency) && state.rates[cookieCurrency] ? cookieCurrency : (state.config.baseCurrency as CurrencyCode);
    const cacheable = request.authToken === null && !PERSONAL_TYPES.has(ctx.route.target.type) && query.preview !== 'true';
    const renderIt = () => renderEntry(request, ctx, url, currency, asJson, cacheable);
    const key = `${versionOf(state)}|${asJson ? 'json' : 'html'}|${ctx.route.lang}|${currency}|${request.url}`;
    const { page: entry, outcome } = cacheable ? await pageCache.get(key, renderIt) : { page: await renderIt(), outcome: 'pass' as const };
    if (cacheable && pageCache.holds(key)) {
      // The next such request takes the lane: the headers set so far are the skipped hooks' own.
      const laneKey = lane?.laneKey(request, versionOf(state));
      if (laneKey) lane!.remember(laneKey, { key, asJson, headers: reply.getHeaders(), nonce: (reply.raw as NonceResponse).scriptNonce });
    }
    return answer(request, reply, key, entry, outcome, asJson);
  }

  /**
   * A page in answer: validators and caching rules, the body (compressed once when kept). No page
   * hands out a visitor id (the first call that needs one does, see requireShopper), so a kept page
   * is the same answer for a first visit, which a shared cache may then hold too.
   */
  function answer(request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedPage | RenderedPage, outcome: CacheOutcome, asJson: boolean) {
    const etag = 'etag' in entry ? entry.etag : null;
    reply.header('cache-control', etag ? CACHEABLE_CONTROL : 'private, no-store');
    reply.header('vary', 'accept-encoding, cookie, x-auth');
    if (etag) reply.header('etag', etag).header('x-page-cache', outcome);
    if (etag && matches(request.headers['if-none-match'], etag)) {
      // The browser keeps the page it holds and the policy stored with it.
      reply.removeHeader('content-security-policy');
      return reply.status(304).send();
    }
    if (entry.status === 302) return reply.redirect(entry.body, 302);
    reply.status(entry.status).type(asJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
    if (!etag) return reply.send(entry.body);
    const out = pageCache.bytesFor(key, entry as CachedPage, acceptedEncodings(request.headers['accept-encoding']));
    if (out.encoding) reply.header('content-encoding', out.encoding);
    return reply.send(out.bytes);
  }

  lane?.open((request, reply, alias) => {
    const page = pageCache.fresh(alias.key);
    if (!page) return null;
    const nonce = nextNonce();
    for (const [name, value] of alias.headers) reply.header(name, name === 'content-security-policy' ? value.replaceAll(NONCE_SLOT, nonce) : value);
    return answer(request, reply, alias.key, page, 'hit', alias.asJson);
  });

  /**
   * A link from an e-mail carries its token in the address only until here: a reset link's token
   * goes into an HttpOnly cookie for the reset form, a verification link verifies the address and
   * signs its owner in; either way the page is loaded again without the token.
   */
  async function exchangeLink(request: FastifyRequest, reply: FastifyReply, screen: 'reset-password' | 'verify-email', token: string, pathname: string) {
    const secure = new URL(config.publicUrl).protocol === 'https:';
    reply.header('cache-control', 'private, no-store');
    reply.header('referrer-policy', 'no-referrer');
    if (screen === 'reset-password') {
      const live = await findResetByToken(db, token);
      if (!live) return reply.redirect(`${pathname}?expired=1`, 303);
      setResetTicket(reply, token, secure);
      return reply.redirect(`${pathname}?via=link`, 303);
    }
    const user = await verifyEmail(db, token);
    if (!user) return reply.redirect(`${pathname}?failed=1`, 303);
    setSessionCookie(reply, await openSession(db, user.id, clientInfo(request)), secure);
    return reply.redirect(pathname, 303);
  }

  app.get('/*', { schema: { hide: true }, config: { pageLane: true } }, handle);
  app.get('/', { schema: { hide: true }, config: { pageLane: true } }, handle);
  const crossSite = crossSiteCheck(config.publicUrl);
  /** The request context of a posted page: its route, language and who is asking. */
  function postedPageContext(request: FastifyRequest, url: URL) {
    return requestContext(request, site, { path: url.pathname, query: Object.fromEntries(url.searchParams), visitorId: request.visitorId });
  }

  /** The page again for a posted form the server refused, with what was typed and its messages. */
  async function renderPosted(request: FastifyRequest, reply: FastifyReply, ctx: RequestContext, outcome: { status: number; posted: AuthFormPosted }) {
    const url = pageUrl(request.url);
    const cookieCurrency = request.cookies.currency;
    const currency: CurrencyCode = isCurrency(cookieCurrency) && ctx.site.rates[cookieCurrency] ? cookieCurrency : (ctx.site.config.baseCurrency as CurrencyCode);
    const entry = await renderEntry(request, { ...ctx, form: outcome.posted }, url, currency, false);
    reply.header('cache-control', 'private, no-store');
    return reply.status(outcome.status).type('text/html; charset=utf-8').send(entry.body);
  }

  /**
   * Forms posted to their page, as a browser sends them before or without the page's scripts.
   * Sign-in and sign-up are handled here (the same checks and workflows as their JSON calls):
   * success sets the session cookie and goes on with 303 to where the shopper came from, a refusal
   * shows the page again. Another page's form goes back to its page, reading nothing from it.
   */
  async function handlePost(request: FastifyRequest, reply: FastifyReply) {
    const url = pageUrl(request.url);
    if (NOT_PAGES.test(url.pathname) || url.pathname.startsWith('/app/')) return sendError(request, reply, new DomainError('NOT_FOUND'));
    const ctx = await postedPageContext(request, url);
    const { target, lang, langPrefix } = ctx.route;
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    if (isForm && (request.body as Record<string, unknown> | null)?.intent === SIGN_OUT_INTENT) {
      // Sign-out from any page's form: the session ends (unless another site posted it) and the shopper lands on the home page.
      if (crossSite(request)) return reply.redirect(url.pathname + url.search, 303);
      const identity = await request.identity();
      if (identity) await signOut(db, identity.sessionId);
      clearSessionCookie(reply);
      return reply.redirect(buildPath({ type: 'home' }, langPrefix, ctx.site.config.router), 303);
    }
    if (recovery && isForm && target.type === 'auth' && (target.screen === 'forget' || target.screen === 'reset-password')) {
      return handleRecoveryPost(request, reply, ctx, target.screen, url, recovery);
    }
    if (target.type !== 'auth' || !isAuthFormScreen(target.screen) || !isForm) return reply.redirect(url.pathname + url.search, 303);
    const sign = { ...signRequest(request), lang };
    const secureCookies = new URL(config.publicUrl).protocol === 'https:';
    const outcome = !crossSite(request)
      ? await submitAuthForm(accountHooks, target.screen, request.body, sign, ctx.t, pendingTicket(request))
      : refusedAuthForm(request.body, 403, ctx.t('refusals.crossSiteForm'));
    if (!outcome.ok) {
      // A sign-in that waits for its e-mailed code belongs to this browser only.
      if ('ticket' in outcome && outcome.ticket) setPendingCookie(reply, outcome.ticket, secureCookies);
      return renderPosted(request, reply, ctx, outcome);
    }
    clearPendingCookie(reply);
    setSessionCookie(reply, outcome.session.token, secureCookies);
    setDeviceCookie(reply, sign.deviceKey, secureCookies);
    const { user } = outcome.session;
    const next =
      target.screen === 'signup' && !safeRedirect(ctx.query.redirect) && user.email && !user.emailVerified
        ? buildPath({ type: 'auth', screen: 'verify-prompt' }, langPrefix, ctx.site.config.router)
        : (safeRedirect(ctx.query.redirect) ?? buildPath({ type: 'account', screen: 'center' }, langPrefix, ctx.site.config.router));
    return reply.redirect(next, 303);
  }

  /**
   * The forgotten-password and new-password forms posted without scripts: the same checks and
   * actions as their JSON calls; success goes on with 303 (to "sent", or to sign-in), a refusal
   * shows the form again with its messages.
   */
  async function handleRecoveryPost(
    request: FastifyRequest,
    reply: FastifyReply,
    ctx: RequestContext,
    screen: 'forget' | 'reset-password',
    url: URL,
    actions: RecoveryActions,
  ) {
    const values = authFormValues(request.body);
    const posted = (request.body ?? {}) as Record<string, unknown>;
    const code = typeof posted.code === 'string' ? posted.code.slice(0, 100).trim() : '';
    const { password: _password, ...kept } = values;
    const refuse = (status: number, errors: Record<string, string>, formError: string | null = null) =>
      renderPosted(request, reply, ctx, { status, posted: { values: kept, errors, formError } });
    if (crossSite(request)) return refuse(403, {}, ctx.t('refusals.crossSiteForm'));
    try {
      if (screen === 'forget') {
        const checked = ForgetBody.safeParse({ account: values.account.trim() });
        if (!checked.success) return refuse(400, fieldErrors(checked.error.issues, ctx.t));
        await actions.forget(checked.data.account, request);
        return reply.redirect(`${url.pathname}?sent=1`, 303);
      }
      const viaLink = url.searchParams.get('via') === 'link';
      const checked = ResetPasswordBody.safeParse(viaLink ? { password: values.password } : { account: values.account.trim(), code, password: values.password });
      if (!checked.success) return refuse(400, fieldErrors(checked.error.issues, ctx.t));
      await actions.reset(checked.data, request, reply);
      return reply.redirect(buildPath({ type: 'auth', screen: 'signin' }, ctx.route.langPrefix, ctx.site.config.router), 303);
    } catch (err) {
      if (!(err instanceof DomainError) || err.spec.status >= 500) throw err;
      const message = ctx.t(err.spec.key, err.params);
      const field = (err.data as { field?: unknown } | null)?.field;
      return typeof field === 'string' && field !== 'token' ? refuse(err.spec.status, { [field]: message }) : refuse(err.spec.status, {}, message);
    }
  }

  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.post(
      '/*',
      {
        schema: { hide: true },
        // Checked once the form is read, so a refused attempt still shows what was typed.
        config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute', hook: 'preHandler' } },
        errorHandler: async (error, request, reply) => {
          if (!(error instanceof DomainError && error.name === 'RATE_LIMITED')) throw error;
          const ctx = await postedPageContext(request, pageUrl(request.url));
          return renderPosted(request, reply, ctx, refusedAuthForm(request.body, error.spec.status, ctx.t(error.spec.key)));
        },
      },
      handlePost,
    );
  });
  return pageCache;
}

const TAKES_NONE: Accepts = { br: false, gzip: false };
const TAKES_BOTH: Accepts = { br: true, gzip: true };

/** The compressions a browser takes for a kept page: brotli, gzip (`;q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Accepts {
  if (!header) return TAKES_NONE;
  // What every browser sends, answered without parsing.
  if (header === 'gzip, deflate, br' || header === 'gzip, deflate, br, zstd' || header === 'br, gzip') return TAKES_BOTH;
  const takes = { br: false, gzip: false };
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br' || name === 'gzip') takes[name] = true;
  }
  return takes;
}

/** `If-None-Match` names this validator (or any): the client's copy is current. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Page types whose products are chosen by a query: a product coming or going changes them. */
const LISTING_TYPES = new Set(['category', 'collection', 'tag', 'search', 'tag-list', 'promotion']);
/** Page types that show coupons or promotions. */
const MARKETING_TYPES = new Set(['coupon', 'coupon-list', 'promotion', 'promotion-list']);

/**
 * A page's tags: what the builders marked (product cards, grids), the page's own subject
 * (`product:12`, `category:3`, `page:7`, `article:2`, `home`), and the topics it shows, so a purge
 * without tags (`purge('catalog')`) drops every page of its topic. Every page shows the site's
 * settings and its head and foot (merchant content).
 */
function pageTags(payload: PagePayload, marked: string[]): string[] {
  const tags = new Set(['site', 'content', ...marked]);
  const { id, type } = payload.data;
  if (type === 'product' && typeof id === 'number') tags.add(productTag(id));
  else if (typeof id === 'string') tags.add(id);
  if (LISTING_TYPES.has(type)) tags.add(LISTING_TAG);
  if (MARKETING_TYPES.has(type)) tags.add(MARKETING_TAG);
  if ([...tags].some((t) => t === LISTING_TAG || /^(product|category|collection):/.test(t))) tags.add('catalog');
  return [...tags];
}
