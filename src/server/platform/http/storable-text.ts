/**
 * Text PostgreSQL cannot store: a NUL character (refused in `text` and `jsonb`) and a lone UTF-16
 * surrogate (refused in `jsonb`, garbled elsewhere). Either would reach the database as a driver
 * error and answer 500, or, in a batch, sink every other row with it. Every request's body,
 * query and path parameters are checked once, before validation, so no call can forget it.
 */
import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../../shared/text.ts';
import { fieldLabel } from './envelope.ts';
import { ERRORS } from './errors.ts';

/** Deeper or larger inputs than these are refused by the calls' own schemas anyway. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

/**
 * The path (`/address/firstName`, `/items/2`) of the first string, or object key, that cannot
 * be stored; `null` when every one can.
 */
export function unstorablePath(value: unknown): string | null {
  let nodes = 0;
  const walk = (node: unknown, path: string, depth: number): string | null => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return null;
    if (typeof node === 'string') return isStorableText(node) ? null : path;
    if (node === null || typeof node !== 'object') return null;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = walk(node[i], `${path}/${i}`, depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    for (const [key, child] of Object.entries(node)) {
      if (!isStorableText(key)) return `${path}/${key.replace(/[^\w-]/g, '?')}`;
      const found = walk(child, `${path}/${key}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(value, '', 0);
}

/**
 * Refuses calls carrying unstorable text with 400 and the field named. Pages (GET outside the
 * API) are left to the storefront, which treats such a path as not found.
 */
export function refuseUnstorableText(app: FastifyInstance, isPage: (method: string, url: string) => boolean) {
  app.addHook('preValidation', async (request, reply) => {
    if (isPage(request.method, request.url)) return;
    for (const part of [request.body, request.query, request.params]) {
      const path = unstorablePath(part);
      if (path === null) continue;
      const field = path.split('/').filter(Boolean).join('.');
      return reply
        .status(ERRORS.VALIDATION.status)
        .send({ code: ERRORS.VALIDATION.code, msg: request.t(ERRORS.VALIDATION.key, { 0: fieldLabel(request.t, path) }), data: { field } });
    }
  });
}
