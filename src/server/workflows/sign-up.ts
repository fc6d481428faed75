/**
 * Sign-up: the account is created and its first session opened; what the visitor collected joins
 * it as on sign-in; the gift coupons go into its wallet; the welcome e-mail goes out after the
 * answer and never fails the sign-up. A failure after the account exists undoes nothing: the
 * account is usable, and signing in joins the visitor's things again.
 */
import type { SignUpBody } from '../../shared/contracts/accounts.ts';
import * as accounts from '../accounts/accounts.service.ts';
import type { SignRequest } from '../accounts/hooks.ts';
import * as wallet from '../marketing/wallet.ts';
import type { Db } from '../platform/db/client.ts';
import { translatorFor } from '../platform/http/context.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { joinVisitor } from './sign-in.ts';
import { steps } from './steps.ts';

export async function signUp(deps: { db: Db; mailer: Mailer; shopName(): Promise<string> }, body: SignUpBody, request: SignRequest): Promise<accounts.SignedIn> {
  const { step } = steps();
  const signedIn = await step('create the account and open its session', () => accounts.signUp(deps.db, body, request.client, request.lang));
  const userId = signedIn.user.id;
  const { visitorId } = request.client;
  if (visitorId) await joinVisitor(step, deps.db, visitorId, userId);
  await step('grant the gift coupons', () => wallet.grantGiftCoupons(deps.db, userId));
  // A mobile-only account has no inbox to welcome; the shop sends no text messages.
  if (signedIn.user.email) {
    await step('send the welcome e-mail', () => {
      deps
        .shopName()
        .then((shop) => accounts.sendWelcome(deps.mailer, signedIn.user, translatorFor(request.lang), shop))
        .catch((err) => request.log.error({ err }, 'welcome e-mail failed'));
    });
  }
  return signedIn;
}
