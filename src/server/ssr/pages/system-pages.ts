/** Sign-in and sign-up, the account area, and error pages. */
import { toPublicUser } from '../../accounts/accounts.service.ts';
import { errorPage, type BuildContext, type Built } from './context.ts';
import { orderDetailPage, orderListPage, walletPage } from './commerce-pages.ts';

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

export function accountPage(ctx: BuildContext, screen: string, slug?: string): Built | Promise<Built> {
  if (!ctx.identity) return { status: 401, id: `account:${screen}`, title: ctx.t('auth.signInTitle'), body: [], noindex: true };
  const userId = ctx.identity.user.id;
  if (screen === 'order') return slug ? orderDetailPage(ctx, userId, slug) : orderListPage(ctx, userId);
  if (screen === 'coupon') return walletPage(ctx, userId);
  if (screen !== 'center') return errorPage(ctx, 404);
  return {
    status: 200,
    id: 'account:center',
    userId: ctx.identity.user.id,
    title: ctx.t('account.center'),
    body: [{ type: 'account-center', settings: { user: toPublicUser(ctx.identity.user) } }],
    noindex: true,
  };
}

export function errorRoutePage(ctx: BuildContext, slug: string): Built {
  const status = Number(slug);
  return errorPage(ctx, [403, 404, 500].includes(status) ? status : 404);
}
