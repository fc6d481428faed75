/** The merchant's sign-in, the signed-in staff member, and adjusting a customer's credits. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreditAdjust, adminSignIn, adminUserInfo } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { signIn, toPublicUser } from './accounts.service.ts';
import type { Throttle } from '../platform/throttle.ts';
import { clientInfo, limit, requireStaff } from './identity.ts';
import { adjustCredits } from './credits.ts';

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
    route(app, adminCreditAdjust, async (request) => {
      const { user } = await requireStaff(request);
      const balance = await adjustCredits(db, { ...request.body, actorId: user.id });
      return ok({ balance }, request.t('account.creditsAdjusted'));
    });
  };
}
