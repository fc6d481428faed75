/**
 * Stock and coupon bookkeeping inside an order's transaction. Stock is decremented with a guard
 * (`stock >= quantity`), so it never goes below zero whatever runs concurrently; coupon use counts
 * are raised with a guard on the usage limit for the same reason.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.server.ts';
import { couponUses, coupons, orderLines } from '../db/commerce-schema.ts';
import { products, productVariants } from '../db/schema.ts';
import { DomainError } from '../http/errors.ts';

export type { Tx } from '../db/client.server.ts';

/**
 * Keeps the product's denormalised stock and sold figures in step with its variants. Checkout
 * runs it after its transaction, so busy products are not locked for the whole order.
 */
export async function syncProducts(tx: Executor, productIds: number[]) {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({
      stockTotal: sql`(select coalesce(sum(v.stock), 0) from ${productVariants} v where v.product_id = ${products.id})`,
      soldCount: sql`(select coalesce(sum(v.sold_count), 0) from ${productVariants} v where v.product_id = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
}

export async function reserveStock(tx: Tx, lines: Array<{ variantId: number; productId: number; quantity: number; sku: string }>) {
  // Lock in a fixed order so concurrent checkouts cannot deadlock each other.
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const updated = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, soldCount: sql`${productVariants.soldCount} + ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} >= ${line.quantity}`))
      .returning({ id: productVariants.id });
    if (updated.length === 0) {
      const [variant] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId));
      throw (variant?.stock ?? 0) > 0 ? new DomainError('ONLY_LEFT', { 0: variant.stock }, { sku: line.sku, stock: variant.stock }) : new DomainError('OUT_OF_STOCK', {}, { sku: line.sku });
    }
  }
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

export async function useCoupons(tx: Tx, applied: Array<{ id: number; perCustomerLimit: number }>, order: { id: number; userId: number | null; email: string }) {
  for (const coupon of applied) {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), order.userId ? sql`(${couponUses.userId} = ${order.userId} or lower(${couponUses.email}) = lower(${order.email}))` : sql`lower(${couponUses.email}) = lower(${order.email})`));
    if (Number(n) >= coupon.perCustomerLimit) throw new DomainError('COUPON_LIMIT');
    const raised = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, coupon.id), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
      .returning({ id: coupons.id });
    if (raised.length === 0) throw new DomainError('COUPON_USED_UP');
    await tx.insert(couponUses).values({ couponId: coupon.id, orderId: order.id, userId: order.userId, email: order.email });
  }
}

/** Used coupons come back when their order is cancelled (DESIGN §4). */
export async function releaseCoupons(tx: Tx, orderId: number) {
  const uses = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning({ couponId: couponUses.couponId });
  for (const use of uses) await tx.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(eq(coupons.id, use.couponId));
}
