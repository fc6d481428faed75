/**
 * The workflows the domains' routes run, bound to the app's dependencies. Each domain declares
 * what it needs (accounts/hooks.ts) and never imports a workflow; app.ts passes these in.
 */
import type { AccountHooks } from '../accounts/hooks.ts';
import { wishList } from '../engagement/favorites.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

export interface WorkflowDeps {
  db: Db;
  mailer: Mailer;
}

export function accountHooks(deps: WorkflowDeps): AccountHooks {
  return {
    signUp: (body, request) => signUp(deps, body, request),
    signIn: (body, request) => signIn(deps, body, request),
    wishList: (owner) => wishList(deps.db, owner),
  };
}
