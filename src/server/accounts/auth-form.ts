/**
 * Sign-in and sign-up posted as an HTML form (application/x-www-form-urlencoded) to their own
 * page, as a browser sends them before or without the page's scripts. The fields become the
 * calls' bodies through the contract's own mapping, are checked by the calls' schemas and go
 * through the same workflows as the JSON calls; the answer is either a session or the form
 * again: what was typed (never the password) and every message beside its field, in the page's
 * language.
 */
import type { FastifyReply } from 'fastify';
import { AUTH_HEADER, SIGNED_IN_COOKIE } from '../../shared/constants.ts';
import { authFormField, signIn, signInBodyOf, SignInCodeBody, signUp, signUpBodyOf, type AuthFormValues } from '../../shared/contracts/accounts.ts';
import { describeIssue } from '../../shared/contracts/issues.ts';
import type { AuthFormPosted } from '../../shared/contracts/sections/accounts.ts';
import type { Translate } from '../platform/http/context.ts';
import { DomainError } from '../platform/http/errors.ts';
import type { SignedIn } from './accounts.service.ts';
import type { AccountHooks, SignInOutcome, SignRequest } from './hooks.ts';

export const AUTH_FORM_SCREENS = ['signin', 'signup'] as const;
export type AuthFormScreen = (typeof AUTH_FORM_SCREENS)[number];

export function isAuthFormScreen(screen: string): screen is AuthFormScreen {
  return (AUTH_FORM_SCREENS as readonly string[]).includes(screen);
}

export type AuthFormRefused = { ok: false; status: number; posted: AuthFormPosted };
/** A sign-in waiting for its e-mailed code: the page shows the code step, and the browser keeps the ticket. */
export type AuthFormCodeStep = { ok: false; status: 200; posted: AuthFormPosted; ticket: string | null };
export type AuthFormOutcome = { ok: true; session: SignedIn } | AuthFormRefused | AuthFormCodeStep;

/** Longest value kept from a field: longer than any field takes, so the schema still refuses it with its message. */
const FIELD_MAX = 1_000;

/** The form's values from the posted fields: text fields as typed (the first of a repeated one), the consent box ticked or not. */
export function authFormValues(fields: unknown): AuthFormValues {
  const posted = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  const text = (name: keyof AuthFormValues) => {
    const value = Array.isArray(posted[name]) ? (posted[name] as unknown[])[0] : posted[name];
    return typeof value === 'string' ? value.slice(0, FIELD_MAX) : '';
  };
  return {
    account: text('account'),
    password: text('password'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthday: text('birthday'),
    invitationCode: text('invitationCode'),
    agree: text('agree') !== '',
  };
}

/** What the page shows again: the values without the password, the messages by field, a message for the whole form. */
function postedForm(values: AuthFormValues, errors: Record<string, string>, formError: string | null = null): AuthFormPosted {
  const { password: _password, ...kept } = values;
  return { values: kept, errors, formError };
}

/** The form refused as a whole (sent from another site, too many attempts), with what was typed. */
export function refusedAuthForm(fields: unknown, status: number, message: string): AuthFormRefused {
  return { ok: false, status, posted: postedForm(authFormValues(fields), {}, message) };
}

/** Each field's first message, as the JSON call would answer it, in the page's language. */
export function fieldErrors(issues: ReadonlyArray<Parameters<typeof describeIssue>[0]>, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const found = describeIssue(issue);
    const field = authFormField(found.field);
    if (errors[field]) continue;
    const label = t(`fields.${field}`);
    errors[field] = t(found.key, found.labelled ? { 0: label, ...found.vars } : found.vars);
  }
  return errors;
}

