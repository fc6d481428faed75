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
