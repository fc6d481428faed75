/** The console's stock reads: the variants' stock list and a variant's stock history. */
import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StockHistory, StockList, StockListBody, StockReason } from '../../shared/contracts/stock-admin.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { localize } from '../catalog/localize.ts';
import type { Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { stockMovements } from './inventory.schema.ts';

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Variants with their product's title; `threshold` is the shop's low-stock line. */
export async function stockList(db: Executor, body: StockListBody, threshold: number, lang: string): Promise<StockList> {
  const filters: SQL[] = [];
  if (body.q)
    filters.push(
      or(
        ilike(productVariants.sku, likeText(body.q)),
        ilike(sql`${products.title}->>'en'`, likeText(body.q)),
        ilike(sql`${products.title}->>${lang}`, likeText(body.q)),
      )!,
    );
  if (body.filter === 'out') filters.push(lte(productVariants.stock, 0));
  if (body.filter === 'low') filters.push(and(gt(productVariants.stock, 0), lte(productVariants.stock, threshold))!);
  const where = filters.length ? and(...filters) : undefined;
  // Low and out lists show the emptiest first; the full list keeps the catalogue's order.
  const order = body.filter ? [asc(productVariants.stock), asc(productVariants.id)] : [desc(products.id), asc(productVariants.position), asc(productVariants.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        productSlug: products.slug,
        title: products.title,
        sku: productVariants.sku,
        color: productVariants.color,
        size: productVariants.size,
        style: productVariants.style,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .orderBy(...order)
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      variantId: r.variantId,
      productId: r.productId,
      productSlug: r.productSlug,
      title: localize(r.title, lang),
      sku: r.sku,
      options: [r.color, r.size, r.style].filter((o): o is string => Boolean(o)),
      stock: r.stock,
      threshold,
      low: r.stock > 0 && r.stock <= threshold,
    })),
    total,
    threshold,
  };
}

/** A variant's stock changes, newest first. */
export async function stockHistory(db: Executor, body: { variantId: number; page: number; pageSize: number }, lang: string): Promise<StockHistory> {
  const [variant] = await db
    .select({ sku: productVariants.sku, stock: productVariants.stock, title: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, body.variantId));
  invariant(variant, 'NOT_FOUND');
  const where = eq(stockMovements.variantId, body.variantId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return {
    sku: variant.sku,
    title: localize(variant.title, lang),
    stock: variant.stock,
    total,
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      stockAfter: r.stockAfter,
      reason: r.reason as StockReason,
      note: r.note,
      staffEmail: r.staffEmail,
      reference: r.reference,
      at: r.at.toISOString(),
    })),
  };
}

/** How many variants are low (some stock, at most the shop's line), for the dashboard. */
export async function lowStockCount(db: Executor, threshold: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 0), lte(productVariants.stock, threshold)));
  return total;
}
