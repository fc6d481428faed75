/** The merchant's sign-in, the signed-in staff member, and adjusting a customer's credits. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreditAdjust, adminSignIn, adminUserInfo } from '../../shared/contracts/accounts.ts';
import { adminSignOut } from '../../shared/contracts/admin.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { signIn, signOut, toPublicUser } from './accounts.service.ts';
import type { Throttle } from '../platform/throttle.ts';
import { clientInfo, limit } from './identity.ts';
import { clearSessionCookie, setSessionCookie } from './auth-form.ts';
import { adjustCredits } from './credits.ts';
import { permit, staffOf } from './permissions.ts';

export function adminAccountRoutes(db: Db, maxAttempts: number, throttle: Throttle, secure: boolean): FastifyPluginAsyncZod {
  const authRateLimit = limit(maxAttempts);
  return async (app) => {
    // Staff sessions are the shop's sessions: the same HttpOnly cookie for the console, the token for API clients.
    route(app, adminSignIn, { config: { ...authRateLimit, permission: 'public' } }, async (request, reply) => {
      const signedIn = await signIn(db, request.body, clientInfo(request), { staffOnly: true, throttle });
      setSessionCookie(reply, signedIn.token, secure);
      return ok(signedIn, request.t('auth.signedIn'));
    });
    route(app, adminSignOut, permit('staff'), async (request, reply) => {
      await signOut(db, staffOf(request).sessionId);
      clearSessionCookie(reply);
      return ok(null, request.t('auth.signedOut'));
    });
    route(app, adminUserInfo, permit('staff'), async (request) => {
      const { user } = staffOf(request);
      return ok(toPublicUser(user));
    });
    // The fallback hook records the adjustment (actor, path, body with the reason) in the audit log.
    route(app, adminCreditAdjust, permit('credits.write'), async (request) => {
      const { user } = staffOf(request);
      const balance = await adjustCredits(db, { ...request.body, actorId: user.id });
      return ok({ balance }, request.t('account.creditsAdjusted'));
    });
  };
}
