/**
 * The merchant's coupons: the list by status, one coupon, save (create or edit), disable, and
 * bulk codes from a template. A coupon's code is unique whatever its case. Writes leave their
 * audit row in their own transaction.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminCoupon, AdminCouponRow, CouponBulkBody, CouponListBody, CouponSaveBody, CouponStatus } from '../../shared/contracts/marketing-admin.ts';
import { audit } from '../accounts/audit.ts';
import { localize } from '../catalog/localize.ts';
import { csvDocument } from '../platform/csv.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { coupons } from './marketing.schema.ts';
import { checkScope, scopeProducts } from './product-scope.ts';

const started = sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`;
const expired = sql`(${coupons.expiresAt} is not null and ${coupons.expiresAt} <= now())`;
const usedUp = sql`(${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit})`;
/** One status per coupon, in this order: disabled, expired, used up, scheduled, active. */
const STATUS_WHERE: Record<CouponStatus, SQL> = {
  disabled: sql`not ${coupons.active}`,
  expired: sql`${coupons.active} and ${expired}`,
  used_up: sql`${coupons.active} and not ${expired} and ${usedUp}`,
  scheduled: sql`${coupons.active} and not ${expired} and not ${usedUp} and not ${started}`,
  active: sql`${coupons.active} and not ${expired} and not ${usedUp} and ${started}`,
};

function statusOf(c: typeof coupons.$inferSelect, now = Date.now()): CouponStatus {
  if (!c.active) return 'disabled';
  if (c.expiresAt && c.expiresAt.getTime() <= now) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'used_up';
  if (c.startsAt && c.startsAt.getTime() > now) return 'scheduled';
  return 'active';
}

function row(c: typeof coupons.$inferSelect, lang: string): AdminCouponRow {
  return {
    id: c.id,
    code: c.code,
    title: localize(c.title, lang),
    discountType: c.discountType,
    value: c.value,
    threshold: c.threshold,
    status: statusOf(c),
    usedCount: c.usedCount,
    usageLimit: c.usageLimit,
    startsAt: c.startsAt?.toISOString() ?? null,
    expiresAt: c.expiresAt?.toISOString() ?? null,
  };
}

export async function couponList(db: Db, body: Required<Pick<CouponListBody, 'page' | 'pageSize'>> & CouponListBody, lang: string) {
  const q = body.q ? `%${body.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(q ? ilike(coupons.code, q) : undefined, body.status ? STATUS_WHERE[body.status] : undefined);
  const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return { list: rows.map((c) => row(c, lang)), total };
}

export async function couponDetail(db: Executor, id: number, lang: string): Promise<AdminCoupon> {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, id));
  invariant(c, 'NOT_FOUND');
  return {
    ...row(c, lang),
    titles: c.title as Record<string, string>,
    products: await scopeProducts(db, c.productIds, lang),
    stackable: c.stackable,
    gift: c.gift,
    perCustomerLimit: c.perCustomerLimit,
    batch: c.batch,
  };
}

type Terms = Omit<CouponSaveBody, 'id' | 'code'>;
function columns(terms: Terms) {
  return {
    title: terms.title,
    discountType: terms.discountType,
    value: terms.value,
    threshold: terms.threshold,
    productIds: terms.productIds,
    stackable: terms.stackable,
    gift: terms.gift,
    startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
    expiresAt: terms.expiresAt ? new Date(terms.expiresAt) : null,
    usageLimit: terms.usageLimit,
    perCustomerLimit: terms.perCustomerLimit,
  };
}

async function checkCodeFree(tx: Executor, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, code.toUpperCase()), exceptId ? sql`${coupons.id} <> ${exceptId}` : undefined));
  if (taken) throw new DomainError('COUPON_CODE_TAKEN', { code });
}

/** Creates or edits a coupon. Orders that used it keep their own discount: nothing of theirs changes. */
export async function saveCoupon(db: Db, request: FastifyRequest, body: CouponSaveBody): Promise<number> {
  return writeCoupon(db, request, body).catch((err: unknown) => {
    // Two saves of one code at once: the index keeps one, the other hears the code is taken.
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new DomainError('COUPON_CODE_TAKEN', { code: body.code });
    throw err;
  });
}

function writeCoupon(db: Db, request: FastifyRequest, body: CouponSaveBody): Promise<number> {
  return db.transaction(async (tx) => {
    await checkScope(tx, body.productIds);
    await checkCodeFree(tx, body.code, body.id);
    const values = { code: body.code, ...columns(body) };
    if (body.id === undefined) {
      const [created] = await tx.insert(coupons).values(values).returning();
      await audit(tx, request, { action: 'coupon.create', entity: 'coupon', entityId: created.id, after: values });
      return created.id;
    }
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, body.id)).for('update');
    invariant(before, 'NOT_FOUND');
    await tx.update(coupons).set(values).where(eq(coupons.id, body.id));
    await audit(tx, request, { action: 'coupon.update', entity: 'coupon', entityId: body.id, before, after: values });
    return body.id;
  });
}

export async function disableCoupon(db: Db, request: FastifyRequest, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: coupons.active }).from(coupons).where(eq(coupons.id, id)).for('update');
    invariant(before, 'NOT_FOUND');
    await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id));
    await audit(tx, request, { action: 'coupon.disable', entity: 'coupon', entityId: id, before, after: { active: false } });
  });
}

/** Letters and digits a person reads back without mistaking one for another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string, length: number) => prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const CHUNK = 1000;

/**
 * `count` coupons with the same terms and codes of `prefix` + random characters, all in one
 * transaction: a code already taken (in any case) is skipped and drawn again, so the batch ends
 * with exactly `count` new codes or not at all.
 */
export async function bulkCoupons(db: Db, request: FastifyRequest, body: CouponBulkBody): Promise<{ batch: string; count: number }> {
  const batch = randomUUID().slice(0, 8);
  const prefix = body.prefix.toUpperCase();
  return db.transaction(async (tx) => {
    await checkScope(tx, body.productIds);
    const values = columns(body);
    let made = 0;
    for (let attempt = 0; made < body.count; attempt++) {
      if (attempt > 20) throw new DomainError('COUPON_CODES_EXHAUSTED');
      const want = Math.min(body.count - made, CHUNK);
      const codes = new Set<string>();
      while (codes.size < want) codes.add(randomCode(prefix, body.randomLength));
      const inserted = await tx
        .insert(coupons)
        .values([...codes].map((code) => ({ ...values, code, batch })))
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      made += inserted.length;
    }
    await audit(tx, request, { action: 'coupon.bulk', entity: 'coupon', entityId: batch, after: { ...values, prefix, count: body.count } });
    return { batch, count: made };
  });
}

/** A batch's codes and terms as CSV. */
export async function batchCsv(db: Db, batch: string): Promise<string> {
  const rows = await db.select().from(coupons).where(eq(coupons.batch, batch)).orderBy(asc(coupons.id));
  invariant(rows.length > 0, 'NOT_FOUND');
  return csvDocument(
    ['code', 'discount_type', 'value', 'threshold', 'starts_at', 'expires_at'],
    rows.map((c) => [c.code, c.discountType, c.value, c.threshold, c.startsAt?.toISOString() ?? '', c.expiresAt?.toISOString() ?? '']),
  );
}
