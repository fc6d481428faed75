/** Account sections: sign-in and sign-up, the account centre and the account area's navigation. */
import { z } from 'zod';
import { ACCOUNT_SCREENS } from '../../routes.ts';
import { AddressView, CreditLog, PublicUser } from '../accounts.ts';
import { OrderSummary } from '../orders.ts';

/** A sign-in or sign-up form the server checked (posted before, or without, the page's scripts). */
export const AuthFormPosted = z.object({
  /** What the shopper typed, except the password, which is never sent back. */
  values: z.object({
    account: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthday: z.string(),
    invitationCode: z.string(),
    agree: z.boolean(),
  }),
  /** Messages by form field, in the page's language. */
  errors: z.record(z.string(), z.string()),
  /** A message about the whole form (too many attempts, sent from another site), in the page's language. */
  formError: z.string().nullable(),
  /** The sign-in waits for the code e-mailed to `sentTo` (login verification): the page shows the code step. */
  codeSentTo: z.string().optional(),
});
export type AuthFormPosted = z.infer<typeof AuthFormPosted>;

export const AuthFormSettings = z.object({
  mode: z.enum(['signin', 'signup']),
  /** Where to go once signed in: a path of this site, or null for the account centre. */
  redirect: z.string().nullable(),
  posted: AuthFormPosted.optional(),
});

/**
 * The account centre: the customer, how many orders wait under each tab (links to the tabs), the
 * wallet's usable coupons, the credits balance, the favourites and saved articles, recent orders.
 */
export const AccountCenterSettings = z.object({
  user: PublicUser,
  orderCounts: z.object({ to_pay: z.number().int(), to_ship: z.number().int(), to_receive: z.number().int() }),
  coupons: z.number().int(),
  credits: z.number().int(),
  favorites: z.number().int(),
  articles: z.number().int(),
  recentOrders: z.array(OrderSummary),
});

const AccountScreenSchema = z.enum(ACCOUNT_SCREENS);

/** The account area's navigation: the screens the shop has, in order, and the one shown. */
export const AccountNavSettings = z.object({ current: AccountScreenSchema, screens: z.array(AccountScreenSchema) });

/** The address book: the customer's addresses (default first) and the countries to choose from, named in the page's language. */
export const AddressBookSettings = z.object({
  list: z.array(AddressView),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** user/log: the credits balance and the first page of its log. */
export const CreditLogSettings = CreditLog;
/**
 * The recovery screens: forgotten password, new password (`via`: reached from the e-mail's link,
 * whose token is in an HttpOnly cookie; `expired`: the link was no good; else the code form of
 * a mobile account), the verification link's outcome and the "check your inbox" prompt.
 */
export const AuthRecoverySettings = z.object({
  screen: z.enum(['forget', 'reset-password', 'verify-email', 'verify-prompt']),
  via: z.enum(['link', 'code']).optional(),
  expired: z.boolean().optional(),
  /** verify-email: whether the signed-in account's address is verified. */
  verified: z.boolean().optional(),
  /** verify-prompt: the address the link went to (null when not signed in) and the seconds until another may be sent. */
  email: z.string().nullable().optional(),
  waitSeconds: z.number().int().optional(),
  /** forget: the instructions were sent (the form was posted without scripts). */
  sent: z.boolean().optional(),
  /** A form the server checked (posted without scripts): what was typed and its messages. */
  posted: AuthFormPosted.optional(),
});

/** The "your data" screen: download everything, delete the account. */
export const AccountPrivacySettings = z.object({ email: z.string().nullable() });

/** Asks a customer whose e-mail address is not verified to verify it (account area, checkout). */
export const VerifyBannerSettings = z.object({ email: z.string() });
