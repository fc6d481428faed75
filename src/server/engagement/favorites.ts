/** Favourites (the wish list): a customer's, or a visitor's until they sign in. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { isPublished } from '../catalog/catalog.service.ts';
import { favorites, savedArticles } from './engagement.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { productsBySlugs } from '../catalog/catalog.service.ts';
import type { ProductCard } from '../../shared/contracts/catalog.ts';
import { localize } from '../catalog/localize.ts';
import { articles } from '../content/content.schema.ts';
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

/** The favourite products as cards, the latest first (unpublished ones left out): user/favorite and the wish list. */
export async function favoriteProducts(db: Db, owner: FavoriteOwner, lang: string): Promise<ProductCard[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(ownerCondition(owner))
    .orderBy(desc(favorites.id));
  return productsBySlugs(
    db,
    rows.map((r) => r.slug),
    lang,
  );
}

/** Saves a published article for the customer (404 for any other). */
export async function saveArticle(db: Db, userId: number, articleId: number): Promise<void> {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.published, true)));
  invariant(article, 'NOT_FOUND');
  await db.insert(savedArticles).values({ userId, articleId }).onConflictDoNothing();
}

export async function unsaveArticle(db: Db, userId: number, articleId: number): Promise<void> {
  await db.delete(savedArticles).where(and(eq(savedArticles.userId, userId), eq(savedArticles.articleId, articleId)));
}

/** The customer's saved articles, the latest saved first. */
export async function savedArticleList(db: Db, userId: number, lang: string) {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, thumbnail: articles.thumbnail, author: articles.author })
    .from(savedArticles)
    .innerJoin(articles, eq(articles.id, savedArticles.articleId))
    .where(and(eq(savedArticles.userId, userId), eq(articles.published, true)))
    .orderBy(desc(savedArticles.id));
  return rows.map((r) => ({ ...r, title: localize(r.title, lang) }));
}

/** Whether the customer saved this article (the article page's toggle). */
export async function isArticleSaved(db: Db, userId: number, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: savedArticles.id })
    .from(savedArticles)
    .where(and(eq(savedArticles.userId, userId), eq(savedArticles.articleId, articleId)));
  return Boolean(row);
}
