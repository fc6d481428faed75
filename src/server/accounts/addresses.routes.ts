/** The customer's address book. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AddressIdBody, AddressListAnswer, AddressSaveBody } from '../../shared/contracts/marketing.ts';
import type { Db } from '../platform/db/client.ts';
import { addresses } from './accounts.schema.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { requireUser } from './identity.ts';

const MAX_ADDRESSES = 20;

export async function listAddresses(db: Db, userId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), addresses.id);
  return rows.map((r) => ({ ...r.data, id: r.id, isDefault: r.isDefault }));
}

export function addressRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/address/list', { schema: { tags: ['accounts'], response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      return ok({ list: await listAddresses(db, user.id) });
    });
    app.post('/address/save', { schema: { tags: ['accounts'], body: AddressSaveBody, response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      const { id, isDefault, ...data } = request.body;
      await db.transaction(async (tx) => {
        if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, user.id));
        if (id) {
          const updated = await tx.update(addresses).set({ data, ...(isDefault !== undefined ? { isDefault } : {}) }).where(and(eq(addresses.id, id), eq(addresses.userId, user.id))).returning({ id: addresses.id });
          invariant(updated.length, 'NOT_FOUND');
        } else {
          const [{ n }] = await tx.select({ n: sql<number>`count(*)` }).from(addresses).where(eq(addresses.userId, user.id));
          invariant(Number(n) < MAX_ADDRESSES, 'VALIDATION', { 0: 'address' });
          await tx.insert(addresses).values({ userId: user.id, data, isDefault: isDefault ?? Number(n) === 0 });
        }
      });
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.saved'));
    });
    app.post('/address/delete', { schema: { tags: ['accounts'], body: AddressIdBody, response: { 200: AddressListAnswer } } }, async (request) => {
      const { user } = await requireUser(request);
      await db.delete(addresses).where(and(eq(addresses.id, request.body.id), eq(addresses.userId, user.id)));
      return ok({ list: await listAddresses(db, user.id) }, request.t('address.deleted'));
    });
  };
}
