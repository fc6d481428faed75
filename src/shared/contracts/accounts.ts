import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '../constants.ts';
import { defineCall } from './call.ts';
import { AddressInput, checkCountryRules } from './checkout.ts';
import { emailField, id, msg } from './common.ts';
import { PromotionView, WalletCoupon } from './marketing.ts';

/** Spaces, dashes, dots and brackets are how people write numbers, not part of them. */
const phoneDigits = (value: string) => value.replace(/[\s\-().]/g, '');

/** A mobile number as accounts keep and look it up: `+` and its digits (E.164). */
export function normaliseMobile(value: string): string {
  return `+${phoneDigits(value.trim()).replace(/^\+/, '')}`;
}

/** An account is an e-mail or a mobile number (spec §5). */
export const accountField = z
  .string(msg('validation.accountRequired'))
  .trim()
  .min(1, msg('validation.accountRequired'))
  .max(254, msg('validation.tooLong'))
  .refine((v) => EMAIL_PATTERN.test(v) || PHONE_PATTERN.test(phoneDigits(v)), msg('validation.accountFormat'));

/** A mobile number with its country code (spec §5 phone check), written as people write it. */
export const mobileField = z
  .string(msg('validation.accountRequired'))
  .trim()
  .min(1, msg('validation.accountRequired'))
  .max(32, msg('validation.tooLong'))
  .refine((v) => PHONE_PATTERN.test(phoneDigits(v)), msg('validation.accountFormat'));

export const passwordField = z
  .string(msg('validation.passwordRequired'))
  .min(1, msg('validation.passwordRequired'))
  .min(PASSWORD_MIN, msg('validation.passwordLength'))
  .max(PASSWORD_MAX, msg('validation.passwordLength'))
  .refine((v) => v.trim() !== '', msg('validation.passwordBlank'));

const nameField = (required: string) => z.string(msg(required)).trim().min(1, msg(required)).max(60, msg('validation.tooLong'));

/** The earliest birthday taken. */
export const BIRTHDAY_MIN = '1900-01-01';

/** The latest birthday taken: today where the day is furthest ahead (UTC+14); a later one is a typing error. */
export function latestBirthday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether `value` is a calendar date (YYYY-MM-DD) from BIRTHDAY_MIN to today. */
export function isBirthday(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) return false;
  return value >= BIRTHDAY_MIN && value <= latestBirthday(now);
}

export const birthdayField = z
  .string(msg('validation.birthdayRequired'))
  .trim()
  .min(1, msg('validation.birthdayRequired'))
  .refine((v) => isBirthday(v), msg('validation.birthdayInvalid'));

