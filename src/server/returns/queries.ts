/** Reading after-sales requests: the shopper's list by status with counts, one request in full, and the merchant's list. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RETURN_STATUSES, type AdminReturnListBody, type ReturnDetail, type ReturnSummary, type ReturnTab } from '../../shared/contracts/returns.ts';
import { localizeVariant } from '../../shared/variants.ts';
import { localize } from '../catalog/localize.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { Db } from '../platform/db/client.ts';
import { returnHistory, returnLines, returns } from './returns.schema.ts';
import { stateOf, type ReturnRow } from './returns.service.ts';
import { shopperActions } from './state.ts';

async function summaries(db: Db, rows: ReturnRow[], lang: string): Promise<ReturnSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, numbers] = await Promise.all([
    db
      .select({ returnId: returnLines.returnId, quantity: returnLines.quantity, amount: returnLines.amount, line: orderLines })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(returnLines.id),
    db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      ),
  ]);
  return rows.map((r) => {
    const own = lines.filter((l) => l.returnId === r.id);
    return {
      number: r.number,
      orderNumber: numbers.find((o) => o.id === r.orderId)?.number ?? '',
      type: r.type,
      status: r.status,
      auditStatus: r.auditStatus,
      refundStatus: r.refundStatus,
      refundAmount: r.refundAmount,
      quantity: own.reduce((n, l) => n + l.quantity, 0),
      createdAt: r.createdAt.toISOString(),
      lines: own.map(({ line: l, quantity, amount }) => ({
        lineId: l.id,
        title: localize(l.title, lang),
        sku: l.sku,
        image: l.image,
        options: localizeVariant(l.options, l.optionNames, lang),
        quantity,
        amount,
      })),
    };
  });
}

export async function listReturns(db: Db, userId: number, q: { tab: ReturnTab; page: number; pageSize: number }, lang: string) {
  const owner = eq(returns.userId, userId);
  const where = q.tab === 'all' ? owner : and(owner, eq(returns.status, q.tab));
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({
        all: sql<number>`count(*)`,
        ...Object.fromEntries(RETURN_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${returns.status} = ${s})`])),
      })
      .from(returns)
      .where(owner),
  ]);
  const numeric = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as Record<ReturnTab, number>;
  return { list: await summaries(db, rows, lang), total: numeric[q.tab], counts: numeric };
}

export async function returnDetail(db: Db, row: ReturnRow, lang: string): Promise<ReturnDetail> {
  const [[summary], history] = await Promise.all([
    summaries(db, [row], lang),
    db.select().from(returnHistory).where(eq(returnHistory.returnId, row.id)).orderBy(returnHistory.at, returnHistory.id),
  ]);
  return {
    ...summary,
    reason: row.reason as ReturnDetail['reason'],
    description: row.description,
    credentials: row.credentials,
    refuseReason: row.refuseReason,
    returnAddress: row.returnAddress,
    logisticsCompany: row.logisticsCompany,
    logisticsNumber: row.logisticsNumber,
    deliveryDate: row.deliveryDate,
    goodsReceivedAt: row.goodsReceivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    history: history.map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action })),
    actions: shopperActions(stateOf(row)),
  };
}

const overdueSql = sql`(${returns.overdueFlaggedAt} is not null and ${returns.auditStatus} = 'pending')`;

/**
 * The merchant's list: filtered, searched (return number, order number, e-mail), sorted and
 * paged; with a count per status tab under the other filters. `overdue`: flagged for waiting too
 * long for a decision and still undecided.
 */
export async function staffReturnList(db: Db, f: z.infer<typeof AdminReturnListBody>, lang: string) {
  const conditions: SQL[] = [];
  if (f.auditStatus) conditions.push(eq(returns.auditStatus, f.auditStatus));
  if (f.overdue !== undefined) conditions.push(f.overdue ? overdueSql : sql`not ${overdueSql}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${returns.number} ilike ${like} or ${orders.number} ilike ${like} or ${orders.email} ilike ${like})`);
  }
  const where = and(...conditions, f.status ? eq(returns.status, f.status) : undefined);
  const column = f.sort === 'refundAmount' ? returns.refundAmount : returns.createdAt;
  const direction = f.dir === 'asc' ? asc : desc;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ row: returns, email: orders.email })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(direction(column), direction(returns.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({
        all: sql<number>`count(*)`,
        overdue: sql<number>`count(*) filter (where ${overdueSql})`,
        ...Object.fromEntries(RETURN_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${returns.status} = ${s})`])),
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(and(...conditions)),
  ]);
  const numeric = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as Record<ReturnTab | 'overdue', number>;
  const list = await summaries(
    db,
    rows.map((r) => r.row),
    lang,
  );
  return {
    list: list.map((s, i) => ({ ...s, email: rows[i].email, overdue: rows[i].row.overdueFlaggedAt !== null && rows[i].row.auditStatus === 'pending' })),
    total: numeric[f.status ?? 'all'],
    counts: numeric,
  };
}
