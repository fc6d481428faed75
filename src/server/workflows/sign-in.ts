/**
 * Sign-in: the credentials are checked and a session opened (one row per device); then what the
 * visitor collected before signing in joins the account: the wish list, and the cart with its
 * coupon codes (quantities add up, capped at stock). Each join is its own transaction and can run
 * again, so nothing is undone when a later one fails: the shopper signs in again.
 */
import type { SignInBody } from '../../shared/contracts/accounts.ts';
import * as accounts from '../accounts/accounts.service.ts';
import type { SignRequest } from '../accounts/hooks.ts';
import * as cart from '../cart/cart.service.ts';
import * as favorites from '../engagement/favorites.ts';
import type { Db } from '../platform/db/client.ts';
import type { Throttle } from '../platform/throttle.ts';
import { steps, type Step } from './steps.ts';

export async function signIn(deps: { db: Db; throttle?: Throttle }, body: SignInBody, request: SignRequest): Promise<accounts.SignedIn> {
  const { step } = steps();
  const signedIn = await step('check the credentials and open a session', () => accounts.signIn(deps.db, body, request.client, { throttle: deps.throttle }));
  const { visitorId } = request.client;
  if (visitorId) await joinVisitor(step, deps.db, visitorId, signedIn.user.id);
  return signedIn;
}

/** What a visitor collected joins the account they sign in or up to. */
export async function joinVisitor(step: Step, db: Db, visitorId: string, userId: number): Promise<void> {
  await step("join the visitor's wish list", () => favorites.mergeVisitorFavorites(db, visitorId, userId));
  await step("join the visitor's cart and its coupon codes", () => cart.mergeVisitorCart(db, visitorId, userId));
}
