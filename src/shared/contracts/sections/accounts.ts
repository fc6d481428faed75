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
