/** The merchant's sign-in and the signed-in staff member. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSignIn, adminUserInfo } from '../../shared/contracts/accounts.ts';
import { adminSignOut } from '../../shared/contracts/admin.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { signIn, signOut, toPublicUser } from './accounts.service.ts';
import { clearSessionCookie, setSessionCookie } from './auth-form.ts';
import type { Throttle } from '../platform/throttle.ts';
import { clientInfo, limit, requireStaff, requireUser } from './identity.ts';

export function adminAccountRoutes(db: Db, maxAttempts: number, throttle: Throttle, secure: boolean): FastifyPluginAsyncZod {
  const authRateLimit = limit(maxAttempts);
  return async (app) => {
    // The console keeps the session in the same HttpOnly cookie as the storefront; API clients use the answer's token.
    route(app, adminSignIn, { config: authRateLimit }, async (request, reply) => {
      const result = await signIn(db, request.body, clientInfo(request), { staffOnly: true, throttle });
      setSessionCookie(reply, result.token, secure);
      return ok(result, request.t('auth.signedIn'));
    });
    route(app, adminSignOut, async (request, reply) => {
      const identity = await requireUser(request);
      await signOut(db, identity.sessionId);
      clearSessionCookie(reply);
      return ok(null, request.t('auth.signedOut'));
    });
    route(app, adminUserInfo, async (request) => {
      const { user } = await requireStaff(request);
      return ok(toPublicUser(user));
    });
  };
}
