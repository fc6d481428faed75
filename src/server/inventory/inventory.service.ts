/**
 * Stock of the catalogue's variants, and the listing figures derived from it. Stock is
 * decremented with a guard (`stock >= quantity`), so it never goes below zero whatever runs
 * concurrently. Inventory is the one writer of the variants' stock and sold counts and of the
 * products' stock total and sold count; the rest of those tables is the catalogue's.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockReason } from '../../shared/contracts/stock-admin.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { StaleSnapshot } from '../platform/db/stale-snapshot.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import { stockMovements } from './inventory.schema.ts';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants.ts';

/** One change of a variant's stock, for its history. */
export interface Movement {
  variantId: number;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note?: string;
  staff?: { id: number; email: string | null } | null;
  orderId?: number | null;
  returnId?: number | null;
  reference?: string;
}

/** Writes the history rows of a stock change, in the change's transaction (one statement). */
export async function recordMovements(tx: Executor, movements: Movement[]) {
  const rows = movements.filter((m) => m.delta !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      variantId: m.variantId,
      delta: m.delta,
      stockAfter: m.stockAfter,
      reason: m.reason,
      note: m.note ?? '',
      staffId: m.staff?.id ?? null,
      staffEmail: m.staff?.email ?? '',
      orderId: m.orderId ?? null,
      returnId: m.returnId ?? null,
      reference: m.reference ?? '',
    })),
  );
}

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

/**
 * The job that brings the listing figures of the products an order sold from in step, written
 * in the order's transaction and run after the commit (platform/jobs). Updating them inside every
 * order would lock a busy product for each of its orders and rewrite its row (and its search
 * index entries, since sold count is indexed) once per order. The figures are derived, so running
 * the job twice, or after a later order's, does no harm.
 */
export const PRODUCT_FIGURES = 'product.figures';

export async function refreshProductFigures(db: Db, payload: { productIds?: unknown }): Promise<void> {
  const ids = Array.isArray(payload.productIds) ? payload.productIds.filter((id): id is number => Number.isInteger(id)) : [];
  await syncProducts(db, ids);
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
    returning v.id, v.product_id, v.stock, w.quantity`;
}

/**
 * The history rows of an order's reservation, as a statement embedded beside reserveStockStatement
 * in the order's statement: `reserved` is that CTE, `order` a relation with the new order's id and number.
 */
export function orderMovementsStatement(reserved: SQL, order: SQL): SQL {
  return sql`insert into ${stockMovements} (variant_id, delta, stock_after, reason, order_id, reference)
    select r.id, -r.quantity, r.stock, 'order', o.id, o.number from ${reserved} r, ${order} o`;
}

/** The lines in the order reserveStockStatement takes them. */
export const inLockOrder = <T extends { variantId: number }>(lines: T[]) => [...lines].sort((a, b) => a.variantId - b.variantId);

/** Why the reservation refused some of these lines: the first one short of stock, else a price that moved. */
export async function explainStockRefusal(tx: Executor, refused: StockLine[]): Promise<never> {
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        refused.map((l) => l.variantId),
      ),
    );
  for (const line of refused) {
    const stock = rows.find((r) => r.id === line.variantId)?.stock ?? 0;
    if (stock >= line.quantity) continue;
    throw stock > 0 ? new DomainError('ONLY_LEFT', { 0: stock }, { sku: line.sku, stock }) : new DomainError('OUT_OF_STOCK', {}, { sku: line.sku });
  }
  throw new StaleSnapshot('a price');
}

/**
 * The job written when variants come back from 0 in a stock change's transaction (payload: the
 * variants and their products): those who asked to hear are told once it commits (engagement).
 */
export const STOCK_RESTOCKED = 'stock.restocked';

/**
 * Tells those waiting for these variants (engagement's back-in-stock), by a job written in the
 * stock change's transaction; once committed, the pages of these products and of `shown` (whose
 * stock status the product page shows differently now: a low count) are dropped from the page cache.
 */
export async function restockJob(tx: Executor, variants: Array<{ variantId: number; productId: number }>, shown: number[] = []) {
  if (variants.length > 0 || shown.length > 0) await enqueue(tx, STOCK_RESTOCKED, { variants, productIds: shown });
}

/** Why units came back, for the history: a cancelled order or a received return, and which. */
export interface ReleaseCause {
  reason: Extract<StockReason, 'cancelled_order' | 'return_received'>;
  orderId: number | null;
  returnId?: number | null;
  reference: string;
  staff?: { id: number; email: string | null } | null;
}

/** Gives an order's units back to stock (cancellation, declined payment, received return); a variant back from 0 tells who asked. */
export async function releaseStock(tx: Tx, lines: Array<{ variantId: number | null; productId: number | null; quantity: number }>, cause: ReleaseCause) {
  const restocked: Array<{ variantId: number; productId: number }> = [];
  const shown = new Set<number>();
  const movements: Movement[] = [];
  for (const line of lines) {
    if (!line.variantId || line.quantity <= 0) continue;
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, soldCount: sql`greatest(${productVariants.soldCount} - ${line.quantity}, 0)` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ stock: productVariants.stock, productId: productVariants.productId });
    if (!row) continue;
    movements.push({ ...cause, variantId: line.variantId, delta: line.quantity, stockAfter: row.stock });
    if (row.stock - line.quantity <= 0) restocked.push({ variantId: line.variantId, productId: row.productId });
    else if (row.stock - line.quantity < LOW_STOCK_THRESHOLD) shown.add(row.productId);
  }
  await recordMovements(tx, movements);
  await syncProducts(tx, [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]);
  await restockJob(tx, restocked, [...shown]);
}

/** A merchant's change of one variant's stock: units in or out (`delta`), or the counted stock (`set`). */
export interface Adjustment {
  variantId: number;
  mode: 'delta' | 'set';
  quantity: number;
  reason: StockReason;
  note?: string;
  staff?: { id: number; email: string | null } | null;
}

/**
 * Adjusts a variant's stock under its row lock, so concurrent adjustments and orders apply one
 * after another and none is lost; refused if it would take the stock below 0. Writes the history
 * row, brings the product's figures in step, and from 0 to more tells who asked. Answers the stock
 * before and after.
 */
export async function adjustStock(tx: Tx, change: Adjustment): Promise<{ productId: number; before: number; after: number }> {
  const [current] = await tx
    .select({ stock: productVariants.stock, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, change.variantId))
    .for('update');
  invariant(current, 'NOT_FOUND');
  const after = change.mode === 'set' ? change.quantity : current.stock + change.quantity;
  if (after < 0) throw new DomainError('STOCK_BELOW_ZERO', { stock: current.stock }, { stock: current.stock });
  await tx.update(productVariants).set({ stock: after }).where(eq(productVariants.id, change.variantId));
  await recordMovements(tx, [{ ...change, delta: after - current.stock, stockAfter: after }]);
  await syncProducts(tx, [current.productId]);
  if (current.stock <= 0 && after > 0) await restockJob(tx, [{ variantId: change.variantId, productId: current.productId }]);
  return { productId: current.productId, before: current.stock, after };
}

/** The product editor's or a catalogue import's stock changes (already written with the variants), for the history. */
export async function recordEditorStock(
  tx: Tx,
  changes: Array<{ variantId: number; delta: number; stockAfter: number }>,
  staff: Movement['staff'],
  reason: 'editor' | 'import' = 'editor',
) {
  await recordMovements(
    tx,
    changes.map((c) => ({ ...c, reason, staff })),
  );
}
