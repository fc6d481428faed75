import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '../constants.ts';
import { defineCall } from './call.ts';
import { AddressInput } from './checkout.ts';
import { emailField, msg } from './common.ts';
import { PromotionView, WalletCoupon } from './marketing.ts';

/** An account is an e-mail or a mobile number (spec §5). */
export const accountField = z
  .string(msg('validation.accountRequired'))
  .trim()
  .min(1, msg('validation.accountRequired'))
  .max(254, msg('validation.tooLong'))
  .refine((v) => EMAIL_PATTERN.test(v) || PHONE_PATTERN.test(v.replace(/[\s-]/g, '')), msg('validation.accountFormat'));

export const passwordField = z
  .string(msg('validation.passwordRequired'))
  .min(1, msg('validation.passwordRequired'))
  .min(PASSWORD_MIN, msg('validation.passwordLength'))
  .max(PASSWORD_MAX, msg('validation.passwordLength'));

export const SignInBody = z.strictObject({
  account: accountField,
  password: z.string(msg('validation.passwordRequired')).min(1, msg('validation.passwordRequired')).max(200, msg('validation.tooLong')),
  device: z.string().max(120).optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const SignUpBody = z.strictObject({
  email: emailField(),
  password: passwordField,
  firstName: z.string().trim().max(60, msg('validation.tooLong')).optional(),
  lastName: z.string().trim().max(60, msg('validation.tooLong')).optional(),
  invitationCode: z.string().trim().max(40, msg('validation.tooLong')).optional(),
  agree: z.literal(true, msg('validation.agreeFirst')),
  device: z.string().max(120).optional(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const PublicUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  birthday: z.string().nullable(),
  credits: z.number().int(),
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** A session's token (sent back as the x-auth header) and its user. */
export const AuthSession = z.object({ token: z.string(), user: PublicUser });
export type AuthSession = z.infer<typeof AuthSession>;

export const VisitorData = z.object({
  visitorId: z.string(),
  wishList: z.record(z.string(), z.boolean()),
  /** The customer's coupon wallet (a visitor's is empty: claiming needs an account). */
  coupons: z.array(WalletCoupon),
  /** The promotions running now. */
  promotions: z.array(PromotionView),
  /** How many items the cart holds (the header's count), and its lines. */
  cart: z.object({ count: z.number().int(), lines: z.array(z.object({ sku: z.string(), quantity: z.number().int() })) }),
});
export type VisitorData = z.infer<typeof VisitorData>;

/** The customer's address book. */
export const AddressView = AddressInput.extend({ id: z.number().int(), isDefault: z.boolean() });
export const AddressSaveBody = AddressInput.extend({ id: z.number().int().positive().optional(), isDefault: z.boolean().optional() });
export const AddressIdBody = z.strictObject({ id: z.number().int().positive() });
export const AddressList = z.object({ list: z.array(AddressView) });

const tags = ['accounts'];
export const signUp = defineCall({ path: '/auth/signup', body: SignUpBody, answer: AuthSession, tags });
export const signIn = defineCall({ path: '/auth/signin', body: SignInBody, answer: AuthSession, tags });
export const signOut = defineCall({ path: '/auth/signout', answer: z.null(), tags });
export const userInfo = defineCall({ path: '/user/info', answer: PublicUser, tags });
/** The visitor's id (new ones get one here), wish list, coupons, promotions and cart (spec §7). */
export const visitorData = defineCall({ path: '/visitor/data', answer: VisitorData, tags: ['visitors'] });
export const addressList = defineCall({ path: '/address/list', answer: AddressList, tags });
export const addressSave = defineCall({ path: '/address/save', body: AddressSaveBody, answer: AddressList, tags });
export const addressDelete = defineCall({ path: '/address/delete', body: AddressIdBody, answer: AddressList, tags });

/** The merchant's sign-in and the signed-in staff member. */
const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminSignIn = defineCall({ path: '/auth/signin', body: SignInBody, answer: AuthSession, ...admin });
export const adminUserInfo = defineCall({ path: '/user/info', answer: PublicUser, ...admin });
