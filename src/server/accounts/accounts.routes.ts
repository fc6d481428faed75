import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditLog, signIn as signInCall, signInCode, signInResend, signOut as signOutCall, signUp as signUpCall, userInfo } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { clientInfo, limit, registerIdentity, requireUser, signRequest } from './identity.ts';
import { clearPendingCookie, LOGIN_CODE_RESEND_SECONDS, pendingTicket, setDeviceCookie, setPendingCookie } from './login-verification.ts';
import { signOut, toPublicUser } from './accounts.service.ts';
import { clearSessionCookie, setSessionCookie } from './auth-form.ts';
import type { AccountHooks } from './hooks.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { ADMIN, WEB } from '../platform/http/prefixes.ts';
import { adminAccountRoutes } from './accounts.admin.routes.ts';
import { adminCustomerRoutes } from './customers.admin.routes.ts';
import { registerStaff } from './staff.admin.routes.ts';
import { addressRoutes } from './addresses.routes.ts';
import { creditBalance, creditLog as readCreditLog } from './credits.ts';
import { visitorRoutes } from './visitors.routes.ts';
import type { VisitorProof } from './visitors.ts';
import type { Throttle } from '../platform/throttle.ts';
import { securityRoutes } from './security.routes.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Storage } from '../platform/media/storage.ts';
import type { SmsSender } from '../platform/sms/sms.ts';
import { registerPermissions } from './permissions.ts';
import { recoveryRoutes } from './recovery.routes.ts';

export function accountRoutes(db: Db, config: Pick<Config, 'authRateLimit' | 'publicUrl'>, hooks: AccountHooks): FastifyPluginAsyncZod {
  const authRateLimit = limit(config.authRateLimit);
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return async (app) => {
    // The browser keeps the session in the HttpOnly cookie set here; API clients use the answer's token.
    route(app, signUpCall, { config: authRateLimit }, async (request, reply) => {
      const result = await hooks.signUp(request.body, { client: clientInfo(request), lang: request.lang, log: request.log });
      setSessionCookie(reply, result.token, secure);
      return ok(result, request.t('auth.signedUp'));
    });
    route(app, signInCall, { config: authRateLimit }, async (request, reply) => {
      const sign = signRequest(request);
      const result = await hooks.signIn(request.body, sign);
      if ('ticket' in result) {
        // No session until the e-mailed code comes back from this browser.
        setPendingCookie(reply, result.ticket, secure);
        return ok(
          { codeSent: true as const, sentTo: result.sentTo, resendSeconds: LOGIN_CODE_RESEND_SECONDS },
          request.t('auth.loginCodeSent', { email: result.sentTo }),
        );
      }
      setSessionCookie(reply, result.token, secure);
      setDeviceCookie(reply, sign.deviceKey, secure);
      return ok(result, request.t('auth.signedIn'));
    });
    route(app, signInCode, { config: authRateLimit }, async (request, reply) => {
      const sign = signRequest(request);
      const result = await hooks.completeSignIn(pendingTicket(request), request.body.code, sign);
      clearPendingCookie(reply);
      setSessionCookie(reply, result.token, secure);
      setDeviceCookie(reply, sign.deviceKey, secure);
      return ok(result, request.t('auth.signedIn'));
    });
    route(app, signInResend, { config: authRateLimit }, async (request) => {
      const { sentTo } = await hooks.resendSignInCode(pendingTicket(request), signRequest(request));
      return ok({ codeSent: true as const, sentTo, resendSeconds: LOGIN_CODE_RESEND_SECONDS }, request.t('auth.loginCodeSent', { email: sentTo }));
    });
    route(app, signOutCall, async (request, reply) => {
      const identity = await requireUser(request);
      await signOut(db, identity.sessionId);
      clearSessionCookie(reply);
      return ok(null, request.t('auth.signedOut'));
    });
    route(app, userInfo, async (request) => {
      const { user } = await requireUser(request);
      return ok(toPublicUser(user, await creditBalance(db, user.id)));
    });
    route(app, creditLog, async (request) => {
      const { user } = await requireUser(request);
      const [balance, page] = await Promise.all([creditBalance(db, user.id), readCreditLog(db, user.id, request.body.before)]);
      return ok({ balance, ...page });
    });
  };
}

/**
 * Accounts' calls: sign-up, sign-in, the user, visitors and the address book under /api/web, the
 * merchant's sign-in under /api/admin. It also adds `request.identity()`, so it comes before the
 * other domains.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    hooks: AccountHooks;
    visitorProof: VisitorProof;
    throttle: Throttle;
    mailer: Mailer;
    sms: SmsSender;
    storage: Storage;
    shopName(): Promise<string>;
  },
) {
  const { db, config } = deps;
  const { shopName } = deps;
  registerIdentity(app, db, deps.visitorProof);
  // Before any /api/admin route: each one gets its permission check as it is registered.
  registerPermissions(app, db);
  await app.register(accountRoutes(db, config, deps.hooks), WEB);
  await app.register(visitorRoutes(db, deps.hooks), WEB);
  await app.register(addressRoutes(db), WEB);
  const { sms } = deps;
  const { storage } = deps;
  const secure = new URL(config.publicUrl).protocol === 'https:';
  await app.register(securityRoutes({ db, mailer: deps.mailer, sms, storage, secure, shopName: deps.shopName }), WEB);
  await app.register(
    recoveryRoutes({
      db,
      mailer: deps.mailer,
      sms: deps.sms,
      publicUrl: config.publicUrl,
      authRateLimit: config.authRateLimit,
      shopName,
      throttle: deps.throttle,
      hooks: deps.hooks,
    }),
    WEB,
  );
  await app.register(adminAccountRoutes(db, config.authRateLimit, deps.throttle, secure), ADMIN);
  await app.register(adminCustomerRoutes(db, deps.hooks), ADMIN);
  await registerStaff(app, {
    db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    shopName: deps.shopName,
    authRateLimit: config.authRateLimit,
    secure,
    staffChanged: deps.hooks.staffChanged,
  });
}
