/**
 * The merchant's order calls (staff only): list, filter, sort and export, the dashboard's figures,
 * mark paid, ship, decide cancellations, cancel, internal notes, resending the confirmation.
 */
import { lowStockCount } from '../inventory/stock.admin.service.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderFilters,
  adminDashboard,
  adminOrderCancel,
  adminOrderCancellation,
  adminOrderGet,
  adminOrderList,
  adminOrderMarkPaid,
  adminOrderNote,
  adminOrderResendConfirmation,
  adminOrderShip,
} from '../../shared/contracts/admin.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import type { OrderEventBus } from './events.ts';
import { recordManualPayment } from './order-payments.ts';
import { resendOrderConfirmation } from './mail.ts';
import { addOrderNote } from './notes.ts';
import { orderByNumber } from './orders.service.ts';
import type { OrderHooks } from './hooks.ts';
import type { PaymentTerms } from './payment-terms.ts';
import { orderDetail } from './queries.ts';
import { dashboard, staffOrderCsv, staffOrderDetail, staffOrderList } from './staff-queries.ts';

type OrderRow = Awaited<ReturnType<typeof orderByNumber>>;

/** What the audit log keeps of an order before and after a merchant's change: its states. */
const orderState = (order: OrderRow) => ({ number: order.number, status: order.status, payStatus: order.payStatus, deliveryStatus: order.deliveryStatus });

export function adminOrderRoutes(deps: {
  db: Db;
  events: OrderEventBus;
  paymentTerms(lang: string): Promise<PaymentTerms>;
  hooks: OrderHooks;
  baseCurrency(): Promise<string>;
  /** The shop's low-stock line (site settings), for the dashboard's low-stock figure. */
  lowStock(): Promise<number>;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  const answer = async (number: string, lang: string) => {
    const order = await orderByNumber(db, number);
    return ok(await staffOrderDetail(db, order, await orderDetail(db, order, { lang, terms: await deps.paymentTerms(lang) })));
  };

  return async (app) => {
    route(app, adminOrderList, permit('orders.read'), async (request) => ok(await staffOrderList(db, request.body)));

    // The filtered orders as a spreadsheet: a GET, so the console links to it and the browser downloads it.
    app.get(
      '/order/export.csv',
      { config: { permission: 'orders.read' }, schema: { querystring: AdminOrderFilters, tags: ['admin'], summary: 'The filtered orders as CSV' } },
      async (request, reply) => {
        const csv = await staffOrderCsv(db, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(`\uFEFF${csv}`);
      },
    );

    route(app, adminDashboard, permit('dashboard.read'), async (request) => {
      const [figures, lowStock] = await Promise.all([
        deps.baseCurrency().then((currency) => dashboard(db, request.body, currency)),
        deps.lowStock().then((threshold) => lowStockCount(db, threshold)),
      ]);
      return ok({ ...figures, lowStock });
    });

    route(app, adminOrderGet, permit('orders.read'), async (request) => answer(request.body.number, request.lang));

    // Bank transfer and cash on delivery are paid outside the shop; the merchant records it.
    route(app, adminOrderMarkPaid, permit('orders.write'), async (request) => {
      const { user } = staffOf(request);
      const order = await orderByNumber(db, request.body.number);
      await recordManualPayment(deps, order, { actor: 'staff', actorId: user.id });
      const after = await orderByNumber(db, order.number);
      await audit(db, request, { action: 'order.mark-paid', entity: 'order', entityId: order.number, before: orderState(order), after: orderState(after) });
      return answer(order.number, request.lang);
    });

    route(app, adminOrderShip, permit('orders.ship'), async (request) => {
      const { user } = staffOf(request);
      const { number, ...shipment } = request.body;
      const order = await orderByNumber(db, number);
      await deps.hooks.shipOrder(order, shipment, { actor: 'staff', actorId: user.id });
      const after = await orderByNumber(db, order.number);
      await audit(db, request, { action: 'order.ship', entity: 'order', entityId: order.number, before: orderState(order), after: { ...orderState(after), shipment } });
      return answer(order.number, request.lang);
    });

    route(app, adminOrderCancellation, permit('orders.write'), async (request) => {
      const { user } = staffOf(request);
      const order = await orderByNumber(db, request.body.number);
      await deps.hooks.decideCancellation(order, request.body.accept, { actor: 'staff', actorId: user.id }, (err) => request.log.error({ err }, 'refund failed'));
      const after = await orderByNumber(db, order.number);
      await audit(db, request, {
        action: 'order.cancellation',
        entity: 'order',
        entityId: order.number,
        before: orderState(order),
        after: { ...orderState(after), accept: request.body.accept },
      });
      return answer(order.number, request.lang);
    });

    route(app, adminOrderCancel, permit('orders.write'), async (request) => {
      const { user } = staffOf(request);
      const order = await orderByNumber(db, request.body.number);
      await deps.hooks.cancelOrder(order, { actor: 'staff', actorId: user.id });
      const after = await orderByNumber(db, order.number);
      await audit(db, request, { action: 'order.cancel', entity: 'order', entityId: order.number, before: orderState(order), after: orderState(after) });
      return answer(order.number, request.lang);
    });

    // Staff only: the note is in the merchant's view of the order, never in the shopper's.
    route(app, adminOrderNote, permit('orders.note'), async (request) => {
      const { user } = staffOf(request);
      const order = await orderByNumber(db, request.body.number);
      await db.transaction(async (tx) => {
        const id = await addOrderNote(tx, order.id, user, request.body.text);
        await audit(tx, request, { action: 'order.note', entity: 'order', entityId: order.number, after: { noteId: id, text: request.body.text } });
      });
      return answer(order.number, request.lang);
    });

    // The e-mail goes out from the jobs table once the request committed, like the first one.
    route(app, adminOrderResendConfirmation, permit('orders.write'), async (request) => {
      const order = await orderByNumber(db, request.body.number);
      invariant(order.email, 'ORDER_STATE');
      await db.transaction(async (tx) => {
        const job = await resendOrderConfirmation(tx, order.id);
        await audit(tx, request, { action: 'order.resend-confirmation', entity: 'order', entityId: order.number, after: { to: order.email, job } });
      });
      return answer(order.number, request.lang);
    });
  };
}
