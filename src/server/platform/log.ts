/**
 * Errors as they may be logged: a failed query's parameters (password hashes, e-mail addresses,
 * addresses) and PostgreSQL's row details never reach the log, only the statement and the cause.
 */

/** Drizzle's failed-query message ends with the bound values; PostgreSQL's `detail` repeats row values. */
const PARAMS = /\nparams: [\s\S]*$/;

export function redactText(text: string): string {
  return text.replace(PARAMS, '\nparams: [redacted]');
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/** The shape pino's standard serializer gives, minus anything that carries values. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactText(String(err)), stack: '' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.constructor?.name ?? 'Error',
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

/** A one-line message for console output. */
export function errorMessage(err: unknown): string {
  return serializeError(err).message;
}

/** Query parameters that may carry a secret (a session token, a guest order token, a reset code). */
const SECRET_PARAMS = /([?&](?:x-auth|token|guestToken|code)=)[^&#]*/gi;

/** A request URL as it may be logged: secrets in its query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The request as logged: method, redacted URL, host and client address; never headers (cookies, x-auth). */
export function serializeRequest(request: { method: string; url: string; host?: string; ip?: string; id?: string }) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, reqId: request.id };
}
