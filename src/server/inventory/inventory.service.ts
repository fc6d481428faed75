/**
 * Stock and coupon bookkeeping of orders. Stock is decremented with a guard (`stock >= quantity`),
 * so it never goes below zero whatever runs concurrently; coupon use counts are raised with a
 * guard on the usage limit for the same reason.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { couponUses, coupons } from '../marketing/marketing.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { DomainError } from '../platform/http/errors.ts';
import { preparedStatement } from '../platform/db/prepared.ts';

export type { Tx } from '../platform/db/client.ts';

/** Brings products' denormalised stock total and sold count in step with their variants. */
const syncFigures = preparedStatement(
  'sync_product_figures',
  sql`update ${products} p set
      stock_total = (select coalesce(sum(v.stock), 0) from ${productVariants} v where v.product_id = p.id),
      sold_count = (select coalesce(sum(v.sold_count), 0) from ${productVariants} v where v.product_id = p.id)
    where p.id = any(${sql.placeholder('ids')}::int[])`,
);

export async function syncProducts(tx: Executor, productIds: number[]) {
  if (productIds.length > 0) await syncFigures(tx, { ids: productIds });
}

const refreshes = new WeakMap<Db, { due: Set<number>; running: boolean }>();

/**
 * The listing figures of products that checkouts just sold from, refreshed after the answer and
 * one statement at a time: products sold from while a refresh runs are taken by the next one.
 * Updating them inside every order would lock a busy product for each of its orders and rewrite
 * its row (and its search index entries, since sold count is indexed) once per order. The
 * figures are derived, so a failed refresh is made good by the product's next one.
 */
export function refreshProductFigures(db: Db, productIds: number[]): void {
  let state = refreshes.get(db);
  if (!state) refreshes.set(db, (state = { due: new Set(), running: false }));
  for (const id of productIds) state.due.add(id);
  if (!state.running) void runRefreshes(db, state);
}

async function runRefreshes(db: Db, state: { due: Set<number>; running: boolean }) {
  state.running = true;
  while (state.due.size > 0) {
    const ids = [...state.due];
    state.due.clear();
    await syncProducts(db, ids).catch((err: Error) => console.error(`product figures not refreshed: ${err.message}`));
  }
  state.running = false;
}

/**
 * Thrown when something read before the order's transaction (a price, a coupon, the cart) has
 * changed by the time the transaction locks it: the caller reads again and retries.
 */
export class StaleSnapshot extends Error {
  constructor(what: string) {
    super(`${what} changed while the order was being placed`);
  }
}

export interface StockLine {
  variantId: number;
  quantity: number;
  sku: string;
}

/**
 * Takes the lines' units from stock in one guarded statement (embedded as a CTE in the statement
 * that writes the order). `lines` is a relation of (variant_id, quantity, unit_price) rows in
 * variant order. A variant's row is written only if it has the units and still has the price the
 * order was computed with, and the row lock it takes keeps that price until the order commits.
 * Rows are taken in the lines' order (a nested loop over them), so concurrent checkouts do not
 * deadlock each other. Fewer rows back than lines: refused.
 */
export function reserveStockStatement(lines: SQL): SQL {
  return sql`update ${productVariants} v set stock = v.stock - w.quantity, sold_count = v.sold_count + w.quantity
    from ${lines} w
    where v.id = w.variant_id and v.stock >= w.quantity and v.price = w.unit_price
    returning v.id`;
}

/** The lines in the order reserveStockStatement takes them. */
export const inLockOrder = <T extends { variantId: number }>(lines: T[]) => [...lines].sort((a, b) => a.variantId - b.variantId);

/** Why these lines, which the reservation left out, were refused: short of stock, else a price that moved. */
export async function explainStockRefusal(tx: Tx, refused: StockLine[]): Promise<never> {
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, refused.map((l) => l.variantId)));
  for (const line of refused) {
    const stock = rows.find((r) => r.id === line.variantId)?.stock ?? 0;
    if (stock >= line.quantity) continue;
    throw stock > 0 ? new DomainError('ONLY_LEFT', { 0: stock }, { sku: line.sku, stock }) : new DomainError('OUT_OF_STOCK', {}, { sku: line.sku });
  }
  throw new StaleSnapshot('a price');
}

/** Gives an order's units back to stock (cancellation, declined payment). */
export async function releaseStock(tx: Tx, orderId: number) {
  const lines = await tx.select({ variantId: orderLines.variantId, productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (!line.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, soldCount: sql`greatest(${productVariants.soldCount} - ${line.quantity}, 0)` })
      .where(eq(productVariants.id, line.variantId));
  }
  await syncProducts(tx, [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]);
}

/** A coupon's terms as the order's transaction locked them. */
export type CouponTerms = Pick<typeof coupons.$inferSelect, 'id' | 'code' | 'discountType' | 'value' | 'threshold' | 'productId' | 'stackable'>;

const usableNow = sql`${coupons.active} and (${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`;

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
      productId: coupons.productId,
      stackable: coupons.stackable,
      perCustomerLimit: coupons.perCustomerLimit,
    });
  if (raised.length < couponIds.length) await explainCouponRefusal(tx, couponIds);
  await recordCouponUses(tx, raised, order);
  return raised.map(({ perCustomerLimit: _limit, ...terms }) => terms);
}

/** A coupon still on offer but not raised has reached its usage limit; otherwise it stopped being usable. */
async function explainCouponRefusal(tx: Tx, couponIds: number[]): Promise<never> {
  const live = await tx.select({ id: coupons.id }).from(coupons).where(and(inArray(coupons.id, couponIds), usableNow));
  if (live.length === couponIds.length) throw new DomainError('COUPON_USED_UP');
  throw new StaleSnapshot('a coupon');
}

/** One use row per coupon, written only while the customer (account or e-mail) is under the coupon's per-customer limit. */
async function recordCouponUses(tx: Tx, raised: Array<{ id: number; perCustomerLimit: number }>, order: { id: number; userId: number | null; email: string }) {
  const sameCustomer = order.userId
    ? sql`(u.user_id = ${order.userId} or lower(u.email) = lower(${order.email}))`
    : sql`lower(u.email) = lower(${order.email})`;
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
  for (const use of uses) await tx.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(eq(coupons.id, use.couponId));
}
