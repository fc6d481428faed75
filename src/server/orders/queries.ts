/** Reading orders for the shopper: lists by tab with counts, and the full detail. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, OrderTab } from '../../shared/contracts/orders.ts';
import { hashToken } from '../accounts/tokens.ts';
import { localize } from '../catalog/localize.ts';
import { localizeVariant } from '../../shared/variants.ts';
import type { Db } from '../platform/db/client.ts';
import { orderHistory, orderLines, orders, payments, shipments } from './orders.schema.ts';
import { CASH_ON_DELIVERY, payBefore, transferDueAt, type PaymentTerms } from './payment-terms.ts';
import { products } from '../catalog/catalog.schema.ts';
import { shopperActions, tabOf } from './state.ts';
import { stateOf } from './orders.service.ts';

/** The tabs of DESIGN §4: cash on delivery is never "to pay"; it ships unpaid and waits under "to ship". */
export const TAB_CONDITIONS: Record<Exclude<OrderTab, 'all'>, SQL> = {
  to_pay: sql`${orders.status} = 'in_progress' and ${orders.payStatus} = 'unpaid' and ${orders.paymentMethod} <> ${CASH_ON_DELIVERY}`,
  to_ship: sql`${orders.status} in ('in_progress', 'pending_cancellation') and (${orders.payStatus} = 'paid' or ${orders.paymentMethod} = ${CASH_ON_DELIVERY}) and ${orders.deliveryStatus} <> 'shipped'`,
  to_receive: sql`${orders.status} = 'in_progress' and ${orders.deliveryStatus} = 'shipped' and not ${orders.received}`,
  completed: sql`${orders.status} = 'completed'`,
  cancelled: sql`${orders.status} = 'cancelled'`,
};

type OrderRow = typeof orders.$inferSelect;
type RefundRow = Pick<typeof payments.$inferSelect, 'orderId' | 'amount' | 'status'>;

/** The refunds recorded for these orders. */
export function refundsOf(db: Db, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: payments.orderId, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.kind, 'refund')));
}

/**
 * The refund state of spec §4: refunded once a refund went through; requested while a paid
 * order's cancellation awaits the merchant (or its refund is still pending); else none.
 */
export function refundOf(order: Pick<OrderRow, 'status' | 'payStatus' | 'total'>, refunds: Array<Pick<RefundRow, 'amount' | 'status'>>): OrderSummary['refund'] {
  const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
  if (refunded > 0) return { status: 'refunded', amount: refunded };
  const pending = refunds.some((r) => r.status === 'pending');
  if (pending || (order.status === 'pending_cancellation' && order.payStatus === 'paid')) return { status: 'requested', amount: order.total };
  return null;
}

/** What the order lists and the order page share of an order. */
function summaryOf(o: OrderRow, lines: Array<typeof orderLines.$inferSelect>, refunds: RefundRow[], ctx: { lang: string; terms: PaymentTerms }): OrderSummary {
  const state = stateOf(o);
  return {
    number: o.number,
    status: o.status,
    payStatus: o.payStatus,
    deliveryStatus: o.deliveryStatus,
    received: o.received,
    tab: tabOf(state) ?? 'all',
    total: o.total,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    submittedAt: o.submittedAt.toISOString(),
    lines: lines.slice(0, 4).map((l) => ({
      title: localize(l.title, ctx.lang),
      options: localizeVariant(l.options, l.optionNames, ctx.lang),
      image: l.image,
      quantity: l.quantity,
      sku: l.sku,
    })),
    paymentMethod: o.paymentMethod,
    payBefore: payBefore(o, ctx.terms),
    transferDueAt: transferDueAt(o, ctx.terms),
    refund: refundOf(o, refunds),
    // A bank transfer or cash on delivery is paid outside the shop: no "pay" here, ever.
    actions: shopperActions(state).filter((action) => action !== 'pay' || ctx.terms.onlinePayments.includes(o.paymentMethod)),
  };
}

