/**
 * The fast lane for kept pages. A GET the storefront answered from its page cache (ssr/page-cache.ts)
 * is answered again before the request's other hooks run: the security headers, language,
 * identity and route resolution work out the same for every anonymous request of that address,
 * language cookie, currency and host, so the first answer leaves an alias here (the cache key it
 * used and the headers those hooks set) and the next ones skip straight to the kept page.
 *
 * Only anonymous requests take the lane (no session token in a header or cookie), only while the
 * site state that keyed the alias is still the current one, and only for a fresh entry: anything
 * else (a stale page, a purge, a changed setting) goes the usual way, which renders, keeps and
 * leaves a new alias.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_HEADER } from '../../shared/constants.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes whose GETs the page lane may answer (the storefront's pages). */
    pageLane?: boolean;
  }
}

export interface LaneAlias {
  /** The page cache's key for this request. */
  key: string;
  asJson: boolean;
  /** The headers the skipped hooks set (security headers), the policy's nonce left as NONCE_SLOT. */
  headers: ReadonlyArray<readonly [string, string]>;
}

/** Where a fresh nonce goes in an alias's Content-Security-Policy. */
export const NONCE_SLOT = '\u0000nonce\u0000';

/** Headers of the answer itself, never carried over from another request's answer. */
const OWN_HEADERS = new Set(['set-cookie', 'content-length', 'content-type', 'content-encoding', 'x-request-id', 'etag', 'cache-control', 'vary', 'x-page-cache']);

export interface PageLane {
  /** Registered among the first onRequest hooks (right after cookies are read). */
  readonly hook: onRequestHookHandler;
  /** What serves an alias; the storefront opens the lane once its page cache exists. */
  open(serve: (request: FastifyRequest, reply: FastifyReply, alias: LaneAlias) => FastifyReply | null): void;
  /** The alias of an anonymous request, by the current site state's version; null when the request may not take the lane. */
  laneKey(request: FastifyRequest, version: string): string | null;
  remember(laneKey: string, alias: { key: string; asJson: boolean; headers: Record<string, unknown>; nonce: string | undefined }): void;
  /** Aliases held and their estimated bytes (for tests and metrics). */
  stats(): { entries: number; bytes: number };
}

/** A held alias and what it is counted for: its keys and header texts as UTF-16, and a little for the objects. */
type Held = LaneAlias & { bytes: number };
const aliasBytes = (laneKey: string, alias: LaneAlias) =>
  2 * (laneKey.length + alias.key.length) + alias.headers.reduce((n, [name, text]) => n + 2 * (name.length + text.length) + 48, 160);

/**
 * Aliases are bounded by count and by bytes (a long address, or one that differs only in its
 * query, makes a long key), least recently stored out first. Consecutive aliases with the same
 * headers share one list (they are counted each, so the bound holds whatever is shared).
 */
export function createPageLane(opts: { maxAliases: number; maxBytes: number; version(): string | undefined }): PageLane {
  const aliases = new Map<string, Held>();
  let bytes = 0;
  /** The headers of the latest alias, reused by the next one when they are the same. */
  let lastHeaders: ReadonlyArray<readonly [string, string]> = [];
  let serve: ((request: FastifyRequest, reply: FastifyReply, alias: LaneAlias) => FastifyReply | null) | null = null;

  function laneKey(request: FastifyRequest, version: string): string | null {
    if (request.headers[AUTH_HEADER] || request.cookies?.[AUTH_HEADER]) return null;
    return `${version}|${request.cookies?.currency ?? ''}|${request.headers.host ?? ''}|${request.url}`;
  }

  const hook: onRequestHookHandler = function pageLane(request, reply, done) {
    if (serve && request.method === 'GET' && request.routeOptions.config?.pageLane) {
      const version = opts.version();
      const key = version ? laneKey(request, version) : null;
      const alias = key ? aliases.get(key) : undefined;
      if (alias && serve(request, reply, alias)) return;
    }
    done();
  };

  return {
    hook,
    open(fn) {
      serve = fn;
    },
    laneKey,
    remember(key, alias) {
      const headers: Array<readonly [string, string]> = [];
      for (const [name, value] of Object.entries(alias.headers)) {
        if (OWN_HEADERS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) continue;
        const text = String(value);
        headers.push([name, name === 'content-security-policy' && alias.nonce ? text.replaceAll(`'nonce-${alias.nonce}'`, `'nonce-${NONCE_SLOT}'`) : text]);
      }
      const same = headers.length === lastHeaders.length && headers.every(([name, text], i) => lastHeaders[i][0] === name && lastHeaders[i][1] === text);
      if (!same) lastHeaders = headers;
      const held: Held = { key: alias.key, asJson: alias.asJson, headers: lastHeaders, bytes: 0 };
      held.bytes = aliasBytes(key, held);
      forget(key);
      if (held.bytes > opts.maxBytes) return;
      aliases.set(key, held);
      bytes += held.bytes;
      for (const oldest of aliases.keys()) {
        if (aliases.size <= opts.maxAliases && bytes <= opts.maxBytes) break;
        forget(oldest);
      }
    },
    stats: () => ({ entries: aliases.size, bytes }),
  };

  function forget(key: string) {
    const held = aliases.get(key);
    if (!held) return;
    aliases.delete(key);
    bytes -= held.bytes;
  }
}
