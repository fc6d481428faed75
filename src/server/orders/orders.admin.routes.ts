/** The merchant's order calls (staff only): list and filter, mark paid, ship, decide cancellations. */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { envelope } from '../../shared/contracts/common.ts';
import { AdminOrderListBody, CancellationDecisionBody, OrderDetailAnswer, OrderNumberBody, ShipBody } from '../../shared/contracts/orders.ts';
import type { Db } from '../platform/db/client.ts';
import { orderLines, orders, payments, shipments } from './orders.schema.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { requireStaff } from '../accounts/identity.ts';
import type { OrderEventBus } from './events.ts';
import { releaseCoupons } from '../marketing/coupon-uses.ts';
import { orderDetail } from './queries.ts';
import { markPaid } from './order-payments.ts';
import { applyEvent, releaseOrderStock } from './orders.service.ts';

export function adminOrderRoutes(deps: {
  db: Db;
  events: OrderEventBus;
  unpaidMinutes: number;
  /** Refunds a provider payment (Stripe); answers the refund reference. */
  refund?: (provider: string, reference: string, orderId: number) => Promise<string>;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  async function load(number: string) {
    const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
    invariant(order, 'NOT_FOUND');
    return order;
  }
  const answer = async (number: string, lang: string) => ok(await orderDetail(db, await load(number), { lang, unpaidMinutes: deps.unpaidMinutes }));

  return async (app) => {
    app.post(
      '/order/list',
      { schema: { tags: ['admin'], body: AdminOrderListBody, response: { 200: envelope(z.object({ list: z.array(z.record(z.string(), z.unknown())), total: z.number() })) } } },
      async (request) => {
        await requireStaff(request);
        const f = request.body;
        const conditions: SQL[] = [];
        if (f.status) conditions.push(eq(orders.status, f.status));
        if (f.payStatus) conditions.push(eq(orders.payStatus, f.payStatus));
        if (f.deliveryStatus) conditions.push(eq(orders.deliveryStatus, f.deliveryStatus));
        if (f.q) conditions.push(or(ilike(orders.number, `%${f.q}%`), ilike(orders.email, `%${f.q}%`))!);
        const where = conditions.length ? and(...conditions) : undefined;
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({ number: orders.number, email: orders.email, status: orders.status, payStatus: orders.payStatus, deliveryStatus: orders.deliveryStatus, total: orders.total, submittedAt: orders.submittedAt })
            .from(orders)
            .where(where)
            .orderBy(desc(orders.submittedAt), desc(orders.id))
            .limit(f.pageSize)
            .offset((f.page - 1) * f.pageSize),
          db.select({ n: sql<number>`count(*)` }).from(orders).where(where),
        ]);
        return ok({ list: rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() })), total: Number(n) });
      },
    );

    app.post('/order/get', { schema: { tags: ['admin'], body: OrderNumberBody, response: { 200: OrderDetailAnswer } } }, async (request) => {
      await requireStaff(request);
      return answer(request.body.number, request.lang);
    });

    // Bank transfer and cash on delivery are paid outside the shop; the merchant records it.
    app.post('/order/mark-paid', { schema: { tags: ['admin'], body: OrderNumberBody, response: { 200: OrderDetailAnswer } } }, async (request) => {
      const { user } = await requireStaff(request);
      const order = await load(request.body.number);
      await markPaid(deps, order.id, { provider: order.paymentMethod, reference: `manual_${randomBytes(6).toString('hex')}`, amount: order.total }, { actor: 'staff', actorId: user.id });
      return answer(order.number, request.lang);
    });

    app.post('/order/ship', { schema: { tags: ['admin'], body: ShipBody, response: { 200: OrderDetailAnswer } } }, async (request) => {
      const { user } = await requireStaff(request);
      const body = request.body;
      const order = await load(body.number);
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const remaining = new Map(lines.map((l) => [l.id, l.quantity - l.shippedQuantity]));
      for (const line of body.lines) {
        const left = remaining.get(line.lineId);
        if (left === undefined || line.quantity > left) throw new DomainError('VALIDATION', { 0: 'lines' }, { field: 'lines' });
        remaining.set(line.lineId, left - line.quantity);
      }
      const fully = [...remaining.values()].every((q) => q === 0);
      await applyEvent(deps, { id: order.id }, { type: 'ship', fully }, { actor: 'staff', actorId: user.id }, async (tx) => {
        for (const line of body.lines) {
          await tx.update(orderLines).set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${line.quantity}` }).where(and(eq(orderLines.id, line.lineId), eq(orderLines.orderId, order.id)));
        }
        await tx.insert(shipments).values({ orderId: order.id, expressName: body.expressName, expressNumber: body.expressNumber, lines: body.lines });
      });
      return answer(order.number, request.lang);
    });

    app.post('/order/cancellation', { schema: { tags: ['admin'], body: CancellationDecisionBody, response: { 200: OrderDetailAnswer } } }, async (request) => {
      const { user } = await requireStaff(request);
      const order = await load(request.body.number);
      const who = { actor: 'staff' as const, actorId: user.id };
      if (!request.body.accept) {
        await applyEvent(deps, { id: order.id }, { type: 'refuse_cancel' }, who);
      } else {
        if (order.status !== 'pending_cancellation') throw new DomainError('ORDER_STATE');
        // A provider refund happens first: if it fails, the cancellation stays undecided and can be retried.
        let reference = `refund_${randomBytes(6).toString('hex')}`;
        if (order.paymentMethod === 'stripe' && order.transactionNumber && deps.refund) {
          try {
            reference = await deps.refund('stripe', order.transactionNumber, order.id);
          } catch (err) {
            request.log.error({ err }, 'refund failed');
            throw new DomainError('PAYMENT_FAILED');
          }
        }
        await applyEvent(deps, { id: order.id }, { type: 'accept_cancel' }, who, async (tx, locked) => {
          await releaseOrderStock(tx, locked.id);
          await releaseCoupons(tx, locked.id);
          await tx.insert(payments).values({ orderId: locked.id, provider: locked.paymentMethod, providerRef: reference, amount: locked.total, kind: 'refund', status: 'succeeded' });
        });
      }
      return answer(order.number, request.lang);
    });
  };
}