/** A posted field as typed (the first of a repeated one), cut to `max`. */
function postedText(fields: unknown, name: string, max: number): string {
  const posted = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  const value = Array.isArray(posted[name]) ? (posted[name] as unknown[])[0] : posted[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * The sign-in's code step posted without scripts: the code completes the sign-in this browser
 * started (`ticket`, its pending cookie); `resend` asks for another code. A refusal shows the
 * code step again with its message.
 */
async function submitCodeStep(hooks: AccountHooks, fields: unknown, request: SignRequest, t: Translate, ticket: string | null): Promise<AuthFormOutcome> {
  const values = authFormValues(fields);
  let sentTo = postedText(fields, 'sentTo', 200);
  const step = (status: number, errors: Record<string, string>, formError: string | null = null): AuthFormOutcome => ({
    ok: false,
    status,
    posted: { ...postedForm(values, errors, formError), codeSentTo: sentTo },
  });
  try {
    if (postedText(fields, 'resend', 10)) {
      sentTo = (await hooks.resendSignInCode(ticket, request)).sentTo;
      return step(200, {});
    }
    const checked = SignInCodeBody.safeParse({ code: postedText(fields, 'code', 20) });
    if (!checked.success) return step(400, fieldErrors(checked.error.issues, t));
    return { ok: true, session: await hooks.completeSignIn(ticket, checked.data.code, request) };
  } catch (err) {
    if (!(err instanceof DomainError) || err.spec.status >= 500) throw err;
    const message = t(err.spec.key, err.params);
    return (err.data as { field?: unknown } | null)?.field === 'code' ? step(err.spec.status, { code: message }) : step(err.spec.status, {}, message);
  }
}

export async function submitAuthForm(
  hooks: AccountHooks,
  screen: AuthFormScreen,
  fields: unknown,
  request: SignRequest,
  t: Translate,
  ticket: string | null = null,
): Promise<AuthFormOutcome> {
  if (screen === 'signin' && (postedText(fields, 'code', 20) || postedText(fields, 'resend', 10))) return submitCodeStep(hooks, fields, request, t, ticket);
  const values = authFormValues(fields);
  let open: () => Promise<SignInOutcome>;
  if (screen === 'signup') {
    const checked = signUp.body.safeParse(signUpBodyOf(values));
    if (!checked.success) return { ok: false, status: 400, posted: postedForm(values, fieldErrors(checked.error.issues, t)) };
    open = () => hooks.signUp(checked.data, request);
  } else {
    const checked = signIn.body.safeParse(signInBodyOf(values));
    if (!checked.success) return { ok: false, status: 400, posted: postedForm(values, fieldErrors(checked.error.issues, t)) };
    open = () => hooks.signIn(checked.data, request);
  }
  try {
    const outcome = await open();
    if ('ticket' in outcome) return { ok: false, status: 200, posted: { ...postedForm(values, {}), codeSentTo: outcome.sentTo }, ticket: outcome.ticket };
    return { ok: true, session: outcome };
  } catch (err) {
    // A refusal the shopper can act on goes back onto the form, beside its field when it names one.
    if (!(err instanceof DomainError) || err.spec.status >= 500) throw err;
    const message = t(err.spec.key, err.params);
    const field = (err.data as { field?: unknown } | null)?.field;
    if (typeof field === 'string') return { ok: false, status: err.spec.status, posted: postedForm(values, { [authFormField(field)]: message }) };
    return { ok: false, status: err.spec.status, posted: postedForm(values, {}, message) };
  }
}

/** The cookie's own life; the session itself ends sooner when idle (accounts.service.ts). */
const SESSION_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The session's token as the x-auth cookie (spec §3), set by the server only: HttpOnly, so no
 * script (nor an injected one) can read it; Secure behind TLS; sent with the shop's own requests
 * and top-level navigations only (SameSite=Lax). A readable `signed_in=1` beside it tells the
 * storefront's scripts that a session exists, so they can ask who it is.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(AUTH_HEADER, token, { path: '/', maxAge: SESSION_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: true, secure });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', maxAge: SESSION_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: false, secure });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH_HEADER, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
