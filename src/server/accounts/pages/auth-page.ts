import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';

/** Sign-in and sign-up, with where to go back to afterwards (a path of the shop only). */
export function authPage(ctx: BuildContext, screen: string): Built {
  if (screen !== 'signin' && screen !== 'signup') return errorPage(ctx, 404);
  const redirect = ctx.query.redirect?.startsWith('/') && !ctx.query.redirect.startsWith('//') ? ctx.query.redirect : null;
  return {
    status: 200,
    id: `auth:${screen}`,
    title: ctx.t(screen === 'signin' ? 'auth.signInTitle' : 'auth.signUpTitle'),
    body: [{ type: 'auth-form', settings: { mode: screen, redirect } }],
    noindex: true,
  };
}