export async function listOrders(db: Db, userId: number, q: { tab: OrderTab; page: number; pageSize: number }, ctx: { lang: string; terms: PaymentTerms }) {
  const owner = eq(orders.userId, userId);
  const where = q.tab === 'all' ? owner : and(owner, TAB_CONDITIONS[q.tab]);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.submittedAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({
        all: sql<number>`count(*)`,
        to_pay: sql<number>`count(*) filter (where ${TAB_CONDITIONS.to_pay})`,
        to_ship: sql<number>`count(*) filter (where ${TAB_CONDITIONS.to_ship})`,
        to_receive: sql<number>`count(*) filter (where ${TAB_CONDITIONS.to_receive})`,
        completed: sql<number>`count(*) filter (where ${TAB_CONDITIONS.completed})`,
        cancelled: sql<number>`count(*) filter (where ${TAB_CONDITIONS.cancelled})`,
      })
      .from(orders)
      .where(owner),
  ]);
  const ids = rows.map((r) => r.id);
  const [lines, refunds] = await Promise.all([
    ids.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id) : [],
    refundsOf(db, ids),
  ]);
  const list: OrderSummary[] = rows.map((o) =>
    summaryOf(
      o,
      lines.filter((l) => l.orderId === o.id),
      refunds.filter((r) => r.orderId === o.id),
      ctx,
    ),
  );
  const numeric = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as Record<OrderTab, number>;
  return { list, total: q.tab === 'all' ? numeric.all : numeric[q.tab], counts: numeric, unpaidCount: numeric.to_pay };
}

/** The order if this shopper may see it: its customer, or a guest holding its token. Else null (404). */
export async function findOwnOrder(db: Db, number: string, who: { userId: number | null; guestToken?: string }) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) return null;
  if (who.userId && order.userId === who.userId) return order;
  if (who.guestToken && order.guestTokenHash && order.guestTokenHash === hashToken(who.guestToken)) return order;
  return null;
}

/** One order with everything its page shows; `terms` say how an unpaid order is paid (no "pay" for a bank transfer or cash on delivery). */
export async function orderDetail(db: Db, order: OrderRow, ctx: { lang: string; terms: PaymentTerms }): Promise<OrderDetail> {
  const [lines, history, shipped, refunds] = await Promise.all([
    db
      .select({ line: orderLines, slug: products.slug })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(orderHistory.at, orderHistory.id),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(shipments.shippedAt, shipments.id),
    refundsOf(db, [order.id]),
  ]);
  const summary = summaryOf(
    order,
    lines.map((l) => l.line),
    refunds,
    ctx,
  );
  const { bankTransfer: bank } = ctx.terms;
  return {
    ...summary,
    lines: lines.map(({ line: l, slug }) => ({
      id: l.id,
      sku: l.sku,
      productSlug: slug,
      title: localize(l.title, ctx.lang),
      options: localizeVariant(l.options, l.optionNames, ctx.lang),
      image: l.image,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      discount: l.promotionDiscount + l.couponDiscount,
      total: l.total,
      shippedQuantity: l.shippedQuantity,
    })),
    email: order.email,
    phone: order.phone,
    address: order.address as unknown as Record<string, string>,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    promotion: order.promotion ? { title: localize(order.promotion.title, ctx.lang), discount: order.promotion.discount } : null,
    coupons: order.coupons.map((c) => ({ code: c.code, discount: c.discount })),
    credits: { used: order.creditsUsed, discount: order.creditDiscount },
    shippingMethod: localize(order.shippingMethod.name, ctx.lang),
    remarks: order.remarks,
    paidAt: order.paidAt?.toISOString() ?? null,
    transactionNumber: order.transactionNumber,
    paymentIssue: order.paymentIssue ?? null,
    shipments: shipped.map((s) => ({ expressName: s.expressName, expressNumber: s.expressNumber, shippedAt: s.shippedAt.toISOString(), lines: s.lines })),
    history: history.map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action })),
    bankTransfer: summary.transferDueAt
      ? { accountHolder: bank.accountHolder, bankName: bank.bankName, accountNumber: bank.accountNumber, reference: order.number, instructions: ctx.terms.instructions }
      : null,
  };
}
