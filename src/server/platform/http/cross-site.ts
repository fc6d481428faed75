/**
 * Cross-site request forgery: a write that a browser authenticates with the shop's cookie must
 * come from the shop's own pages. Browsers say where a request comes from (`Sec-Fetch-Site`,
 * else `Origin`); a cookie-authenticated write from another site is refused. Writes that carry
 * the token in the x-auth header cannot be forged by another site and pass, as do clients
 * that are not browsers (no such headers, nothing ambient to abuse).
 *
 * Calls take JSON only: the `text/plain` body a cross-site form or beacon may send without a
 * preflight is refused (415 → 400) except where a route opts in (the time-on-page beacon).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './envelope.ts';
import { DomainError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signed by their sender, not by a browser session. */
const EXEMPT = /^\/app\/webhooks\//;

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Whether the browser tells us the request comes from a page of another site. */
export function isCrossSite(request: FastifyRequest, ownHosts: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  const host = hostOf(origin);
  return host === null || !(ownHosts.has(host) || host === request.headers.host);
}

/** The check for one shop: the host of its public address and the host the request was sent to are its own. */
export function crossSiteCheck(publicUrl: string): (request: FastifyRequest) => boolean {
  const ownHosts = new Set([hostOf(publicUrl)].filter((h): h is string => h !== null));
  return (request) => isCrossSite(request, ownHosts);
}

export function refuseCrossSiteWrites(app: FastifyInstance, opts: { publicUrl: string }) {
  const crossSite = crossSiteCheck(opts.publicUrl);
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || EXEMPT.test(request.url)) return;
    if (request.authSource !== 'cookie') return;
    if (crossSite(request)) return sendError(request, reply, new DomainError('PERMISSION'));
  });
}
