/** The customer's address book. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressIdBody, AddressListAnswer, AddressSaveBody } from '../../shared/contracts/marketing.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { deleteAddress, listAddresses, saveAddress } from './addresses.ts';
import { requireUser } from './identity.ts';

export function addressRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/address/list', { schema: { tags: ['accounts'], response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      return ok({ list: await listAddresses(db, user.id) });
    });
    app.post('/address/save', { schema: { tags: ['accounts'], body: AddressSaveBody, response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      const { id, isDefault, ...data } = request.body;
      await saveAddress(db, user.id, { id, isDefault, data });
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.saved'));
    });
    app.post('/address/delete', { schema: { tags: ['accounts'], body: AddressIdBody, response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      await deleteAddress(db, user.id, request.body.id);
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.deleted'));
    });
  };
}
