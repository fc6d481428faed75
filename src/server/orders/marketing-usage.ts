/**
 * What coupons and promotions have done, read from the orders that used them: each order keeps
 * the discount it was given, so editing a coupon or a promotion later changes none of this.
 * Cancelled orders gave their coupons back and are left out.
 */
import { and, desc, ne, sql, type SQL } from 'drizzle-orm';
import type { MarketingUsage } from '../../shared/contracts/marketing-admin.ts';
import type { Executor } from '../platform/db/client.ts';
import { orders } from './orders.schema.ts';

const USAGE_ORDERS = 200;

async function usage(db: Executor, used: SQL, discount: SQL<number>): Promise<MarketingUsage> {
  const where = and(used, ne(orders.status, 'cancelled'));
  const [totals] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      customerCount: sql<number>`count(distinct lower(${orders.email}))::int`,
      discountTotal: sql<number>`coalesce(sum(${discount}), 0)::int`,
    })
    .from(orders)
    .where(where);
  const rows = await db
    .select({ number: orders.number, email: orders.email, discount, total: orders.total, submittedAt: orders.submittedAt })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.submittedAt))
    .limit(USAGE_ORDERS);
  return { ...totals, orders: rows.map((r) => ({ ...r, discount: Number(r.discount), submittedAt: r.submittedAt.toISOString() })) };
}

export function couponUsage(db: Executor, couponId: number): Promise<MarketingUsage> {
  const entry = sql`jsonb_path_query_first(${orders.coupons}, '$[*] ? (@.id == $id)', jsonb_build_object('id', ${couponId}::int))`;
  return usage(db, sql`${entry} is not null`, sql<number>`coalesce((${entry} ->> 'discount')::int, 0)`);
}

export function promotionUsage(db: Executor, promotionId: number): Promise<MarketingUsage> {
  return usage(db, sql`(${orders.promotion} ->> 'id')::int = ${promotionId}::int`, sql<number>`coalesce((${orders.promotion} ->> 'discount')::int, 0)`);
}

/** Orders and discount given per promotion, for the promotion list. */
export async function promotionTotals(db: Executor, promotionIds: number[]): Promise<Map<number, { orderCount: number; discountTotal: number }>> {
  if (promotionIds.length === 0) return new Map();
  const id = sql<number>`(${orders.promotion} ->> 'id')::int`;
  const rows = await db
    .select({ id, orderCount: sql<number>`count(*)::int`, discountTotal: sql<number>`coalesce(sum((${orders.promotion} ->> 'discount')::int), 0)::int` })
    .from(orders)
    .where(and(sql`${id} = any(${sql.param(promotionIds)}::int[])`, ne(orders.status, 'cancelled')))
    .groupBy(id);
  return new Map(rows.map((r) => [Number(r.id), { orderCount: r.orderCount, discountTotal: r.discountTotal }]));
}
