/**
 * After-sales calls: the customer's under /api/web (their own orders and requests only; another
 * customer's is the same 404 as one that does not exist), the merchant's under /api/admin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReturnApprove,
  adminReturnEnd,
  adminReturnGet,
  adminReturnList,
  adminReturnReceive,
  adminReturnRefund,
  adminReturnRefuse,
  returnApply,
  returnCancel,
  returnGet,
  returnList,
  returnOptions,
  returnQuote,
  returnShipBack,
} from '../../shared/contracts/returns.ts';
import { requireStaff, requireUser } from '../accounts/identity.ts';
import { findOwnOrder } from '../orders/queries.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { ADMIN, WEB } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { returnDetail, listReturns, staffReturnList } from './queries.ts';
import * as service from './returns.service.ts';

export function returnRoutes(deps: service.ReturnDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  async function ownOrder(request: FastifyRequest, number: string) {
    const { user } = await requireUser(request);
    const order = await findOwnOrder(db, number, { userId: user.id });
    invariant(order, 'NOT_FOUND');
    return { order, user };
  }
  async function own(request: FastifyRequest, number: string) {
    const { user } = await requireUser(request);
    const row = await service.ownReturn(db, number, user.id);
    invariant(row, 'NOT_FOUND');
    return { row, who: { actor: 'customer' as const, actorId: user.id } };
  }
  const answer = async (row: service.ReturnRow, lang: string) => ok(await returnDetail(db, row, lang));

  return async (app) => {
    route(app, returnOptions, async (request) => {
      const { order } = await ownOrder(request, request.body.number);
      return ok(await service.returnOptions(db, order, await deps.settings(), request.lang));
    });
    route(app, returnQuote, async (request) => {
      const { order } = await ownOrder(request, request.body.number);
      return ok(await service.quoteReturn(db, order, request.body.lines));
    });
    route(app, returnApply, async (request) => {
      const { order, user } = await ownOrder(request, request.body.number);
      const row = await service.applyForReturn(deps, order, { actor: 'customer', actorId: user.id, lang: request.lang }, request.body);
      return answer(row, request.lang);
    });
    route(app, returnList, async (request) => {
      const { user } = await requireUser(request);
      return ok(await listReturns(db, user.id, request.body, request.lang));
    });
    route(app, returnGet, async (request) => answer((await own(request, request.body.number)).row, request.lang));
    route(app, returnCancel, async (request) => {
      const { row, who } = await own(request, request.body.number);
      return answer(await service.cancelReturn(deps, row, who), request.lang);
    });
    route(app, returnShipBack, async (request) => {
      const { number, ...logistics } = request.body;
      const { row, who } = await own(request, number);
      return answer(await service.shipBack(deps, row, logistics, who), request.lang);
    });
  };
}

export function adminReturnRoutes(deps: service.ReturnDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const staff = async (request: FastifyRequest, number: string) => {
    const { user } = await requireStaff(request);
    return { row: await service.returnByNumber(db, number), who: { actor: 'staff' as const, actorId: user.id } };
  };
  const answer = async (row: service.ReturnRow, lang: string) => ok(await returnDetail(db, row, lang));

  return async (app) => {
    route(app, adminReturnList, async (request) => {
      await requireStaff(request);
      return ok(await staffReturnList(db, request.body, request.lang));
    });
    route(app, adminReturnGet, async (request) => answer((await staff(request, request.body.number)).row, request.lang));
    route(app, adminReturnApprove, async (request) => {
      const { row, who } = await staff(request, request.body.number);
      return answer(await service.approveReturn(deps, row, request.body.returnAddress, who), request.lang);
    });
    route(app, adminReturnRefuse, async (request) => {
      const { row, who } = await staff(request, request.body.number);
      return answer(await service.refuseReturn(deps, row, request.body.reason, who), request.lang);
    });
    route(app, adminReturnReceive, async (request) => {
      const { row, who } = await staff(request, request.body.number);
      return answer(await service.receiveGoods(deps, row, request.body.restock, who), request.lang);
    });
    route(app, adminReturnRefund, async (request) => {
      const { row, who } = await staff(request, request.body.number);
      return answer(await service.refundReturn(deps, row, request.body, who), request.lang);
    });
    route(app, adminReturnEnd, async (request) => {
      const { row, who } = await staff(request, request.body.number);
      return answer(await service.endReturn(deps, row, who), request.lang);
    });
  };
}

export async function registerReturns(app: FastifyInstance, deps: service.ReturnDeps) {
  await app.register(returnRoutes(deps), WEB);
  await app.register(adminReturnRoutes(deps), ADMIN);
}
