/**
 * What `/visitor/data` answers besides the visitor id (spec §7): the wish list, the customer's
 * coupon wallet, the promotions running now and the cart's lines and count. Accounts serves the
 * call; these belong to the domains above it. One query each, whatever the shopper holds.
 */
import type { VisitorData } from '../../shared/contracts/accounts.ts';
import type { Shopper } from '../accounts/identity.ts';
import { cartSummary } from '../cart/cart.service.ts';
import { wishList } from '../engagement/favorites.ts';
import { promotionList, wallet } from '../marketing/wallet.ts';
import type { Db } from '../platform/db/client.ts';

export async function visitorData(db: Db, owner: Shopper, lang: string): Promise<Omit<VisitorData, 'visitorId'>> {
  const [favourites, coupons, promotions, cart] = await Promise.all([
    wishList(db, owner),
    'userId' in owner ? wallet(db, owner.userId, lang) : [],
    promotionList(db, lang),
    cartSummary(db, owner),
  ]);
  return { wishList: favourites, coupons, promotions, cart };
}
