/** Promotions and coupons as pricing sees them (DESIGN §4), and the shopper's coupon wallet. */
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon, Promotion } from '../pricing/pricing.ts';
import type { Executor } from '../platform/db/client.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { coupons, promotions } from './marketing.schema.ts';
import type { Localized } from '../platform/db/columns.ts';

export type PromotionRow = Promotion & { title: Localized };

const running = ttlCache<PromotionRow[]>({ name: 'runningPromotions', ttlMs: 5_000, maxEntries: 1, maxBytes: 4 * 2 ** 20 });

/**
 * Promotions running now (dated ones within their window; permanent ones always). Every cart
 * read and checkout needs them, so the list is kept for 5 s per process: a promotion starts or
 * ends within seconds of its time.
 */
export function activePromotions(db: Executor): Promise<PromotionRow[]> {
  return running.get('active', () => loadPromotions(db));
}

/** After a merchant's change, the next cart sees it at once in this process. */
export function forgetActivePromotions() {
  running.clear();
}

async function loadPromotions(db: Executor): Promise<PromotionRow[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, sql`now()`)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
      ),
    );
  return rows.map((p) => ({ id: p.id, kind: p.kind, threshold: p.threshold, discountType: p.discountType, value: p.value, productIds: p.productIds, title: p.title }));
}

export type CouponRow = Coupon & { usageLimit: number | null; usedCount: number; perCustomerLimit: number; gift: boolean; expiresAt: Date | null };

/** The coupons behind the given codes that can be used now (active, started, not expired). */
export async function usableCoupons(db: Executor, codes: string[]): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        inArray(
          sql`upper(${coupons.code})`,
          codes.map((c) => c.toUpperCase()),
        ),
        eq(coupons.active, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, sql`now()`)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
      ),
    );
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    discountType: c.discountType,
    value: c.value,
    threshold: c.threshold,
    productIds: c.productIds,
    stackable: c.stackable,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    perCustomerLimit: c.perCustomerLimit,
    gift: c.gift,
    expiresAt: c.expiresAt,
  }));
}
