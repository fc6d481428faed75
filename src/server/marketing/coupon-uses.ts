/**
 * Coupon use by orders. Use counts are raised with a guard on the usage limit, so they never pass
 * it whatever runs concurrently; a cancelled order gives its uses back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { StaleSnapshot } from '../platform/db/stale-snapshot.ts';
import { DomainError } from '../platform/http/errors.ts';
import { couponUses, coupons } from './marketing.schema.ts';

/** A coupon's terms as the order's transaction locked them. */
export type CouponTerms = Pick<typeof coupons.$inferSelect, 'id' | 'code' | 'discountType' | 'value' | 'threshold' | 'productIds' | 'stackable'>;

const usableNow = sql`${coupons.active} and (${coupons.startsAt} is null or ${coupons.startsAt} <= now()) and (${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`;

/**
 * Records an order's use of its coupons. The usage count is raised first, guarded by the usage
 * limit, which locks each coupon row; the per-customer count is read after that lock, so two
 * orders of one customer cannot both slip under the limit. Answers the coupons' terms as locked,
 * for the caller to check against what it priced.
 */
export async function useCoupons(tx: Tx, couponIds: number[], order: { id: number; userId: number | null; email: string }): Promise<CouponTerms[]> {
  if (couponIds.length === 0) return [];
  const raised = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(inArray(coupons.id, couponIds), usableNow, sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
    .returning({
      id: coupons.id,
      code: coupons.code,
      discountType: coupons.discountType,
      value: coupons.value,
      threshold: coupons.threshold,
      productIds: coupons.productIds,
      stackable: coupons.stackable,
      perCustomerLimit: coupons.perCustomerLimit,
    });
  if (raised.length < couponIds.length) await explainCouponRefusal(tx, couponIds);
  await recordCouponUses(tx, raised, order);
  return raised.map(({ perCustomerLimit: _limit, ...terms }) => terms);
}

/** A coupon still on offer but not raised has reached its usage limit; otherwise it stopped being usable. */
async function explainCouponRefusal(tx: Tx, couponIds: number[]): Promise<never> {
  const live = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(inArray(coupons.id, couponIds), usableNow));
  if (live.length === couponIds.length) throw new DomainError('COUPON_USED_UP');
  throw new StaleSnapshot('a coupon');
}

/** One use row per coupon, written only while the customer (account or e-mail) is under the coupon's per-customer limit. */
async function recordCouponUses(tx: Tx, raised: Array<{ id: number; perCustomerLimit: number }>, order: { id: number; userId: number | null; email: string }) {
  const sameCustomer = order.userId ? sql`(u.user_id = ${order.userId} or lower(u.email) = lower(${order.email}))` : sql`lower(u.email) = lower(${order.email})`;
  const written = (await tx.execute(sql`
    insert into ${couponUses} (coupon_id, order_id, user_id, email)
    select c.id, ${order.id}::int, ${order.userId}::int, ${order.email}
    from unnest(${sql.param(raised.map((c) => c.id))}::int[], ${sql.param(raised.map((c) => c.perCustomerLimit))}::int[]) as c(id, per_customer)
    where (select count(*) from ${couponUses} u where u.coupon_id = c.id and ${sameCustomer}) < c.per_customer
    returning coupon_id`)) as unknown as { rows: unknown[] };
  if (written.rows.length < raised.length) throw new DomainError('COUPON_LIMIT');
}

/** Used coupons come back when their order is cancelled (DESIGN §4). */
export async function releaseCoupons(tx: Tx, orderId: number) {
  const uses = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning({ couponId: couponUses.couponId });
  for (const use of uses)
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, use.couponId));
}
