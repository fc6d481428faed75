/** Favourites (the wish list): a customer's, or a visitor's until they sign in. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { isPublished } from '../catalog/catalog.service.ts';
import { favorites } from './engagement.schema.ts';
import { invariant } from '../platform/http/errors.ts';
import type { Shopper } from '../accounts/identity.ts';

export type FavoriteOwner = Shopper;

const ownerCondition = (owner: FavoriteOwner) =>
  'userId' in owner ? eq(favorites.userId, owner.userId) : and(eq(favorites.visitorId, owner.visitorId), isNull(favorites.userId));

export async function addFavorite(db: Db, owner: FavoriteOwner, productId: number): Promise<void> {
  invariant(await isPublished(db, productId), 'NOT_FOUND');
  await db
    .insert(favorites)
    .values('userId' in owner ? { userId: owner.userId, productId } : { visitorId: owner.visitorId, productId })
    .onConflictDoNothing();
}

export async function cancelFavorite(db: Db, owner: FavoriteOwner, productId: number): Promise<void> {
  await db.delete(favorites).where(and(ownerCondition(owner), eq(favorites.productId, productId)));
}

/** The wish list as `visitor/data` answers it: `{ "<productId>": true }`. */
export async function wishList(db: Db, owner: FavoriteOwner): Promise<Record<string, boolean>> {
  const rows = await db.select({ productId: favorites.productId }).from(favorites).where(ownerCondition(owner));
  return Object.fromEntries(rows.map((r) => [String(r.productId), true]));
}

/** On sign-in the visitor's favourites join the account's (duplicates dropped). */
export async function mergeVisitorFavorites(db: Db, visitorId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${favorites} set user_id = ${userId}, visitor_id = null
      where visitor_id = ${visitorId} and user_id is null
        and product_id not in (select product_id from ${favorites} where user_id = ${userId})`);
    await tx.delete(favorites).where(and(eq(favorites.visitorId, visitorId), isNull(favorites.userId)));
  });
}
