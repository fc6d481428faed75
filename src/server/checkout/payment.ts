/**
 * Paying at checkout, after the order's transaction and outside its stock locks: the sandbox
 * card is charged and the order marked paid; Stripe gets a payment intent for the browser to
 * confirm. A declined card or an unreachable provider undoes the order completely.
 */
import { eq, sql } from 'drizzle-orm';
import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import type { Db } from '../platform/db/client.ts';
import { cartLines, carts } from '../cart/cart.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { DomainError } from '../platform/http/errors.ts';
import { releaseCoupons, releaseStock } from '../inventory/inventory.service.ts';
import { markPlacedOrderPaid } from '../orders/orders.service.ts';
import { sandboxCharge } from '../payments/sandbox.ts';
import type { CheckoutDeps, PlacedCart, PlacedOrder } from './types.ts';

export async function payForOrder(deps: CheckoutDeps, placed: PlacedCart, submission: { body: CheckoutBody; guestToken: string | null }): Promise<PlacedOrder> {
  const { db } = deps;
  const { body } = submission;
  const result: PlacedOrder = { orderId: placed.id, orderNumber: placed.number, payStatus: 'unpaid', guestToken: submission.guestToken, clientSecret: null };
  if (body.paymentMethod === 'sandbox_card') {
    const outcome = sandboxCharge(body.card!);
    if (!outcome.ok) {
      await undoOrder(db, placed.id);
      throw new DomainError(outcome.reason === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
    }
    await markPlacedOrderPaid(deps, placed.id, { provider: 'sandbox', reference: outcome.reference, amount: placed.total }, { actor: 'system' });
    result.payStatus = 'paid';
  }
  if (body.paymentMethod === 'stripe' && deps.createIntent) {
    try {
      const intent = await deps.createIntent({ id: placed.id, number: placed.number, total: placed.total, currency: deps.baseCurrency });
      result.clientSecret = intent.clientSecret;
    } catch {
      await undoOrder(db, placed.id);
      throw new DomainError('PAYMENT_FAILED');
    }
  }
  return result;
}

/** Removes an order whose payment failed at checkout: stock, coupons and the cart come back. */
async function undoOrder(db: Db, orderId: number) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.payStatus === 'paid') return;
    await releaseStock(tx, orderId);
    await releaseCoupons(tx, orderId);
    const lines = await tx.select({ variantId: orderLines.variantId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const owner = order.userId ? { userId: order.userId } : order.visitorId ? { visitorId: order.visitorId } : null;
    if (owner) {
      const [cart] = await tx
        .insert(carts)
        .values(owner)
        .onConflictDoUpdate({ target: 'userId' in owner ? carts.userId : carts.visitorId, set: { couponCodes: order.coupons.map((c) => c.code) } })
        .returning({ id: carts.id });
      for (const line of lines) {
        if (!line.variantId) continue;
        await tx
          .insert(cartLines)
          .values({ cartId: cart.id, variantId: line.variantId, quantity: line.quantity })
          .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)` } });
      }
    }
    await tx.delete(orders).where(eq(orders.id, orderId));
  });
}
