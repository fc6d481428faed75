/**
 * The signed-in user behind a request (looked up once per request, on first use), and the
 * one-line guards routes start with.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { authenticate, type ClientInfo, type Identity } from './accounts.service.ts';
import type { SignRequest } from './hooks.ts';
import { deviceKey } from './login-verification.ts';
import { VISITOR_PROOF_COOKIE, type VisitorProof } from './visitors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity(): Promise<Identity | null>;
    /** Whether the browser proved it owns the visitor id it sent (its signed HttpOnly cookie); asked at sign-in only. */
    visitorProven(): boolean;
  }
  interface FastifyReply {
    /** Gives the browser a visitor id with this answer (its cookie and proof) and makes it the request's. */
    issueVisitor(): string;
  }
}

export function registerIdentity(app: FastifyInstance, db: Db, proof: VisitorProof) {
  app.decorateRequest('visitorProven', function (this: FastifyRequest) {
    return this.visitorId !== null && proof.owns(this.visitorId, this.cookies?.[VISITOR_PROOF_COOKIE]);
  });
  app.decorateReply('issueVisitor', function (this: FastifyReply) {
    const visitorId = proof.issue(this);
    this.request.visitorId = visitorId;
    return visitorId;
  });
  const cache = new WeakMap<FastifyRequest, Promise<Identity | null>>();
  app.decorateRequest('identity', function (this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      found = this.authToken ? authenticate(db, this.authToken) : Promise.resolve(null);
      cache.set(this, found);
    }
    return found;
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

/**
 * The signed-in customer, else the visitor (carts and wish lists belong to either). A browser
 * without a visitor id gets one with this answer: pages do not hand them out, so that a kept page
 * is the same answer for a first visit as for any other.
 */
export async function requireShopper(request: FastifyRequest, reply: FastifyReply): Promise<Shopper> {
  const identity = await request.identity();
  if (identity) return { userId: identity.user.id };
  return { visitorId: request.visitorId ?? reply.issueVisitor() };
}

/**
 * Where a sign-in comes from: recorded with its session (the security centre's device list). The
 * visitor whose cart and wish list join the account is only one this browser proved it owns:
 * another visitor's id, however it was learnt, is ignored.
 */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', visitorId: request.visitorProven() ? request.visitorId : null };
}

/** Who signs in, for the sign-in workflow: where from, in which language, with the browser's device key (a new one when it has none). */
export function signRequest(request: FastifyRequest): Required<SignRequest> {
  return { client: clientInfo(request), lang: request.lang, log: request.log, deviceKey: deviceKey(request) };
}

/** Sign-in and sign-up are rate-limited per address (DESIGN §4). */
export const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
