/**
 * The merchant's promotions: the list with what each has given, one promotion, save (create or
 * edit), enable or disable. Orders keep the discount they were given, so an edit changes only
 * what carts see from now on. Writes leave their audit row in their own transaction.
 */
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminPromotion, AdminPromotionRow, PromotionSaveBody, PromotionStatus } from '../../shared/contracts/marketing-admin.ts';
import { audit } from '../accounts/audit.ts';
import { localize } from '../catalog/localize.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { forgetActivePromotions } from './marketing.service.ts';
import { promotions } from './marketing.schema.ts';
import { checkScope, scopeProducts } from './product-scope.ts';

export type PromotionTotals = (db: Executor, ids: number[]) => Promise<Map<number, { orderCount: number; discountTotal: number }>>;

const started = sql`(${promotions.startsAt} is null or ${promotions.startsAt} <= now())`;
const ended = sql`(${promotions.endsAt} is not null and ${promotions.endsAt} <= now())`;
const STATUS_WHERE: Record<PromotionStatus, SQL> = {
  disabled: sql`not ${promotions.active}`,
  ended: sql`${promotions.active} and ${ended}`,
  scheduled: sql`${promotions.active} and not ${ended} and not ${started}`,
  running: sql`${promotions.active} and not ${ended} and ${started}`,
};

function statusOf(p: typeof promotions.$inferSelect, now = Date.now()): PromotionStatus {
  if (!p.active) return 'disabled';
  if (p.endsAt && p.endsAt.getTime() <= now) return 'ended';
  if (p.startsAt && p.startsAt.getTime() > now) return 'scheduled';
  return 'running';
}

function row(p: typeof promotions.$inferSelect, lang: string, totals = { orderCount: 0, discountTotal: 0 }): AdminPromotionRow {
  return {
    id: p.id,
    slug: p.slug,
    title: localize(p.title, lang),
    kind: p.kind,
    threshold: p.threshold,
    discountType: p.discountType,
    value: p.value,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    status: statusOf(p),
    ...totals,
  };
}

export async function promotionAdminList(
  db: Db,
  body: { page: number; pageSize: number; q?: string; status?: PromotionStatus },
  lang: string,
  totalsOf: PromotionTotals,
) {
  const q = body.q ? `%${body.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(q ? or(ilike(promotions.slug, q), ilike(sql`${promotions.title}::text`, q)) : undefined, body.status ? STATUS_WHERE[body.status] : undefined);
  const [{ total }] = await db.select({ total: count() }).from(promotions).where(where);
  const rows = await db
    .select()
    .from(promotions)
    .where(where)
    .orderBy(desc(promotions.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const totals = await totalsOf(
    db,
    rows.map((p) => p.id),
  );
  return { list: rows.map((p) => row(p, lang, totals.get(p.id))), total };
}

export async function promotionDetail(db: Executor, id: number, lang: string, totalsOf: PromotionTotals): Promise<AdminPromotion> {
  const [p] = await db.select().from(promotions).where(eq(promotions.id, id));
  invariant(p, 'NOT_FOUND');
  const totals = await totalsOf(db, [id]);
  return { ...row(p, lang, totals.get(id)), titles: p.title as Record<string, string>, products: await scopeProducts(db, p.productIds, lang) };
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'promotion';

/** The English title's slug, numbered when another promotion has it. */
async function freeSlug(tx: Executor, title: string) {
  const base = slugify(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: promotions.slug })
        .from(promotions)
        .where(or(eq(promotions.slug, base), like(promotions.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export async function savePromotion(db: Db, request: FastifyRequest, body: PromotionSaveBody): Promise<number> {
  const values = {
    title: body.title,
    kind: body.kind,
    threshold: body.threshold,
    discountType: body.discountType,
    value: body.value,
    productIds: body.productIds,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
  };
  const id = await db.transaction(async (tx) => {
    await checkScope(tx, body.productIds);
    if (body.id === undefined) {
      const [created] = await tx
        .insert(promotions)
        .values({ ...values, slug: await freeSlug(tx, body.title.en ?? '') })
        .returning();
      await audit(tx, request, { action: 'promotion.create', entity: 'promotion', entityId: created.id, after: values });
      return created.id;
    }
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, body.id)).for('update');
    invariant(before, 'NOT_FOUND');
    await tx.update(promotions).set(values).where(eq(promotions.id, body.id));
    await audit(tx, request, { action: 'promotion.update', entity: 'promotion', entityId: body.id, before, after: values });
    return body.id;
  });
  forgetActivePromotions();
  return id;
}

export async function setPromotionActive(db: Db, request: FastifyRequest, id: number, active: boolean) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: promotions.active }).from(promotions).where(eq(promotions.id, id)).for('update');
    invariant(before, 'NOT_FOUND');
    await tx.update(promotions).set({ active }).where(eq(promotions.id, id));
    await audit(tx, request, { action: active ? 'promotion.enable' : 'promotion.disable', entity: 'promotion', entityId: id, before, after: { active } });
  });
  forgetActivePromotions();
}
