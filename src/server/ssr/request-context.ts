/**
 * One storefront request's context, worked out once and handed down to the page builders: the
 * site state (one read of the site cache per request, shared with the security headers), the
 * route resolved against its router, the translator of the route's language, and who is asking.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthFormPosted } from '../../shared/contracts/sections/accounts.ts';
import { contentLang, createTranslator, type Translate } from '../../shared/i18n/i18n.ts';
import { resolveRoute, type ResolvedRoute, type RouteLang } from '../../shared/routes.ts';
import type { Identity } from '../accounts/accounts.service.ts';
import type { SiteService, SiteState } from '../site/site.service.ts';

export interface RequestContext {
  site: SiteState;
  path: string;
  query: Record<string, string | undefined>;
  /** The route, its `lang` the language the page is served in (`/de/…` → en, `/zh-TW/…` → zh-HK). */
  route: ResolvedRoute;
  t: Translate;
  identity: Identity | null;
  visitorId: string | null;
  /** A posted sign-in or sign-up form the page shows again (storefront.ts, form posts). */
  form?: AuthFormPosted;
}

const siteStates = new WeakMap<FastifyRequest, Promise<SiteState>>();

/** The site state a request sees: read once, by whoever asks first, so one request never mixes two states. */
export function requestSite(request: FastifyRequest, site: SiteService): Promise<SiteState> {
  let state = siteStates.get(request);
  if (!state) siteStates.set(request, (state = site.get()));
  return state;
}

export async function requestContext(
  request: FastifyRequest,
  site: SiteService,
  page: { path: string; query: Record<string, string | undefined>; visitorId: string | null },
): Promise<RequestContext> {
  const state = await requestSite(request, site);
  const resolved = resolveRoute(page.path, state.config.router, state.config.locale.defaultLang as RouteLang);
  // A prefix without texts of its own (de, ja…) is served in the language that has them; the
  // prefix stays, so the shopper's links keep it, and the page's canonical names the served one.
  const route = { ...resolved, lang: contentLang(resolved.lang, state.config.locale.defaultLang) };
  return { site: state, path: page.path, query: page.query, route, t: createTranslator(route.lang).t, identity: await request.identity(), visitorId: page.visitorId };
}
