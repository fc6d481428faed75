/**
 * Sign-in: the credentials are checked and a session opened (one row per device); then what the
 * visitor collected before signing in joins the account: the wish list, and the cart with its
 * coupon codes (quantities add up, capped at stock). Each join is its own transaction and can run
 * again, so nothing is undone when a later one fails: the shopper signs in again.
 *
 * With login verification on (accounts/login-verification.ts), a browser the account does not
 * know gets no session: a code goes to the account's e-mail, and completing the sign-in with it
 * opens the session as above and remembers the browser.
 */
import { eq } from 'drizzle-orm';
import type { SignInBody } from '../../shared/contracts/accounts.ts';
import { users } from '../accounts/accounts.schema.ts';
import * as accounts from '../accounts/accounts.service.ts';
import type { SignInOutcome, SignRequest } from '../accounts/hooks.ts';
import * as verification from '../accounts/login-verification.ts';
import * as cart from '../cart/cart.service.ts';
import * as favorites from '../engagement/favorites.ts';
import type { Db } from '../platform/db/client.ts';
import { translatorFor } from '../platform/http/context.ts';
import { DomainError } from '../platform/http/errors.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Throttle } from '../platform/throttle.ts';
import { steps, type Step } from './steps.ts';

export interface SignInDeps {
  db: Db;
  throttle?: Throttle;
  mailer?: Mailer;
  shopName?(): Promise<string>;
}

export async function signIn(deps: SignInDeps, body: SignInBody, request: SignRequest): Promise<SignInOutcome> {
  const { step } = steps();
  const user = await step('check the credentials', () => accounts.checkCredentials(deps.db, body, request.client, { throttle: deps.throttle }));
  const { deviceKey } = request;
  if (user.loginVerification && user.email && !(deviceKey && (await verification.isKnownDevice(deps.db, user.id, deviceKey)))) {
    const { ticket, code } = await step('start the sign-in that waits for its code', () => verification.startChallenge(deps.db, user.id));
    await step('e-mail the code', () => sendLoginCode(deps, user.email!, code, request.lang));
    return { ticket, sentTo: verification.maskEmail(user.email) };
  }
  return openSignedIn(step, deps.db, user, body, request);
}

/** The waiting sign-in completed with its code. */
export async function completeSignIn(deps: SignInDeps, ticket: string | null, code: string, request: SignRequest): Promise<accounts.SignedIn> {
  const { step } = steps();
  const userId = await step('check the code', () => verification.checkChallenge(deps.db, ticket, code, request.client));
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.disabledAt) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  return openSignedIn(step, deps.db, user, {}, request);
}

/** Another code for the browser's waiting sign-in. */
export async function resendSignInCode(deps: SignInDeps, ticket: string | null, request: SignRequest): Promise<{ sentTo: string }> {
  const { step } = steps();
  const { userId, code } = await step('replace the code', () => verification.resendChallenge(deps.db, ticket));
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  await step('e-mail the code', () => sendLoginCode(deps, user.email!, code, request.lang));
  return { sentTo: verification.maskEmail(user.email) };
}

async function sendLoginCode(deps: SignInDeps, to: string, code: string, lang: string): Promise<void> {
  if (!deps.mailer) throw new Error('sign-in codes need a mailer');
  const t = translatorFor(lang);
  const shop = (await deps.shopName?.()) ?? '';
  await deps.mailer.send({
    to,
    subject: t('security.loginCodeSubject', { code, shop }),
    text: t('security.loginCodeText', { code, minutes: verification.LOGIN_CODE_MINUTES, shop }),
    template: { type: 'account.loginCode', lang, vars: { 'shop.name': shop, 'code.value': code, 'code.minutes': String(verification.LOGIN_CODE_MINUTES) } },
  });
}

async function openSignedIn(step: Step, db: Db, user: accounts.UserRow, body: Pick<SignInBody, 'device'>, request: SignRequest): Promise<accounts.SignedIn> {
  const signedIn = await step('open a session', () => accounts.openSignedIn(db, user, body, request.client));
  if (request.deviceKey) await step('remember the browser', () => verification.rememberDevice(db, user.id, request.deviceKey!));
  const { visitorId } = request.client;
  if (visitorId) await joinVisitor(step, db, visitorId, user.id);
  return signedIn;
}

/** What a visitor collected joins the account they sign in or up to. */
export async function joinVisitor(step: Step, db: Db, visitorId: string, userId: number): Promise<void> {
  await step("join the visitor's wish list", () => favorites.mergeVisitorFavorites(db, visitorId, userId));
  await step("join the visitor's cart and its coupon codes", () => cart.mergeVisitorCart(db, visitorId, userId));
}
