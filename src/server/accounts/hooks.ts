import type { FastifyBaseLogger } from 'fastify';
import type { SignInBody } from '../../shared/contracts/accounts.ts';
import type { ClientInfo, SignedIn } from './accounts.service.ts';
import type { Shopper } from './identity.ts';

/** Who signs in or up: where from (the visitor id in it), in which language, and the request's log. */
export interface SignRequest {
  client: ClientInfo;
  lang: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * What signing in and up, and /visitor/data, need of the domains above accounts (cart,
 * engagement, marketing). Accounts does not import them; the workflows (workflows/sign-in.ts)
 * implement these and app.ts passes them in.
 */
export interface AccountHooks {
  /** A visitor who signs up keeps what they collected: wish list and cart join the account. */
  joinVisitor(visitorId: string, userId: number): Promise<void>;
  /** What a new customer is given (gift coupons). */
  welcome(userId: number): Promise<void>;
  /** A new session; what the visitor collected joins the account. */
  signIn(body: SignInBody, request: SignRequest): Promise<SignedIn>;
  /** The visitor's wish list, as `/visitor/data` answers it. */
  wishList(owner: Shopper): Promise<Record<string, boolean>>;
}
