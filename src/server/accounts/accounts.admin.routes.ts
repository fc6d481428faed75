/** The merchant's sign-in and the signed-in staff member. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSignIn, adminUserInfo } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { signIn, toPublicUser } from './accounts.service.ts';
import type { Throttle } from '../platform/throttle.ts';
import { clientInfo, limit, requireStaff } from './identity.ts';

export function adminAccountRoutes(db: Db, maxAttempts: number, throttle: Throttle): FastifyPluginAsyncZod {
  const authRateLimit = limit(maxAttempts);
  return async (app) => {
    route(app, adminSignIn, { config: authRateLimit }, async (request) =>
      ok(await signIn(db, request.body, clientInfo(request), { staffOnly: true, throttle }), request.t('auth.signedIn')),
    );
    route(app, adminUserInfo, async (request) => {
      const { user } = await requireStaff(request);
      return ok(toPublicUser(user));
    });
  };
}
