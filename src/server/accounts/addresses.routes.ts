/** The customer's address book. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressDelete, addressList, addressSave, addressSetDefault } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses.ts';
import { requireUser } from './identity.ts';

export function addressRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, addressList, async (request) => {
      const { user } = await requireUser(request);
      return ok({ list: await listAddresses(db, user.id) });
    });
    route(app, addressSave, async (request) => {
      const { user } = await requireUser(request);
      const { id, isDefault, ...data } = request.body;
      await saveAddress(db, user.id, { id, isDefault, data });
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.saved'));
    });
    route(app, addressSetDefault, async (request) => {
      const { user } = await requireUser(request);
      await setDefaultAddress(db, user.id, request.body.id);
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.defaultSet'));
    });
    route(app, addressDelete, async (request) => {
      const { user } = await requireUser(request);
      await deleteAddress(db, user.id, request.body.id);
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.deleted'));
    });
  };
}
