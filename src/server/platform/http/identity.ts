/**
 * Who is asking, as far as the request itself tells: language, translator, the session token and
 * the visitor id. The token comes from the x-auth header, else the x-auth cookie (spec §3; the
 * query parameter is not read, see readToken); the account behind it is looked up by accounts
 * (accounts/identity.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, VISITOR_HEADER } from '../../../shared/constants.ts';
import type { RouteLang } from '../../../shared/routes.ts';
import { requestLang, translatorFor, type Translate } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: RouteLang;
    t: Translate;
    authToken: string | null;
    /** Where the token came from: a cookie is sent by the browser on its own, so its writes are checked for cross-site origin. */
    authSource: 'header' | 'cookie' | null;
    visitorId: string | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The session token: the x-auth header (API clients), else the HttpOnly x-auth cookie the server
 * sets (browsers). Never from the URL: a token there lands in logs, history and Referer headers,
 * and no link of the shop carries one.
 */
function readToken(request: FastifyRequest): { token: string; source: 'header' | 'cookie' } | null {
  const header = request.headers[AUTH_HEADER];
  if (typeof header === 'string' && header) return { token: header, source: 'header' };
  const cookie = request.cookies?.[AUTH_HEADER];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function readVisitorId(request: FastifyRequest): string | null {
  const header = request.headers[VISITOR_HEADER];
  if (isUuid(header)) return header;
  const cookie = request.cookies?.visitorId;
  return isUuid(cookie) ? cookie : null;
}

export function registerRequestContext(app: FastifyInstance, defaultLang: () => RouteLang) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as Translate);
  app.decorateRequest('authToken', null);
  app.decorateRequest('authSource', null);
  app.decorateRequest('visitorId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request, defaultLang());
    request.t = translatorFor(request.lang);
    const token = readToken(request);
    request.authToken = token?.token ?? null;
    request.authSource = token?.source ?? null;
    request.visitorId = readVisitorId(request);
  });
}
