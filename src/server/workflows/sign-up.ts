/**
 * Sign-up: the account is created and its first session opened; what the visitor collected joins
 * it as on sign-in; the gift coupons go into its wallet; the welcome e-mail goes out after the
 * answer and never fails the sign-up. A failure after the account exists undoes nothing: the
 * account is usable, and signing in joins the visitor's things again.
 *
 * An e-mail or mobile number that already has an account is answered as a new one would be (see
 * accounts.signUp): nothing joins, no coupons, and the owner (when they have an e-mail) is told
 * after the answer, in their language, that someone tried.
 */
import type { SignUpBody } from '../../shared/contracts/accounts.ts';
import { eq } from 'drizzle-orm';
import * as accounts from '../accounts/accounts.service.ts';
import { users } from '../accounts/accounts.schema.ts';
import * as recovery from '../accounts/recovery.ts';
import type { SignRequest } from '../accounts/hooks.ts';
import * as wallet from '../marketing/wallet.ts';
import type { Db } from '../platform/db/client.ts';
import { translatorFor } from '../platform/http/context.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { joinVisitor } from './sign-in.ts';
import { steps } from './steps.ts';

export async function signUp(
  deps: { db: Db; mailer: Mailer; shopName(): Promise<string>; publicUrl: string },
  body: SignUpBody,
  request: SignRequest,
): Promise<accounts.SignedIn> {
  const { step } = steps();
  const outcome = await step('create the account and open its session', () => accounts.signUp(deps.db, body, request.client, request.lang));
  if (!outcome.created) {
    const { owner } = outcome;
    const email = owner.email;
    if (email) {
      await step('tell the owner someone tried to sign up with their address', () => {
        deps
          .shopName()
          .then((shop) => accounts.sendAccountExists(deps.mailer, { ...owner, email }, translatorFor(owner.lang), shop))
          .catch((err) => request.log.error({ err }, 'account-exists e-mail failed'));
      });
    }
    return outcome.signedIn;
  }
  const { signedIn } = outcome;
  const userId = signedIn.user.id;
  const { visitorId } = request.client;
  if (visitorId) await joinVisitor(step, deps.db, visitorId, userId);
  await step('grant the gift coupons', () => wallet.grantGiftCoupons(deps.db, userId));
  // A mobile-only account has no inbox to welcome; the shop sends no text messages.
  if (signedIn.user.email) {
    await step('send the welcome e-mail', () => {
      deps
        .shopName()
        .then((shop) => accounts.sendWelcome(deps.mailer, signedIn.user, translatorFor(request.lang), shop, request.lang))
        .catch((err) => request.log.error({ err }, 'welcome e-mail failed'));
    });
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    const shopName = await deps.shopName();
    const send = await step('start verifying the e-mail address', () =>
      recovery.startVerification(deps.db, user, deps.mailer, { shopName, publicUrl: deps.publicUrl, langPrefix: request.lang, t: translatorFor(request.lang) }),
    );
    send().catch((err) => request.log.error({ err }, 'verification e-mail failed'));
  }
  return signedIn;
}
