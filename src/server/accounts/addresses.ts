/** The customer's address book: up to MAX_ADDRESSES addresses, one of them the default. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { addresses, type AddressData } from './accounts.schema.ts';

const MAX_ADDRESSES = 20;

export async function listAddresses(db: Db, userId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), addresses.id);
  return rows.map((r) => ({ ...r.data, id: r.id, isDefault: r.isDefault }));
}

/** Adds an address (no id) or changes one of the customer's own; a new default unsets the old one. */
export async function saveAddress(db: Db, userId: number, input: { id?: number; isDefault?: boolean; data: AddressData }): Promise<void> {
  const { id, isDefault, data } = input;
  await db.transaction(async (tx) => {
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    if (id) {
      const updated = await tx
        .update(addresses)
        .set({ data, ...(isDefault !== undefined ? { isDefault } : {}) })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      invariant(updated.length, 'NOT_FOUND');
    } else {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      invariant(Number(n) < MAX_ADDRESSES, 'VALIDATION', { 0: 'address' });
      await tx.insert(addresses).values({ userId, data, isDefault: isDefault ?? Number(n) === 0 });
    }
  });
}

/** Deletes one of the customer's addresses (404 for anyone else's); when it was the default, the oldest remaining one becomes it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    invariant(gone, 'NOT_FOUND');
    if (!gone.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/** Makes one of the customer's addresses the default and the others not (404 for anyone else's). */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .for('update');
    invariant(own, 'NOT_FOUND');
    await tx
      .update(addresses)
      .set({ isDefault: sql`${addresses.id} = ${id}` })
      .where(eq(addresses.userId, userId));
  });
}

/** One of the customer's saved addresses, or null when it is not theirs or not there. */
export async function savedAddress(db: Db, userId: number, id: number): Promise<AddressData | null> {
  const [row] = await db
    .select({ data: addresses.data })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row?.data ?? null;
}

/** Keeps an address given at checkout in the customer's book (inside the order's transaction). */
export async function addAddress(tx: Executor, userId: number, data: AddressData): Promise<void> {
  await tx.insert(addresses).values({ userId, data });
}
