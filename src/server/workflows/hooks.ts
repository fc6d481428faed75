/**
 * The workflows the domains' routes run, bound to the app's dependencies. Each domain declares
 * what it needs (accounts/hooks.ts, checkout/types.ts) and never imports a workflow; app.ts
 * passes these in.
 */
import type { AccountHooks } from '../accounts/hooks.ts';
import type { CheckoutHooks } from '../checkout/types.ts';
import { wishList } from '../engagement/favorites.ts';
import type { OrderEventBus } from '../orders/events.ts';
import type { StripeClient } from '../payments/stripe.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { placeOrder } from './place-order.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

export interface WorkflowDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  events: OrderEventBus;
  stripe: StripeClient | null;
  /** The app's error log, for what fails after the answer was sent (e-mails). */
  log(err: unknown, msg: string): void;
}

export function workflowHooks(deps: WorkflowDeps): { accounts: AccountHooks; checkout: CheckoutHooks } {
  const { db, config, mailer } = deps;
  return {
    accounts: {
      signUp: (body, request) => signUp({ db, mailer }, body, request),
      signIn: (body, request) => signIn({ db }, body, request),
      wishList: (owner) => wishList(db, owner),
    },
    checkout: {
      placeOrder: (input) =>
        placeOrder(
          { db, events: deps.events, paymentMethods: config.paymentMethods, createIntent: deps.stripe?.createIntent, mailer, publicUrl: config.publicUrl, log: deps.log },
          input,
        ),
    },
  };
}
