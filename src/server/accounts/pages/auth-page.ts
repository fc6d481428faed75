import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';
import { verifyWait } from '../recovery.ts';

/** A path of this shop to go back to after signing in; null for anything else (another site, `//host`, `/\host`). */
export function safeRedirect(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? null : value;
}

const RECOVERY_TITLES = {
  forget: 'recovery.forgetTitle',
  'reset-password': 'recovery.resetTitle',
  'verify-email': 'auth.verifyEmail',
  'verify-prompt': 'recovery.promptTitle',
} as const;

/** Sign-in and sign-up, with where to go back to afterwards, and the form the server checked when it was posted without scripts; the recovery screens. */
export async function authPage(ctx: BuildContext, screen: string): Promise<Built> {
  if (screen in RECOVERY_TITLES) return recoveryPage(ctx, screen as keyof typeof RECOVERY_TITLES);
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

async function recoveryPage(ctx: BuildContext, screen: keyof typeof RECOVERY_TITLES): Promise<Built> {
  const base = { status: 200, id: `auth:${screen}`, title: ctx.t(RECOVERY_TITLES[screen]), noindex: true, personal: true } as const;
  const posted = ctx.form ? { posted: ctx.form } : {};
  switch (screen) {
    case 'forget':
      return { ...base, body: [{ type: 'auth-recovery', settings: { screen, sent: ctx.query.sent === '1', ...posted } }] };
    case 'reset-password':
      return {
        ...base,
        body: [{ type: 'auth-recovery', settings: { screen, via: ctx.query.via === 'link' ? 'link' : 'code', expired: ctx.query.expired === '1', ...posted } }],
      };
    case 'verify-email':
      return { ...base, body: [{ type: 'auth-recovery', settings: { screen, verified: ctx.user?.emailVerified ?? false } }] };
    case 'verify-prompt': {
      const user = ctx.user;
      const waitSeconds = user?.email && !user.emailVerified ? await verifyWait(ctx.db, user.id) : 0;
      return {
        ...base,
        ...(user ? { userId: user.id } : {}),
        body: [{ type: 'auth-recovery', settings: { screen, email: user?.email ?? null, verified: user?.emailVerified ?? false, waitSeconds } }],
      };
    }
  }
}
