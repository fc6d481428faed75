/**
 * After-sales calls: the customer's under /api/web (their own orders and requests only; another
 * customer's is the same 404 as one that does not exist), the merchant's under /api/admin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReturnAddressDelete,
  adminReturnAddressList,
  adminReturnAddressSave,
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
import { requireUser } from '../accounts/identity.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import { findOwnOrder } from '../orders/queries.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { ADMIN, WEB } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { deleteReturnAddress, listReturnAddresses, saveReturnAddress } from './addresses.ts';
import { returnDetail, listReturns, staffReturnList } from './queries.ts';
import * as service from './returns.service.ts';
import { staffActions } from './state.ts';

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
    const { user } = staffOf(request);
    return { row: await service.returnByNumber(db, number), who: { actor: 'staff' as const, actorId: user.id } };
  };
  const answer = async (row: service.ReturnRow, lang: string) => {
    const [detail, settings] = await Promise.all([returnDetail(db, row, lang), deps.settings()]);
    return ok({ ...detail, staffActions: staffActions(service.stateOf(row)), restockByDefault: settings.restock });
  };
  /** What the audit log keeps of a request before and after a merchant's decision: its states. */
  const state = (row: service.ReturnRow) => ({
    number: row.number,
    status: row.status,
    auditStatus: row.auditStatus,
    refundStatus: row.refundStatus,
    refuseReason: row.refuseReason,
    returnAddress: row.returnAddress,
    goodsReceivedAt: row.goodsReceivedAt,
    refundedAt: row.refundedAt,
    refundReference: row.refundReference,
  });
  /** Runs a merchant's decision on a request, records it in the audit log, and answers the request as it now is. */
  const decide = async (
    request: FastifyRequest<{ Body: { number: string } }>,
    action: string,
    change: (row: service.ReturnRow, who: service.Actor) => Promise<service.ReturnRow>,
  ) => {
    const { row, who } = await staff(request, request.body.number);
    const after = await change(row, who);
    // A repeated call whose effect already holds changes nothing and leaves no row (as it leaves no history row).
    if (JSON.stringify(state(after)) === JSON.stringify(state(row))) request.audited = true;
    else await audit(db, request, { action: `return.${action}`, entity: 'return', entityId: row.number, before: state(row), after: state(after) });
    return answer(after, request.lang);
  };

  return async (app) => {
    route(app, adminReturnList, permit('returns.read'), async (request) => ok(await staffReturnList(db, request.body, request.lang)));
    route(app, adminReturnGet, permit('returns.read'), async (request) => answer((await staff(request, request.body.number)).row, request.lang));
    route(app, adminReturnApprove, permit('returns.decide'), async (request) =>
      decide(request, 'approve', (row, who) => service.approveReturn(deps, row, request.body.returnAddress, who)),
    );
    route(app, adminReturnRefuse, permit('returns.decide'), async (request) =>
      decide(request, 'refuse', (row, who) => service.refuseReturn(deps, row, request.body.reason, who)),
    );
    // A parcel came back: fulfilment may record it.
    route(app, adminReturnReceive, permit('returns.receive'), async (request) =>
      decide(request, 'receive', (row, who) => service.receiveGoods(deps, row, request.body.restock, who)),
    );
    route(app, adminReturnRefund, permit('returns.decide'), async (request) =>
      decide(request, 'refund', (row, who) => service.refundReturn(deps, row, request.body, who)),
    );
    route(app, adminReturnEnd, permit('returns.decide'), async (request) => decide(request, 'end', (row, who) => service.endReturn(deps, row, who)));
    route(app, adminReturnAddressList, permit('returns.read'), async () => ok({ list: await listReturnAddresses(db) }));
    route(app, adminReturnAddressSave, permit('returns.decide'), async (request) => {
      const saved = await saveReturnAddress(db, request.body);
      await audit(db, request, { action: 'return.address.save', entity: 'return_address', entityId: String(saved.id), after: saved });
      return ok(saved, request.t('common.saved'));
    });
    route(app, adminReturnAddressDelete, permit('returns.decide'), async (request) => {
      const gone = await deleteReturnAddress(db, request.body.id);
      await audit(db, request, { action: 'return.address.delete', entity: 'return_address', entityId: String(gone.id) });
      return ok(gone);
    });
  };
}

export async function registerReturns(app: FastifyInstance, deps: service.ReturnDeps) {
  await app.register(returnRoutes(deps), WEB);
  await app.register(adminReturnRoutes(deps), ADMIN);
}