export const SignInBody = z.strictObject({
  account: accountField,
  password: z.string(msg('validation.passwordRequired')).min(1, msg('validation.passwordRequired')).max(200, msg('validation.tooLong')),
  device: z.string().max(120).optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

/**
 * A new account (spec §5): identified by an e-mail or by a mobile number (exactly one), with a
 * password, first and last name and birthday; the invitation code is optional.
 */
export const SignUpBody = z
  .strictObject({
    email: emailField('validation.accountRequired').optional(),
    mobile: mobileField.optional(),
    password: passwordField,
    firstName: nameField('validation.firstNameRequired'),
    lastName: nameField('validation.lastNameRequired'),
    birthday: birthdayField,
    invitationCode: z.string().trim().max(40, msg('validation.tooLong')).optional(),
    agree: z.literal(true, msg('validation.agreeFirst')),
    device: z.string().max(120).optional(),
  })
  .check(
    z.refine((body) => body.email !== undefined || body.mobile !== undefined, { path: ['email'], ...msg('validation.accountRequired'), when: isObject }),
    z.refine((body) => body.email === undefined || body.mobile === undefined, { path: ['mobile'], ...msg('validation.accountOneOnly'), when: isObject }),
  );
export type SignUpBody = z.infer<typeof SignUpBody>;

/** The account checks run on what was sent even when other fields fail, so a form shows every message at once. */
function isObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

/** The sign-in and sign-up forms' fields as typed, in the browser and in a form post alike. */
export interface AuthFormValues {
  account: string;
  password: string;
  firstName: string;
  lastName: string;
  birthday: string;
  invitationCode: string;
  agree: boolean;
}

export const EMPTY_AUTH_FORM: AuthFormValues = { account: '', password: '', firstName: '', lastName: '', birthday: '', invitationCode: '', agree: false };

type BodyDraft<T> = { [K in keyof T]?: unknown };

export function signInBodyOf(values: AuthFormValues): BodyDraft<z.input<typeof SignInBody>> {
  return { account: values.account.trim(), password: values.password };
}

/** The form's one account field is the e-mail when it has an @, else the mobile number; optional fields left empty are left out. */
export function signUpBodyOf(values: AuthFormValues): BodyDraft<z.input<typeof SignUpBody>> {
  const account = values.account.trim();
  return {
    ...(account ? (account.includes('@') ? { email: account } : { mobile: account }) : {}),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthday: values.birthday.trim(),
    invitationCode: values.invitationCode.trim() || undefined,
    agree: values.agree,
  };
}

/** The form field of a body path: the e-mail and the mobile number are both typed into `account`. */
export function authFormField(path: string): string {
  return path === 'email' || path === 'mobile' ? 'account' : path;
}

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

/** A sign-in's 6-digit e-mailed code (login verification). */
export const loginCodeField = z
  .string(msg('validation.codeRequired'))
  .trim()
  .min(1, msg('validation.codeRequired'))
  .regex(/^\d{6}$/, msg('security.codeFormat'));

/**
 * A sign-in that waits for a code (login verification on, a browser the account does not know):
 * no session yet; the code went to `sentTo` (the e-mail, partly hidden), and another may be asked
 * for after `resendSeconds`.
 */
export const SignInCodeSent = z.object({ codeSent: z.literal(true), sentTo: z.string(), resendSeconds: z.number().int() });
export type SignInCodeSent = z.infer<typeof SignInCodeSent>;
export const SignInAnswer = z.union([AuthSession, SignInCodeSent]);
export type SignInAnswer = z.infer<typeof SignInAnswer>;
export const SignInCodeBody = z.strictObject({ code: loginCodeField });

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
/** Adds an address (no id) or changes one; the country's rules apply (state from its list, postal code where used). */
export const AddressSaveBody = AddressInput.extend({ id: id().optional(), isDefault: z.boolean().optional() }).superRefine(checkCountryRules);
export const AddressIdBody = z.strictObject({ id: id() });
export const AddressList = z.object({ list: z.array(AddressView) });

/** One change of the credits balance (a row of the ledger). */
export const CREDIT_REASONS = ['opening_balance', 'order_completed', 'checkout', 'order_cancelled', 'order_refunded', 'return_refunded', 'adjustment'] as const;
export const CreditEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  orderNumber: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof CreditEntry>;
/** A page of the credits log, newest first: `before` is the last id shown. */
export const CreditLogBody = z.strictObject({ before: id().optional() });
export const CreditLog = z.object({ balance: z.number().int(), list: z.array(CreditEntry), more: z.boolean() });
export const CreditAdjustBody = z.strictObject({
  userId: id(),
  /** Credits added (positive) or taken (negative). */
  amount: z
    .number(msg('validation.required'))
    .int(msg('validation.notInteger'))
    .min(-10_000_000, msg('validation.outOfRange'))
    .max(10_000_000, msg('validation.outOfRange'))
    .refine((n) => n !== 0, msg('validation.invalid')),
  reason: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(200, msg('validation.tooLong')),
});

const tags = ['accounts'];
export const signUp = defineCall({ path: '/auth/signup', body: SignUpBody, answer: AuthSession, tags });
export const signIn = defineCall({ path: '/auth/signin', body: SignInBody, answer: SignInAnswer, tags });
/** The sign-in this browser started (its HttpOnly pending cookie), completed with the e-mailed code. */
export const signInCode = defineCall({ path: '/auth/signin/code', body: SignInCodeBody, answer: AuthSession, tags });
/** Another code for the sign-in this browser started. */
export const signInResend = defineCall({ path: '/auth/signin/resend', answer: SignInCodeSent, tags });
/** The `intent` field of the sign-out form, which works without scripts by posting to the page it sits on. */
export const SIGN_OUT_INTENT = 'signout';
export const signOut = defineCall({ path: '/auth/signout', answer: z.null(), tags });
export const userInfo = defineCall({ path: '/user/info', answer: PublicUser, tags });
/** The visitor's id (new ones get one here), wish list, coupons, promotions and cart (spec §7). */
export const visitorData = defineCall({ path: '/visitor/data', answer: VisitorData, tags: ['visitors'] });
export const creditLog = defineCall({ path: '/user/credits', body: CreditLogBody, answer: CreditLog, tags });
export const addressList = defineCall({ path: '/address/list', answer: AddressList, tags });
export const addressSave = defineCall({ path: '/address/save', body: AddressSaveBody, answer: AddressList, tags });
export const addressSetDefault = defineCall({ path: '/address/setDefault', body: AddressIdBody, answer: AddressList, tags });
export const addressDelete = defineCall({ path: '/address/delete', body: AddressIdBody, answer: AddressList, tags });

/** The merchant's sign-in and the signed-in staff member. */
const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminSignIn = defineCall({ path: '/auth/signin', body: SignInBody, answer: AuthSession, ...admin });
export const adminUserInfo = defineCall({ path: '/user/info', answer: PublicUser, ...admin });
/** The merchant adds or takes credits, with a reason the customer sees in their log. */
export const adminCreditAdjust = defineCall({ path: '/credits/adjust', body: CreditAdjustBody, answer: z.object({ balance: z.number().int() }), ...admin });

/** Forgotten password: the account as typed (an e-mail gets a link, a mobile number a code). */
export const ForgetBody = z.strictObject({ account: accountField });
/**
 * A new password with the proof of a reset: the link's token (or, from the reset page, the
 * HttpOnly ticket cookie it was exchanged for), or the account and the 6-digit code sent to it.
 */
export const ResetPasswordBody = z.strictObject({
  password: passwordField,
  token: z.string().max(200).optional(),
  account: accountField.optional(),
  code: z.string(msg('validation.codeRequired')).trim().min(1, msg('validation.codeRequired')).max(12, msg('validation.codeRequired')).optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
/** The account's password, asked again before its data is downloaded or it is deleted. */
export const PasswordConfirmBody = z.strictObject({
  password: z.string(msg('validation.passwordRequired')).min(1, msg('validation.passwordRequired')).max(200, msg('validation.tooLong')),
});
export const VerifyResendAnswer = z.object({ waitSeconds: z.number().int() });

export const forget = defineCall({ path: '/auth/forget', body: ForgetBody, answer: z.null(), tags });
export const resetPassword = defineCall({ path: '/auth/reset-password', body: ResetPasswordBody, answer: z.null(), tags });
export const verifyResend = defineCall({ path: '/auth/verify-resend', answer: VerifyResendAnswer, tags });
/** Everything the shop holds about the signed-in customer, as one JSON document. */
export const dataExport = defineCall({ path: '/user/data/export', body: PasswordConfirmBody, answer: z.record(z.string(), z.unknown()), tags });
/** Deletes the signed-in customer's account; their orders stay, anonymised, for the shop's books. */
export const deleteAccount = defineCall({ path: '/user/delete', body: PasswordConfirmBody, answer: z.null(), tags });
