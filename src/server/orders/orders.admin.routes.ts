/** The merchant's order calls (staff only): list and filter, mark paid, ship, decide cancellations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderCancellation, adminOrderGet, adminOrderList, adminOrderMarkPaid, adminOrderShip } from '../../shared/contracts/orders.ts';
import { requireStaff } from '../accounts/identity.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { OrderEventBus } from './events.ts';
import { recordManualPayment } from './order-payments.ts';
import { orderByNumber } from './orders.service.ts';
import type { OrderHooks } from './hooks.ts';
import type { PaymentTerms } from './payment-terms.ts';
import { orderDetail, staffOrderList } from './queries.ts';

export function adminOrderRoutes(deps: { db: Db; events: OrderEventBus; paymentTerms(lang: string): Promise<PaymentTerms>; hooks: OrderHooks }): FastifyPluginAsyncZod {
  const { db } = deps;
  const answer = async (number: string, lang: string) => ok(await orderDetail(db, await orderByNumber(db, number), { lang, terms: await deps.paymentTerms(lang) }));

  return async (app) => {
    route(app, adminOrderList, async (request) => {
      await requireStaff(request);
      return ok(await staffOrderList(db, request.body));
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
  };
}
