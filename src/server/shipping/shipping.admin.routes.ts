/** The merchant's shipping zones and methods (staff with `settings.write`); every change is audited. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminShippingList,
  adminShippingMethodDelete,
  adminShippingMethodSave,
  adminShippingZoneDelete,
  adminShippingZoneSave,
} from '../../shared/contracts/shipping-admin.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { audit } from '../accounts/audit.ts';
import { permit } from '../accounts/permissions.ts';
import { adminMethod, adminZone, adminZones, deleteMethod, deleteZone, saveMethod, saveZone } from './shipping.service.ts';

function shippingAdminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const write = permit('settings.write');
    route(app, adminShippingList, permit('settings.read'), async () => ok({ zones: await adminZones(db) }));

    route(app, adminShippingZoneSave, write, async (request) =>
      db.transaction(async (tx) => {
        const before = request.body.id === undefined ? null : await adminZone(tx, request.body.id);
        if (request.body.id !== undefined) invariant(before, 'NOT_FOUND');
        const id = await saveZone(tx, request.body);
        invariant(id, 'NOT_FOUND');
        const after = await adminZone(tx, id);
        invariant(after, 'NOT_FOUND');
        await audit(tx, request, { action: 'shipping.zone.save', entity: 'shipping_zone', entityId: String(id), before, after });
        return ok(after, request.t('common.saved'));
      }),
    );

    route(app, adminShippingZoneDelete, write, async (request) =>
      db.transaction(async (tx) => {
        const before = await adminZone(tx, request.body.id);
        invariant(before && (await deleteZone(tx, request.body.id)), 'NOT_FOUND');
        await audit(tx, request, { action: 'shipping.zone.delete', entity: 'shipping_zone', entityId: String(request.body.id), before, after: null });
        return ok(null);
      }),
    );

    route(app, adminShippingMethodSave, write, async (request) =>
      db.transaction(async (tx) => {
        const before = request.body.id === undefined ? null : await adminMethod(tx, request.body.id);
        if (request.body.id !== undefined) invariant(before, 'NOT_FOUND');
        const id = await saveMethod(tx, request.body);
        invariant(id, 'NOT_FOUND');
        const after = await adminMethod(tx, id);
        invariant(after, 'NOT_FOUND');
        await audit(tx, request, { action: 'shipping.method.save', entity: 'shipping_method', entityId: String(id), before, after });
        return ok(after, request.t('common.saved'));
      }),
    );

    route(app, adminShippingMethodDelete, write, async (request) =>
      db.transaction(async (tx) => {
        const before = await adminMethod(tx, request.body.id);
        invariant(before && (await deleteMethod(tx, request.body.id)), 'NOT_FOUND');
        await audit(tx, request, { action: 'shipping.method.delete', entity: 'shipping_method', entityId: String(request.body.id), before, after: null });
        return ok(null);
      }),
    );
  };
}

export async function registerShippingAdmin(app: FastifyInstance, deps: { db: Db }) {
  await app.register(shippingAdminRoutes(deps.db), ADMIN);
}
