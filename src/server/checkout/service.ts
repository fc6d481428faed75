/**
 * Placing an order (DESIGN §4): one transaction recomputes prices, discounts and shipping on the
 * server, reserves stock (never below zero), records coupon use and empties the cart. A retry
 * with the same idempotency key returns the same order; the same key with another body is
 * refused. The payment call is made after that transaction, outside the stock locks; a declined
 * card undoes the order completely (no order, no stock change, no coupon use).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import { hashToken } from '../accounts/tokens.ts';
import { findCartId, cartContents } from '../cart/service.ts';
import type { Db } from '../db/client.server.ts';
import { addresses, cartLines, carts, orderLines, orders, type AddressData } from '../db/commerce-schema.ts';
import { DomainError, invariant } from '../http/errors.ts';
import type { Shopper } from '../http/identity.ts';
import { activePromotions, usableCoupons } from '../marketing/service.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { releaseCoupons, releaseStock, reserveStock, syncProducts, useCoupons } from '../orders/inventory.server.ts';
import { markPaid, recordHistory } from '../orders/service.ts';
import { sandboxCharge } from '../payments/sandbox.ts';
import { methodsForCountry } from '../shipping/service.ts';
import { priceOrder } from './pricing.ts';

export interface CheckoutDeps {
  db: Db;
  events: OrderEventBus;
  paymentMethods: string[];
  baseCurrency: string;
  rates: Record<string, number>;
  /** Creates a provider payment (Stripe) for an unpaid order; answers the client secret. */
  createIntent?: (order: { id: number; number: string; total: number; currency: string }) => Promise<{ id: string; clientSecret: string }>;
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  payStatus: 'unpaid' | 'paid';
  guestToken: string | null;
  clientSecret: string | null;
}

/** A new order number: date and random digits, e.g. 261121-4830157 (unique index behind it). */
function orderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `${date}-${randomInt(1_000_000, 9_999_999)}`;
}

function requestHash(body: CheckoutBody): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

async function existingOrder(db: Db, key: string, hash: string) {
  const [order] = await db.select({ id: orders.id, number: orders.number, payStatus: orders.payStatus, requestHash: orders.requestHash }).from(orders).where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  if (order.requestHash !== hash) throw new DomainError('IDEMPOTENCY_MISMATCH');
  return order;
}

