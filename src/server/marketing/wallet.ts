/** Coupons a shopper can see, claim and hold (the wallet: available · used · expired). */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { CouponView } from '../../shared/contracts/marketing.ts';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../platform/db/client.ts';
import { couponUses, couponWallet, coupons, promotions } from './marketing.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { invariant } from '../platform/http/errors.ts';

/**
 * The slugs of the products a coupon is limited to, in id order, in the coupon's own row. The
 * subqueries spell `coupons` out: Drizzle leaves a one-table select's columns unqualified, and a
 * subquery would read a bare `id` as its own table's.
 */
const couponColumns = {
  coupon: coupons,
  productSlugs: sql<string[]>`coalesce((select array_agg(p.slug order by p.id) from ${products} p where p.id = any(${coupons}.product_ids)), '{}')`,
};
type CouponRow = { coupon: typeof coupons.$inferSelect; productSlugs: string[] };

function view(row: CouponRow, lang: string, claimed: boolean): CouponView {
  const c = row.coupon;
  return {
    code: c.code,
    title: localize(c.title, lang),
    description: localize(c.description, lang),
    discountType: c.discountType,
    value: c.value,
    threshold: c.threshold,
    productSlugs: row.productSlugs,
    stackable: c.stackable,
    gift: c.gift,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    claimed,
  };
}

/** Whether the coupon is in this customer's wallet (never for a visitor). */
const claimedBy = (userId: number | null) =>
  userId ? sql<boolean>`exists (select 1 from ${couponWallet} w where w.coupon_id = ${coupons}.id and w.user_id = ${userId})` : sql<boolean>`false`;

const live = and(
  eq(coupons.active, true),
  or(isNull(coupons.startsAt), lte(coupons.startsAt, sql`now()`)),
  or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
);

/** Coupons a shopper may claim (gift coupons are granted, not claimed). */
export async function claimableCoupons(db: Db, userId: number | null, lang: string): Promise<CouponView[]> {
  const rows = await db
    .select({ ...couponColumns, claimed: claimedBy(userId) })
    .from(coupons)
    .where(and(live, eq(coupons.gift, false)))
    .orderBy(asc(coupons.id));
  return rows.map((r) => view(r, lang, Boolean(r.claimed)));
}

/** One active coupon by its code (gift coupons too), marked claimed when it is in this customer's wallet. */
export async function couponByCode(db: Db, code: string, userId: number | null, lang: string): Promise<CouponView | null> {
  const [row] = await db
    .select({ ...couponColumns, claimed: claimedBy(userId) })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, code.toUpperCase()), eq(coupons.active, true)));
  return row ? view(row, lang, Boolean(row.claimed)) : null;
}

export async function claimCoupon(db: Db, userId: number, code: string): Promise<void> {
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, code.toUpperCase()), live, eq(coupons.gift, false)));
  invariant(coupon, 'COUPON_INVALID');
  await db.insert(couponWallet).values({ couponId: coupon.id, userId }).onConflictDoNothing();
}

/** Gift coupons go straight into a new customer's wallet. */
export async function grantGiftCoupons(db: Db, userId: number): Promise<void> {
  await db.execute(sql`insert into ${couponWallet} (coupon_id, user_id) select id, ${userId} from ${coupons} where gift and active on conflict do nothing`);
}

export async function wallet(db: Db, userId: number, lang: string) {
  const rows = await db
    .select({ ...couponColumns, uses: sql<number>`(select count(*) from ${couponUses} u where u.coupon_id = ${coupons.id} and u.user_id = ${userId})` })
    .from(couponWallet)
    .innerJoin(coupons, eq(coupons.id, couponWallet.couponId))
    .where(eq(couponWallet.userId, userId))
    .orderBy(asc(couponWallet.claimedAt));
  const now = Date.now();
  return rows.map((r) => ({
    ...view(r, lang, true),
    state:
      Number(r.uses) >= r.coupon.perCustomerLimit
        ? ('used' as const)
        : !r.coupon.active || (r.coupon.expiresAt && r.coupon.expiresAt.getTime() <= now)
          ? ('expired' as const)
          : ('available' as const),
  }));
}

export async function promotionList(db: Db, lang: string, slug?: string) {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, sql`now()`)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
        slug ? eq(promotions.slug, slug) : undefined,
      ),
    )
    .orderBy(asc(promotions.id));
  return rows.map((p) => ({
    slug: p.slug,
    title: localize(p.title, lang),
    description: localize(p.description, lang),
    kind: p.kind,
    threshold: p.threshold,
    discountType: p.discountType,
    value: p.value,
    endsAt: p.endsAt?.toISOString() ?? null,
  }));
}
