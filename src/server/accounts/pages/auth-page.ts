import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';

/** A path of this shop to go back to after signing in; null for anything else (another site, `//host`, `/\host`). */
export function safeRedirect(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? null : value;
}

/** Sign-in and sign-up, with where to go back to afterwards, and the form the server checked when it was posted without scripts. */
export function authPage(ctx: BuildContext, screen: string): Built {
  if (screen !== 'signin' && screen !== 'signup') return errorPage(ctx, 404);
  const redirect = safeRedirect(ctx.query.redirect);
  return {
    status: 200,
    id: `auth:${screen}`,
    title: ctx.t(screen === 'signin' ? 'auth.signInTitle' : 'auth.signUpTitle'),
    body: [{ type: 'auth-form', settings: { mode: screen, redirect, ...(ctx.form ? { posted: ctx.form } : {}) } }],
    noindex: true,
    ...(ctx.form ? { personal: true } : {}),
  };
}