async function resolveAddress(db: Db, shopper: Shopper, body: CheckoutBody): Promise<AddressData> {
  if (body.address) return { ...body.address };
  if (body.addressId && 'userId' in shopper) {
    const [row] = await db.select({ data: addresses.data }).from(addresses).where(and(eq(addresses.id, body.addressId), eq(addresses.userId, shopper.userId)));
    invariant(row, 'NOT_FOUND');
    return row.data;
  }
  throw new DomainError('ADDRESS_REQUIRED');
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export async function placeOrder(deps: CheckoutDeps, shopper: Shopper, body: CheckoutBody, ctx: { lang: string; email?: string }): Promise<PlacedOrder> {
  const { db } = deps;
  const hash = requestHash(body);
  const earlier = await existingOrder(db, body.idempotencyKey, hash);
  if (earlier) return { orderId: earlier.id, orderNumber: earlier.number, payStatus: earlier.payStatus, guestToken: null, clientSecret: null };

  if (!deps.paymentMethods.includes(body.paymentMethod)) throw new DomainError('NO_PAYMENT_METHOD');
  if (body.paymentMethod === 'sandbox_card' && !body.card) throw new DomainError('VALIDATION', { 0: 'card' }, { field: 'card' });
  const address = await resolveAddress(db, shopper, body);
  const method = (await methodsForCountry(db, address.country)).find((m) => m.id === body.shippingMethodId);
  if (!method) throw new DomainError('SHIPPING_UNAVAILABLE');
  const currency = body.currency && deps.rates[body.currency] ? body.currency : deps.baseCurrency;
  const userId = 'userId' in shopper ? shopper.userId : null;
  const guestToken = userId ? null : randomBytes(24).toString('base64url');

  let placed: { id: number; number: string; total: number; productIds: number[] };
  try {
    placed = await db.transaction(async (tx) => {
      const cartId = await findCartId(tx, shopper);
      const lines = cartId ? await cartContents(tx, cartId) : [];
      if (lines.length === 0) throw new DomainError('CART_EMPTY');
      const [cart] = await tx.select({ codes: carts.couponCodes }).from(carts).where(eq(carts.id, cartId!));
      const promotions = await activePromotions(tx);
      const coupons = await usableCoupons(tx, cart.codes);
      const priced = priceOrder({
        lines: lines.map((l) => ({ key: String(l.variantId), productId: l.productId, unitPrice: l.unitPrice, quantity: l.quantity })),
        promotions,
        coupons,
        shipping: method,
      });
      await reserveStock(tx, lines.map((l) => ({ variantId: l.variantId, productId: l.productId, quantity: l.quantity, sku: l.sku })));
      const promotion = priced.promotion ? { id: priced.promotion.id, title: promotions.find((p) => p.id === priced.promotion!.id)!.title, discount: priced.promotion.discount } : null;
      const [order] = await tx
        .insert(orders)
        .values({
          number: orderNumber(),
          userId,
          visitorId: 'visitorId' in shopper ? shopper.visitorId : null,
          email: body.email,
          phone: `${address.countryCode} ${address.phone}`.trim(),
          lang: ctx.lang,
          currency,
          rate: String(deps.rates[currency] ?? 1),
          subtotal: priced.subtotal,
          discount: priced.discount,
          shippingFee: priced.shipping,
          total: priced.total,
          promotion,
          coupons: priced.coupons,
          address,
          shippingMethod: { id: method.id, name: method.name, fee: priced.shipping },
          paymentMethod: body.paymentMethod,
          remarks: body.remarks ?? '',
          idempotencyKey: body.idempotencyKey,
          requestHash: hash,
          guestTokenHash: guestToken ? hashToken(guestToken) : null,
        })
        .returning({ id: orders.id, number: orders.number, total: orders.total });
      await tx.insert(orderLines).values(
        lines.map((l, i) => ({
          orderId: order.id,
          productId: l.productId,
          variantId: l.variantId,
          sku: l.sku,
          title: l.title,
          options: { color: l.color, size: l.size, style: l.style },
          image: l.images[l.imageIndex ?? 0]?.url ?? l.images[0]?.url ?? null,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          promotionDiscount: priced.lines[i].promotionDiscount,
          couponDiscount: priced.lines[i].couponDiscount,
          total: priced.lines[i].total,
        })),
      );
      const appliedCoupons = priced.coupons.map((c) => ({ id: c.id, perCustomerLimit: coupons.find((x) => x.id === c.id)!.perCustomerLimit }));
      await useCoupons(tx, appliedCoupons, { id: order.id, userId, email: body.email });
      await recordHistory(tx, order.id, { actor: 'customer', actorId: userId }, 'placed', { total: priced.total, payment: body.paymentMethod });
      if (body.saveAddress && userId && body.address) await tx.insert(addresses).values({ userId, data: address });
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId!));
      await tx.update(carts).set({ couponCodes: [] }).where(eq(carts.id, cartId!));
      return { ...order, productIds: [...new Set(lines.map((l) => l.productId))] };
    });
  } catch (err) {
    // Two submits with one key raced: the loser answers with the winner's order.
    if (isUniqueViolation(err)) {
      const winner = await existingOrder(db, body.idempotencyKey, hash);
      if (winner) return { orderId: winner.id, orderNumber: winner.number, payStatus: winner.payStatus, guestToken: null, clientSecret: null };
    }
    throw err;
  }

  await syncProducts(db, placed.productIds);
  const result: PlacedOrder = { orderId: placed.id, orderNumber: placed.number, payStatus: 'unpaid', guestToken, clientSecret: null };
  if (body.paymentMethod === 'sandbox_card') {
    const outcome = sandboxCharge(body.card!);
    if (!outcome.ok) {
      await undoOrder(db, placed.id);
      throw new DomainError(outcome.reason === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
    }
    await markPaid(deps, placed.id, { provider: 'sandbox', reference: outcome.reference, amount: placed.total }, { actor: 'system' });
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
