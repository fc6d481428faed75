/** The console's API client: the shared contracts, POSTed to /api/admin with the session cookie and the console's language. */
import type { z } from 'zod';
import { API_TIMEOUT_MS, LANG_HEADER } from '../shared/constants.ts';
import type { Call } from '../shared/contracts/call.ts';
import { Code, type Envelope } from '../shared/envelope.ts';
import { UPLOAD_FIELD, type UploadedImage } from '../shared/contracts/media.ts';

export class ConsoleApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

let currentLang = 'en';
let onSignedOut: () => void = () => undefined;
export function configureApi(opts: { lang: string; onSignedOut?: () => void }) {
  currentLang = opts.lang;
  if (opts.onSignedOut) onSignedOut = opts.onSignedOut;
}
export const apiLang = () => currentLang;

export async function call<C extends Call>(def: C, body?: C['body'] extends z.ZodType ? z.input<C['body']> : Record<string, never>): Promise<z.infer<C['answer']>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(`${def.base}${def.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [LANG_HEADER]: currentLang },
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    const envelope = (await response.json().catch(() => null)) as Envelope<z.infer<C['answer']>> | null;
    if (!envelope) throw new ConsoleApiError(Code.error, response.statusText);
    if (envelope.code === Code.success) return envelope.data;
    if (envelope.code === Code.authInvalid || envelope.code === Code.authOut) onSignedOut();
    throw new ConsoleApiError(envelope.code, envelope.msg, envelope.data);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends an image through the admin upload module (multipart); answers the stored image. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const response = await fetch('/api/admin/attach/upload', { method: 'POST', body: form, credentials: 'same-origin', headers: { [LANG_HEADER]: currentLang } });
  const envelope = (await response.json().catch(() => null)) as Envelope<UploadedImage> | null;
  if (!envelope || envelope.code !== Code.success) throw new ConsoleApiError(envelope?.code ?? 500, envelope?.msg ?? response.statusText);
  return envelope.data;
}
