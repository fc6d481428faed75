/** The favourites screens: user/favorite, user/article (saved articles) and the wish list (user/wishlist). */
import { cardView } from '../../catalog/catalog.service.ts';
import { personal, shopperOf, type BuildContext, type Built } from '../../platform/page-context.ts';
import { favoriteProducts, savedArticleList, type FavoriteOwner } from '../favorites.ts';

async function productList(ctx: BuildContext, owner: FavoriteOwner) {
  const cards = await favoriteProducts(ctx.db, owner, ctx.lang);
  return cards.map((card) => ({ productId: card.id, card: cardView(card) }));
}

export async function favoritesPage(ctx: BuildContext, userId: number): Promise<Built> {
  return personal({
    status: 200,
    id: 'account:favorite',
    userId,
    title: ctx.t('account.favorite'),
    body: [{ type: 'favorite-list', settings: { mode: 'favorite', signedIn: true, list: await productList(ctx, { userId }) } }],
  });
}

/**
 * The wish list: a visitor's favourites (they become the account's on sign-in), so it is the one
 * screen of the account area open without signing in; a customer sees their favourites.
 */
export async function wishlistPage(ctx: BuildContext): Promise<Built> {
  const owner = shopperOf(ctx);
  return personal({
    status: 200,
    id: 'account:wishlist',
    ...(ctx.user ? { userId: ctx.user.id } : {}),
    title: ctx.t('wishlist.title'),
    body: [{ type: 'favorite-list', settings: { mode: 'wishlist', signedIn: Boolean(ctx.user), list: owner ? await productList(ctx, owner) : [] } }],
  });
}

export async function savedArticlesPage(ctx: BuildContext, userId: number): Promise<Built> {
  return personal({
    status: 200,
    id: 'account:article',
    userId,
    title: ctx.t('account.articles'),
    body: [{ type: 'saved-articles', settings: { list: await savedArticleList(ctx.db, userId, ctx.lang) } }],
  });
}
