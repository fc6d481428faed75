import type { FastifyBaseLogger } from 'fastify';
import type { SignInBody, SignUpBody, VisitorData } from '../../shared/contracts/accounts.ts';
import type { CustomerActivity } from '../../shared/contracts/customers.ts';
import type { StaffRole } from '../../shared/contracts/staff.ts';
import type { Tx } from '../platform/db/client.ts';
import type { ClientInfo, SignedIn } from './accounts.service.ts';
import type { Shopper } from './identity.ts';

/** Who signs in or up: where from (the visitor id in it), in which language, and the request's log. */
export interface SignRequest {
  client: ClientInfo;
  lang: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The browser's device key (login-verification.ts): a known one signs in without a code. */
  deviceKey?: string;
}

/** A sign-in that waits for the code e-mailed to the account: the ticket the browser keeps (never shown to it), where the code went. */
export interface CodeRequired {
  ticket: string;
  sentTo: string;
}

export type SignInOutcome = SignedIn | CodeRequired;

/**
 * What signing in and up, and /visitor/data, need of the domains above accounts (cart,
 * engagement, marketing). Accounts does not import them; the workflows (workflows/sign-up.ts,
 * workflows/sign-in.ts) implement these and app.ts passes them in.
 */
export interface AccountHooks {
  /** A new account and its session; what the visitor collected joins it, gift coupons, the welcome e-mail. */
  signUp(body: SignUpBody, request: SignRequest): Promise<SignedIn>;
  /** A new session, what the visitor collected joining the account; or, with login verification on and a browser the account does not know, a code sent by e-mail. */
  signIn(body: SignInBody, request: SignRequest): Promise<SignInOutcome>;
  /** The sign-in waiting for the code, completed with it: as signIn, and the browser is remembered. */
  completeSignIn(ticket: string | null, code: string, request: SignRequest): Promise<SignedIn>;
  /** Another code for the browser's waiting sign-in. */
  resendSignInCode(ticket: string | null, request: SignRequest): Promise<{ sentTo: string }>;
  /** What `/visitor/data` answers of the visitor or customer: wish list, coupons, running promotions, cart. */
  visitorData(owner: Shopper, lang: string): Promise<Omit<VisitorData, 'visitorId'>>;
  /** Everything the shop holds about the customer (orders and favourites belong to other domains). */
  exportData(userId: number): Promise<Record<string, unknown>>;
  /** Deletes the account; its orders stay, anonymised, for the merchant's books. `alsoInTx` runs in the deletion's transaction (the audit row). */
  deleteAccount(userId: number, alsoInTx?: (tx: Tx) => Promise<void>): Promise<void>;
  /** The customer's newest orders, returns and reviews, for the merchant's customer page: a fixed number of queries. */
  customerActivity(userId: number, lang: string): Promise<CustomerActivity>;
  /** A staff member's role changed (null: they were disabled), after the change is saved: their open console sockets follow at once. */
  staffChanged(userId: number, role: StaffRole | null): void;
}
