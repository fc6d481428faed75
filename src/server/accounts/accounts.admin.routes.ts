/** The merchant's sign-in and the signed-in staff member. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthAnswer, SignInBody, UserInfoAnswer } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { signIn, toPublicUser } from './accounts.service.ts';
import { clientInfo, limit, requireStaff } from './identity.ts';

export function adminAccountRoutes(db: Db, maxAttempts: number): FastifyPluginAsyncZod {
  const authRateLimit = limit(maxAttempts);
  return async (app) => {
    app.post(
      '/auth/signin',
      { config: authRateLimit, schema: { tags: ['admin'], body: SignInBody, response: { 200: AuthAnswer } } },
      async (request) => ok(await signIn(db, request.body, clientInfo(request), { staffOnly: true }), request.t('auth.signedIn')),
    );
    app.post('/user/info', { schema: { tags: ['admin'], response: { 200: UserInfoAnswer } } }, async (request) => {
      const { user } = await requireStaff(request);
      return ok(toPublicUser(user));
    });
  };
}
