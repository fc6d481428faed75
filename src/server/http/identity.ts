/**
 * Who is asking: language, translator, visitor id and (lazily) the signed-in user. The token
 * comes from the x-auth header, else the x-auth cookie, else the x-auth query parameter (spec §3).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, VISITOR_HEADER } from '../../shared/constants.ts';
import type { RouteLang } from '../../shared/routes.ts';
import { authenticate, type Identity } from '../accounts/service.ts';
import type { Db } from '../db/client.server.ts';
import { requestLang, translatorFor, type Translate } from './context.ts';
import { DomainError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: RouteLang;
    t: Translate;
    authToken: string | null;
    visitorId: string | null;
    identity(): Promise<Identity | null>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER];
  if (typeof header === 'string' && header) return header;
  const cookie = request.cookies?.[AUTH_HEADER];
  if (cookie) return cookie;
  const query = (request.query as Record<string, unknown> | undefined)?.[AUTH_HEADER];
  return typeof query === 'string' && query ? query : null;
}

function readVisitorId(request: FastifyRequest): string | null {
  const header = request.headers[VISITOR_HEADER];
  if (isUuid(header)) return header;
  const cookie = request.cookies?.visitorId;
  return isUuid(cookie) ? cookie : null;
}

export function registerIdentity(app: FastifyInstance, db: Db, defaultLang: () => RouteLang) {
  const cache = new WeakMap<FastifyRequest, Promise<Identity | null>>();
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as Translate);
  app.decorateRequest('authToken', null);
  app.decorateRequest('visitorId', null);
  app.decorateRequest('identity', function (this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      found = this.authToken ? authenticate(db, this.authToken) : Promise.resolve(null);
      cache.set(this, found);
    }
    return found;
  });
  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request, defaultLang());
    request.t = translatorFor(request.lang);
    request.authToken = readToken(request);
    request.visitorId = readVisitorId(request);
  });
}

/** The signed-in user, or code 50 (auth invalid) for a missing, bad or revoked token. */
export async function requireUser(request: FastifyRequest): Promise<Identity> {
  const identity = await request.identity();
  if (!identity) throw new DomainError('AUTH_INVALID');
  return identity;
}

/** A member of the merchant's staff, or code 50 / 30. */
export async function requireStaff(request: FastifyRequest): Promise<Identity> {
  const identity = await requireUser(request);
  if (!identity.user.staffRole) throw new DomainError('PERMISSION');
  return identity;
}

export type Shopper = { userId: number } | { visitorId: string };

/** The signed-in customer, else the visitor (carts and wish lists belong to either). */
export async function requireShopper(request: FastifyRequest): Promise<Shopper> {
  const identity = await request.identity();
  if (identity) return { userId: identity.user.id };
  if (request.visitorId) return { visitorId: request.visitorId };
  throw new DomainError('VALIDATION', { 0: 'visitorId' });
}
