/**
 * The merchant's saved return addresses (the only writer of their table). At most one is the
 * default: saving one as the default takes the mark off the others in the same transaction.
 */
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReturnAddressSaveBody, SavedReturnAddress } from '../../shared/contracts/returns.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { returnAddresses, type ReturnAddress } from './returns.schema.ts';

const columns = {
  id: returnAddresses.id,
  consignee: returnAddresses.consignee,
  contactNumber: returnAddresses.contactNumber,
  address: returnAddresses.address,
  isDefault: returnAddresses.isDefault,
};

/** The saved addresses, the default first, then the newest. */
export function listReturnAddresses(db: Executor): Promise<SavedReturnAddress[]> {
  return db.select(columns).from(returnAddresses).orderBy(desc(returnAddresses.isDefault), desc(returnAddresses.id));
}

/** The default saved address, else the oldest one saved, else null. */
export async function defaultReturnAddress(db: Executor): Promise<ReturnAddress | null> {
  const [row] = await db
    .select({ consignee: returnAddresses.consignee, contactNumber: returnAddresses.contactNumber, address: returnAddresses.address })
    .from(returnAddresses)
    .orderBy(desc(returnAddresses.isDefault), asc(returnAddresses.id))
    .limit(1);
  return row ?? null;
}

/** Adds an address or changes one (404 for an id that is not there); the first one saved is the default. */
export function saveReturnAddress(db: Db, body: z.output<typeof ReturnAddressSaveBody>): Promise<SavedReturnAddress> {
  return db.transaction(async (tx) => {
    const { id, ...fields } = body;
    const [any] = await tx
      .select({ id: returnAddresses.id })
      .from(returnAddresses)
      .where(id ? ne(returnAddresses.id, id) : undefined)
      .limit(1);
    const isDefault = fields.isDefault || !any;
    if (isDefault) await tx.update(returnAddresses).set({ isDefault: false }).where(eq(returnAddresses.isDefault, true));
    const values = { ...fields, isDefault, updatedAt: new Date() };
    const [row] = id
      ? await tx.update(returnAddresses).set(values).where(eq(returnAddresses.id, id)).returning(columns)
      : await tx.insert(returnAddresses).values(values).returning(columns);
    invariant(row, 'NOT_FOUND');
    return row;
  });
}

/** Removes a saved address; the oldest left becomes the default when it was. */
export function deleteReturnAddress(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(returnAddresses).where(eq(returnAddresses.id, id)).returning(columns);
    invariant(gone, 'NOT_FOUND');
    if (gone.isDefault) {
      const [next] = await tx.select({ id: returnAddresses.id }).from(returnAddresses).orderBy(asc(returnAddresses.id)).limit(1);
      if (next) await tx.update(returnAddresses).set({ isDefault: true }).where(eq(returnAddresses.id, next.id));
    }
    return { id };
  });
}
