/**
 * The page an invitation links to, served by the server itself (it works without the console's
 * scripts): the link's token is moved at once into a short-lived HttpOnly cookie for this page
 * only and the browser sent on to the same address without it, so the token stays out of the
 * history, the logs and any Referer; the invitee then sets their name and password here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { AcceptInviteBody } from '../../shared/contracts/staff.ts';
import { describeIssue } from '../../shared/contracts/issues.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { acceptInvite, ACCEPT_INVITE_PATH, INVITE_HOURS, openInvite } from './staff.service.ts';

export const INVITE_COOKIE = 'staff_invite';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(request: FastifyRequest, body: string): string {
  const t = request.t;
  return `<!doctype html><html lang="${escape(request.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escape(t('staff.acceptTitle'))}</title></head><body><main><h1>${escape(t('staff.acceptTitle'))}</h1>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(html);
}

function form(request: FastifyRequest, email: string, values: { firstName?: string; lastName?: string }, error: string | null) {
  const t = request.t;
  const field = (name: string, label: string, type: string, value = '', extra = '') =>
    `<p><label for="${name}">${escape(label)}</label><br><input id="${name}" name="${name}" type="${type}" value="${escape(value)}" ${extra}></p>`;
  return page(
    request,
    `<p>${escape(t('staff.acceptIntro', { email }))}</p>${error ? `<p role="alert">${escape(error)}</p>` : ''}<form method="post" action="${ACCEPT_INVITE_PATH}">${field('firstName', t('auth.firstName'), 'text', values.firstName ?? '', 'autocomplete="given-name" maxlength="50"')}${field('lastName', t('auth.lastName'), 'text', values.lastName ?? '', 'autocomplete="family-name" maxlength="50"')}${field('password', t('auth.newPassword'), 'password', '', 'autocomplete="new-password" required')}<p><button type="submit">${escape(t('staff.acceptButton'))}</button></p></form>`,
  );
}

const invalid = (request: FastifyRequest) => page(request, `<p role="alert">${escape(request.t('staff.inviteInvalid'))}</p>`);

export function acceptInvitePage(deps: { db: Db; authRateLimit: number; secure: boolean }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.get(ACCEPT_INVITE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { token } = request.query as { token?: string };
      if (typeof token === 'string' && token) {
        reply.setCookie(INVITE_COOKIE, token.slice(0, 200), {
          path: ACCEPT_INVITE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.secure,
          maxAge: INVITE_HOURS * 3600,
        });
        return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(ACCEPT_INVITE_PATH, 303);
      }
      const invite = await openInvite(db, request.cookies[INVITE_COOKIE] ?? '');
      if (!invite) return send(reply, 400, invalid(request));
      return send(reply, 200, form(request, invite.email, {}, null));
    });
    app.post(ACCEPT_INVITE_PATH, { schema: { hide: true }, config: { rateLimit: { max: deps.authRateLimit, timeWindow: '1 minute' } } }, async (request, reply) => {
      const token = request.cookies[INVITE_COOKIE] ?? '';
      const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 1000) : '');
      const values = { firstName: text('firstName'), lastName: text('lastName') };
      const invite = await openInvite(db, token);
      if (!invite) return send(reply, 400, invalid(request));
      const checked = AcceptInviteBody.safeParse({ token, password: text('password'), ...values });
      if (!checked.success) {
        const found = describeIssue(checked.error.issues[0]);
        const message = request.t(found.key, found.labelled ? { 0: request.t(`fields.${found.field}`), ...found.vars } : found.vars);
        return send(reply, 400, form(request, invite.email, values, message));
      }
      try {
        await acceptInvite(db, request, checked.data);
      } catch (err) {
        if (!(err instanceof DomainError) || err.spec.status >= 500) throw err;
        return send(reply, err.spec.status, form(request, invite.email, values, request.t(err.spec.key, err.params)));
      }
      reply.clearCookie(INVITE_COOKIE, { path: ACCEPT_INVITE_PATH });
      return send(
        reply,
        200,
        page(request, `<p role="status">${escape(request.t('staff.inviteAccepted'))}</p><p><a href="/admin">${escape(request.t('staff.toConsole'))}</a></p>`),
      );
    });
  };
}
