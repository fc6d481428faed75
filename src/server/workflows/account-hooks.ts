/**
 * What an account's sign-in and sign-up do beyond accounts: the visitor's wish list and cart join
 * the account, and a new customer gets the gift coupons.
 */
import type { AccountHooks } from '../accounts/hooks.ts';
import { mergeVisitorCart } from '../cart/cart.service.ts';
import { mergeVisitorFavorites, wishList } from '../engagement/favorites.ts';
import { grantGiftCoupons } from '../marketing/wallet.ts';
import type { Db } from '../platform/db/client.ts';

export function accountHooks(db: Db): AccountHooks {
  return {
    async joinVisitor(visitorId, userId) {
      await mergeVisitorFavorites(db, visitorId, userId);
      await mergeVisitorCart(db, visitorId, userId);
    },
    welcome: (userId) => grantGiftCoupons(db, userId),
    wishList: (owner) => wishList(db, owner),
  };
}
