/** Coupons: those on offer, one coupon, and the account's wallet. */
import { errorPage, href, personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { claimableCoupons, couponByCode, wallet } from '../wallet.ts';

export async function couponListPage(ctx: BuildContext): Promise<Built> {
  const list = await claimableCoupons(ctx.db, ctx.user?.id ?? null, ctx.lang);
  return { status: 200, id: 'coupon-list', title: ctx.t('coupon.title'), body: [{ type: 'coupon-list', settings: { list } }], userId: ctx.user?.id };
}

/**
 * One coupon, gift coupons included (they are granted, not claimed: the page says how to get
 * one). Whether the customer already holds it depends on who asks, so the page carries the user.
 */
export async function couponPage(ctx: BuildContext, code: string): Promise<Built> {
  const coupon = await couponByCode(ctx.db, code, ctx.user?.id ?? null, ctx.lang);
  if (!coupon) return errorPage(ctx, 404);
  return {
    status: 200,
    id: `coupon:${coupon.code}`,
    title: coupon.title,
    userId: ctx.user?.id,
    body: [{ type: 'coupon-detail', settings: { coupon, signInHref: href(ctx, { type: 'auth', screen: 'signin' }) } }],
  };
}

export async function walletPage(ctx: BuildContext, userId: number): Promise<Built> {
  return personal({
    status: 200,
    id: 'account:coupon',
    userId,
    title: ctx.t('coupon.title'),
    body: [{ type: 'coupon-wallet', settings: { list: await wallet(ctx.db, userId, ctx.lang) } }],
  });
}
