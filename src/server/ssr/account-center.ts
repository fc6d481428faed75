/**
 * user/center: the account's dashboard, put together from the domains that own its figures:
 * order counts and recent orders (orders), usable coupons (marketing), credits (accounts),
 * favourites and saved articles (engagement). It costs the same few queries whatever the account
 * holds: the order list's fixed four (a page of three) and one statement for the other figures.
 */
import { eq, sql } from 'drizzle-orm';
import { creditLedger, users } from '../accounts/accounts.schema.ts';
import { favorites, savedArticles } from '../engagement/engagement.schema.ts';
import { couponUses, coupons, couponWallet } from '../marketing/marketing.schema.ts';
import { pageTerms } from '../orders/pages/order-pages.ts';
import { listOrders } from '../orders/queries.ts';
import { errorPage, personal, type BuildContext, type Built } from '../platform/page-context.ts';

const RECENT_ORDERS = 3;

export async function accountCenterPage(ctx: BuildContext, userId: number): Promise<Built> {
  // Reached through accountPage, which answers 401 without a signed-in user.
  if (!ctx.user) return errorPage(ctx, 404);
  const [orders, [figures]] = await Promise.all([
    listOrders(ctx.db, userId, { tab: 'all', page: 1, pageSize: RECENT_ORDERS }, { lang: ctx.lang, terms: pageTerms(ctx) }),
    ctx.db
      .select({
        coupons: sql<string>`(select count(*) from ${couponWallet} w join ${coupons} c on c.id = w.coupon_id
          where w.user_id = ${userId} and c.active and (c.expires_at is null or c.expires_at > now())
            and (select count(*) from ${couponUses} u where u.coupon_id = c.id and u.user_id = ${userId}) < c.per_customer_limit)`,
        credits: sql<string>`(select coalesce(sum(${creditLedger.amount}), 0) from ${creditLedger} where ${eq(creditLedger.userId, userId)})`,
        favorites: sql<string>`(select count(*) from ${favorites} where ${eq(favorites.userId, userId)})`,
        articles: sql<string>`(select count(*) from ${savedArticles} where ${eq(savedArticles.userId, userId)})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const { to_pay, to_ship, to_receive } = orders.counts;
  return personal({
    status: 200,
    id: 'account:center',
    userId,
    title: ctx.t('account.center'),
    body: [
      {
        type: 'account-center',
        settings: {
          user: { ...ctx.user, credits: Number(figures.credits) },
          orderCounts: { to_pay, to_ship, to_receive },
          coupons: Number(figures.coupons),
          credits: Number(figures.credits),
          favorites: Number(figures.favorites),
          articles: Number(figures.articles),
          recentOrders: orders.list,
        },
      },
    ],
  });
}
