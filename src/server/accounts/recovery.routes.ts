/**
 * Forgotten passwords, e-mail verification and the customer's own data (download, delete).
 * The forget call answers the same whatever was typed; resets and verification links are single
 * use. Downloading and deleting ask for the password again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExport, deleteAccount, forget, resetPassword, verifyResend } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { SmsSender } from '../platform/sms/sms.ts';
import type { Throttle } from '../platform/throttle.ts';
import { clearSessionCookie } from './auth-form.ts';
import type { AccountHooks } from './hooks.ts';
import { limit, requireUser } from './identity.ts';
import { verifyPassword } from './passwords.ts';
import * as recovery from './recovery.ts';

/** The reset page's HttpOnly cookie holding the link's token once it is dropped from the address. */
export const RESET_TICKET_COOKIE = 'reset_ticket';

export function setResetTicket(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(RESET_TICKET_COOKIE, token, { path: '/', maxAge: recovery.RESET_MINUTES * 60, sameSite: 'lax', httpOnly: true, secure });
}

export interface RecoveryDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  authRateLimit: number;
  shopName(): Promise<string>;
  throttle: Throttle;
  hooks: Pick<AccountHooks, 'exportData' | 'deleteAccount'>;
}

/** The context of a message sent for this request: in its language, links under its language. */
export async function messageContext(deps: Pick<RecoveryDeps, 'publicUrl' | 'shopName'>, request: FastifyRequest): Promise<recovery.MessageContext> {
  return { shopName: await deps.shopName(), publicUrl: deps.publicUrl, langPrefix: request.lang, t: request.t };
}

/** Runs a message's sending after the answer; a failure is logged, never answered. */
function later(request: FastifyRequest, send: () => Promise<void>, what: string): void {
  setImmediate(() => send().catch((err) => request.log.error({ err }, `${what} failed`)));
}

/** The password asked again before the account's data is downloaded or the account deleted; failures count towards the account's lockout. */
async function confirmPassword(deps: RecoveryDeps, request: FastifyRequest, password: string) {
  const identity = await requireUser(request);
  const key = `user:${identity.user.id}`;
  const waiting = await deps.throttle.wait(key);
  if (waiting > 0) throw new DomainError('SIGN_IN_LOCKED', { minutes: Math.max(1, Math.ceil(waiting / 60_000)) });
  if (!(await verifyPassword(identity.user.passwordHash, password))) {
    await deps.throttle.fail(key);
    throw new DomainError('INVALID_CREDENTIALS', {}, { field: 'password' });
  }
  await deps.throttle.reset(key);
  return identity;
}

/**
 * Asking for a reset and setting the new password: the JSON calls and the forms posted without
 * scripts do the same through these.
 */
export function recoveryActions(deps: Omit<RecoveryDeps, 'hooks' | 'throttle' | 'authRateLimit'>) {
  return {
    async forget(account: string, request: FastifyRequest): Promise<void> {
      const send = await recovery.requestReset(deps.db, account, deps, await messageContext(deps, request));
      later(request, send, 'reset message');
    },
    /** The proof is the body's token, else the reset page's ticket cookie, else the account and code. */
    async reset(body: { password: string; token?: string; account?: string; code?: string }, request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { password, token, account, code } = body;
      const ticket = token ?? request.cookies?.[RESET_TICKET_COOKIE];
      const proof: recovery.ResetProof | null = ticket ? { token: ticket } : account && code ? { account, code } : null;
      if (!proof) throw new DomainError('RESET_TOKEN_INVALID', {}, { field: 'code' });
      const user = await recovery.resetPassword(deps.db, proof, password);
      reply.clearCookie(RESET_TICKET_COOKIE, { path: '/' });
      // Every session ended, this browser's too: it signs in with the new password.
      clearSessionCookie(reply);
      const ctx = await messageContext(deps, request);
      later(request, () => recovery.sendPasswordChanged(deps.mailer, user, ctx), 'password-changed e-mail');
    },
  };
}

export function recoveryRoutes(deps: RecoveryDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const rate = limit(deps.authRateLimit);
  const actions = recoveryActions(deps);
  return async (app) => {
    route(app, forget, { config: rate }, async (request) => {
      await actions.forget(request.body.account, request);
      return ok(null, request.t('recovery.forgetSent'));
    });
    route(app, resetPassword, { config: rate }, async (request, reply) => {
      await actions.reset(request.body, request, reply);
      return ok(null, request.t('recovery.passwordReset'));
    });
    route(app, verifyResend, { config: rate }, async (request) => {
      const { user } = await requireUser(request);
      const send = await recovery.startVerification(db, user, deps.mailer, await messageContext(deps, request));
      later(request, send, 'verification e-mail');
      return ok({ waitSeconds: recovery.VERIFY_RESEND_SECONDS }, request.t('recovery.verifySent'));
    });
    route(app, dataExport, { config: rate }, async (request) => {
      const { user } = await confirmPassword(deps, request, request.body.password);
      return ok(await deps.hooks.exportData(user.id));
    });
    route(app, deleteAccount, { config: rate }, async (request, reply) => {
      const { user } = await confirmPassword(deps, request, request.body.password);
      await deps.hooks.deleteAccount(user.id);
      clearSessionCookie(reply);
      return ok(null, request.t('privacy.deleted'));
    });
  };
}
