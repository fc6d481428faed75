/**
 * The account area: signed in only (401 sends the visitor to sign-in). Its screens belong to
 * the domains that own their data (orders, the coupon wallet); ssr/page.ts hands them in. Every
 * screen opens with the area's navigation, which lists the screens handed in.
 */
import type { AccountScreen } from '../../../shared/routes.ts';
import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';

/** A screen of the account area, for the signed-in customer `userId`; `slug` is the order number of `order/{slug}`. */
export type AccountScreenBuilder = (ctx: BuildContext, userId: number, slug?: string) => Promise<Built> | Built;

/**
 * The navigation's order of the account area's screens (spec §2); a sub-screen such as
 * security/activity is reached from its screen, and the wish list is a visitor's view of the
 * favourites (a customer's wish list is their favourites).
 */
const NAV_ORDER: readonly AccountScreen[] = ['center', 'order', 'return', 'coupon', 'favorite', 'article', 'log', 'address', 'info', 'account', 'security', 'privacy'];

export async function accountPage(
  ctx: BuildContext,
  target: { screen: AccountScreen; slug?: string },
  screens: Partial<Record<AccountScreen, AccountScreenBuilder>>,
): Promise<Built> {
  const { screen, slug } = target;
  if (!ctx.user) return { status: 401, id: `account:${screen}`, title: ctx.t('auth.signInTitle'), body: [], noindex: true };
  const build = screens[screen];
  if (!build) return errorPage(ctx, 404);
  const built = await build(ctx, ctx.user.id, slug);
  if (built.status !== 200) return built;
  const nav = { type: 'account-nav' as const, settings: { current: screen, screens: NAV_ORDER.filter((s) => screens[s]) } };
  const user = ctx.user;
  const banner = user.email && !user.emailVerified ? [{ type: 'verify-banner' as const, settings: { email: user.email } }] : [];
  return { ...built, body: [nav, ...banner, ...built.body] };
}

/** "Your data" (user/privacy): download everything the shop holds about the customer, or delete the account. */
export function privacyPage(ctx: BuildContext, userId: number): Built {
  return {
    status: 200,
    id: 'account:privacy',
    userId,
    title: ctx.t('privacy.title'),
    body: [{ type: 'account-privacy', settings: { email: ctx.user?.email ?? null } }],
    noindex: true,
  };
}
