/**
 * One API call, declared once: its path, body and answer. The server registers it
 * (`platform/http/route.ts`), the browser calls it (`storefront/app/api.ts`) and the OpenAPI
 * document describes it, all from this one object, so neither side can drift from the other.
 */
import type { z } from 'zod';

/** Where a call lives: the storefront's API, the merchant's, or the public endpoints for apps. */
export type CallBase = '/api/web' | '/api/admin' | '/app';

export interface Call<Body extends z.ZodType | undefined = z.ZodType | undefined, Answer extends z.ZodType = z.ZodType> {
  /** The path under `base`, e.g. `/cart/add`. */
  readonly path: `/${string}`;
  readonly base: CallBase;
  /** What the call takes; `undefined` for calls without input (any body is ignored). */
  readonly body: Body;
  /** The `data` of the answer's envelope `{code, msg, data}`. */
  readonly answer: Answer;
  /** The call's group in the OpenAPI document. */
  readonly tags: readonly string[];
}

export function defineCall<Answer extends z.ZodType, Body extends z.ZodType | undefined = undefined>(def: {
  path: `/${string}`;
  body?: Body;
  answer: Answer;
  tags?: readonly string[];
  base?: CallBase;
}): Call<Body, Answer> {
  return { path: def.path, base: def.base ?? '/api/web', body: def.body as Body, answer: def.answer, tags: def.tags ?? [] };
}

/**
 * A call as the browser makes it: its address, with the contract's body and answer as types only.
 * The storefront imports these (src/shared/calls/) rather than the contracts, so the schemas and
 * zod stay out of its bundle; a form that validates on the client imports its schema itself, in
 * its own lazy chunk. A test holds each route to its contract's path and base.
 */
export interface CallRoute<C extends Call = Call> {
  readonly path: `/${string}`;
  readonly base: CallBase;
  /** Never set: it only carries the contract's type. */
  readonly contract?: C;
}

export function callRoute<C extends Call>(path: `/${string}`, base: CallBase = '/api/web'): CallRoute<C> {
  return { path, base };
}

/** The contract a route stands for (a contract stands for itself). */
export type ContractOf<R> = R extends Call ? R : R extends CallRoute<infer C> ? C : never;
