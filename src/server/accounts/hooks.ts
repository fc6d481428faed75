import type { Shopper } from './identity.ts';

/**
 * What signing in and up, and /visitor/data, need of the domains above accounts (cart,
 * engagement, marketing). Accounts does not import them; workflows/account-hooks.ts wires these in.
 */
export interface AccountHooks {
  /** A visitor who signs in or up keeps what they collected: wish list and cart join the account. */
  joinVisitor(visitorId: string, userId: number): Promise<void>;
  /** What a new customer is given (gift coupons). */
  welcome(userId: number): Promise<void>;
  /** The visitor's wish list, as `/visitor/data` answers it. */
  wishList(owner: Shopper): Promise<Record<string, boolean>>;
}
