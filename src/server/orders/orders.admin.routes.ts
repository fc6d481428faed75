/**
 * The merchant's order calls (staff only): list, filter, sort and export, the dashboard's figures,
 * mark paid, ship, decide cancellations, cancel.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderFilters,
  adminDashboard,
  adminOrderCancel,
  adminOrderCancellation,
  adminOrderGet,
  adminOrderList,
  adminOrderMarkPaid,
  adminOrderShip,
} from '../../shared/contracts/admin.ts';
import { requireStaff } from '../accounts/identity.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { OrderEventBus } from './events.ts';
import { recordManualPayment } from './order-payments.ts';
import { orderByNumber } from './orders.service.ts';
import type { OrderHooks } from './hooks.ts';
import type { PaymentTerms } from './payment-terms.ts';
import { orderDetail } from './queries.ts';
import { dashboard, staffOrderCsv, staffOrderDetail, staffOrderList } from './staff-queries.ts';

export function adminOrderRoutes(deps: {
  db: Db;
  events: OrderEventBus;
  paymentTerms(lang: string): Promise<PaymentTerms>;
  hooks: OrderHooks;
  baseCurrency(): Promise<string>;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  const answer = async (number: string, lang: string) => {
    const order = await orderByNumber(db, number);
    return ok(await staffOrderDetail(db, order, await orderDetail(db, order, { lang, terms: await deps.paymentTerms(lang) })));
  };

  return async (app) => {
    route(app, adminOrderList, async (request) => {
      await requireStaff(request);
      return ok(await staffOrderList(db, request.body));
    });

    // The filtered orders as a spreadsheet: a GET, so the console links to it and the browser downloads it.
    app.get('/order/export.csv', { schema: { querystring: AdminOrderFilters, tags: ['admin'], summary: 'The filtered orders as CSV' } }, async (request, reply) => {
      await requireStaff(request);
      const csv = await staffOrderCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    });

    route(app, adminDashboard, async (request) => {
      await requireStaff(request);
      return ok(await dashboard(db, request.body, await deps.baseCurrency()));
    });

    route(app, adminOrderGet, async (request) => {
      await requireStaff(request);
      return answer(request.body.number, request.lang);
    });

    // Bank transfer and cash on delivery are paid outside the shop; the merchant records it.
    route(app, adminOrderMarkPaid, async (request) => {
      const { user } = await requireStaff(request);
      const order = await orderByNumber(db, request.body.number);
      await recordManualPayment(deps, order, { actor: 'staff', actorId: user.id });
      return answer(order.number, request.lang);
    });

    route(app, adminOrderShip, async (request) => {
      const { user } = await requireStaff(request);
      const { number, ...shipment } = request.body;
      const order = await orderByNumber(db, number);
      await deps.hooks.shipOrder(order, shipment, { actor: 'staff', actorId: user.id });
      return answer(order.number, request.lang);
    });

    route(app, adminOrderCancellation, async (request) => {
      const { user } = await requireStaff(request);
      const order = await orderByNumber(db, request.body.number);
      await deps.hooks.decideCancellation(order, request.body.accept, { actor: 'staff', actorId: user.id }, (err) => request.log.error({ err }, 'refund failed'));
      return answer(order.number, request.lang);
    });

    route(app, adminOrderCancel, async (request) => {
      const { user } = await requireStaff(request);
      const order = await orderByNumber(db, request.body.number);
      await deps.hooks.cancelOrder(order, { actor: 'staff', actorId: user.id });
      return answer(order.number, request.lang);
    });
  };
}
