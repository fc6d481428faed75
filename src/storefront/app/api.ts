/**
 * The API client of spec §7: POST JSON to /api/web, /api/admin or /app with the x-auth header,
 * read the {code, msg, data} envelope, 20 s timeout, and the error behaviour of spec §8.
 */
import type { z } from 'zod';
import { API_TIMEOUT_MS, LANG_HEADER, STORAGE_KEYS, VISITOR_HEADER } from '../../shared/constants.ts';
import type { Call, CallBase, CallRoute } from '../../shared/contracts/call.ts';
import type { UploadedImage } from '../../shared/contracts/media.ts';
import { Code, type Envelope } from '../../shared/envelope.ts';
import { readCookie, readStorage } from './storage.ts';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status = 0,
  ) {
    super(message);
  }
}

export interface ApiHooks {
  /** Translates the client-side texts of spec §8. */
  t(key: string): string;
  /** The language of the page on screen: answers (names, messages) come in it. */
  lang(): string;
  toastError(message: string): void;
  /** Code 50: sign out locally and go to sign-in with a redirect back. */
  onAuthInvalid(): void;
}

let hooks: ApiHooks | null = null;
export function setApiHooks(next: ApiHooks) {
  hooks = next;
}

function statusText(code: number): string {
  const t = hooks?.t ?? ((k: string) => k);
  if (code === Code.permission) return t('errors.authorization');
  if (code === Code.fullFail) return t('errors.fail');
  if (code === Code.authInvalid) return t('errors.loginError');
  return t('errors.unknown');
}

/** The language calls are made in now (the page's), so a cache of their answers can say which language it holds. */
export function currentLang(): string {
  return hooks?.lang() ?? 'en';
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  // The session goes as its HttpOnly cookie, which the browser adds to the shop's own requests.
  const visitorId = readStorage(STORAGE_KEYS.visitorId);
  if (visitorId) headers[VISITOR_HEADER] = visitorId;
  if (hooks) headers[LANG_HEADER] = hooks.lang();
  return headers;
}

export interface CallOptions {
  /** No toast on failure: the caller handles it (or it does not matter to the shopper). */
  silent?: boolean;
}

/** What a call takes: its body as the schema accepts it (defaults may be left out), then the options. */
export type CallArgs<C extends Call> = C['body'] extends z.ZodType ? [body: z.input<C['body']>, opts?: CallOptions] : [body?: Record<string, never>, opts?: CallOptions];

/** The `data` a call answers with. */
export type CallAnswer<C extends Call> = z.infer<C['answer']>;

/**
 * Makes a call of the shared contracts, named by its route (src/shared/calls/): resolves with its
 * answer's `data` on code 0, rejects with ApiError otherwise.
 */
export function call<C extends Call>(def: C | CallRoute<C>, ...[body, opts = {}]: CallArgs<C>): Promise<CallAnswer<C>> {
  return post<CallAnswer<C>>(def.path, body, { base: def.base, silent: opts.silent });
}

/** Sends a call's multipart form (a file upload); the answer is read like any other call's. */
export function upload<C extends Call>(def: C | CallRoute<C>, form: FormData, opts: CallOptions = {}): Promise<CallAnswer<C>> {
  return post<CallAnswer<C>>(def.path, form, { base: def.base, silent: opts.silent });
}

/** Uploads one image (spec §7 `/attach/upload`): answers its URL and size once it is checked and stored. */
export function uploadImage(file: Blob, opts: CallOptions & { base?: CallBase } = {}): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return post<UploadedImage>('/attach/upload', form, { base: opts.base ?? '/api/web', silent: opts.silent });
}

/** The calls of a browser that has no visitor id yet, one after another (see `post`). */
let firstCalls: Promise<unknown> = Promise.resolve();

/**
 * POSTs to `{base}{path}` (JSON, or the multipart form as it is); resolves with `data` on code 0,
 * rejects with ApiError otherwise. A browser without a visitor id gets one (as a cookie) from the
 * first call that needs it: until it has one, its calls go one after another, so two made at once
 * (the visitor's data, an add to cart) never get two ids.
 */
function post<T>(path: string, body: unknown, opts: { base: CallBase; silent?: boolean }): Promise<T> {
  if (readCookie('visitorId') || readStorage(STORAGE_KEYS.visitorId)) return send<T>(path, body, opts);
  const turn = firstCalls.then(() => send<T>(path, body, opts));
  firstCalls = turn.catch(() => undefined);
  return turn;
}

async function send<T>(path: string, body: unknown, opts: { base: CallBase; silent?: boolean }): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let response: Response;
  try {
    // A form (a file upload) goes as multipart, with the boundary the browser writes.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    response = await fetch(`${opts.base}${path}`, {
      method: 'POST',
      headers: form ? requestHeaders() : { 'content-type': 'application/json', ...requestHeaders() },
      body: form ? body : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'AbortError';
    const message = hooks?.t(timedOut ? 'errors.timeout' : 'errors.unknown') ?? 'error';
    if (!opts.silent) hooks?.toastError(message);
    throw new ApiError(timedOut ? Code.timeout : Code.error, message);
  } finally {
    clearTimeout(timer);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope) {
    const message = hooks?.t('errors.timeout') ?? 'error';
    if (!opts.silent) hooks?.toastError(message);
    throw new ApiError(Code.error, message, null, response.status);
  }
  if (envelope.code === Code.success) return envelope.data;
  const message = envelope.msg || statusText(envelope.code);
  if (envelope.code === Code.authInvalid || envelope.code === Code.authOut) hooks?.onAuthInvalid();
  if (!opts.silent) hooks?.toastError(message);
  throw new ApiError(envelope.code, message, envelope.data, response.status);
}
