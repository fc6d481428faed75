/** Account sections: sign-in and sign-up, and the account centre. */
import { z } from 'zod';
import { PublicUser } from '../accounts.ts';

export const AuthFormSettings = z.object({
  mode: z.enum(['signin', 'signup']),
  /** Where to go once signed in: a path of this site, or null for the account centre. */
  redirect: z.string().nullable(),
});

export const AccountCenterSettings = z.object({ user: PublicUser });
