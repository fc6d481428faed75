/**
 * The security centre and the profile (spec §1, §7): the signed-in devices, the account's
 * activity, and the `/user/edit*` calls. A new e-mail or mobile number is confirmed by a 6-digit
 * code sent to it: the call without `code` sends one, the call with it makes the change.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { emailField, id, msg } from './common.ts';
import { birthdayField, loginCodeField, mobileField, passwordField, PublicUser } from './accounts.ts';

const tags = ['security'];

/** One signed-in device (a session): its browser and system, its address with the last part hidden, and when it was first and last seen. */
export const DeviceView = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** The device this request comes from. */
  current: z.boolean(),
});
export type DeviceView = z.infer<typeof DeviceView>;
export const DeviceList = z.object({ list: z.array(DeviceView) });

export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'email_changed',
  'mobile_changed',
  'device_signed_out',
  'other_devices_signed_out',
  'sign_in_code_failed',
  'sign_in_code_locked',
  'login_verification_on',
  'login_verification_off',
] as const;
export const ActivityEntry = z.object({ id: z.number().int(), kind: z.enum(ACTIVITY_KINDS), device: z.string(), ip: z.string(), at: z.string() });
export type ActivityEntry = z.infer<typeof ActivityEntry>;
export const ActivityList = z.object({ list: z.array(ActivityEntry), more: z.boolean() });
export type ActivityList = z.infer<typeof ActivityList>;

const nameField = (required: string) => z.string(msg(required)).trim().min(1, msg(required)).max(60, msg('validation.tooLong'));

export const NICKNAME_MAX = 40;
export const BIO_MAX = 500;

export const EditNameBody = z.strictObject({
  firstName: nameField('validation.firstNameRequired'),
  lastName: nameField('validation.lastNameRequired'),
});
export const EditInfoBody = z.strictObject({
  nickname: z.string().trim().max(NICKNAME_MAX, msg('validation.tooLong')).default(''),
  birthday: birthdayField,
  bio: z.string().trim().max(BIO_MAX, msg('validation.tooLong')).default(''),
});

export const codeField = loginCodeField;

export const EditPasswordBody = z.strictObject({
  oldPassword: z.string(msg('validation.passwordRequired')).min(1, msg('validation.passwordRequired')).max(200, msg('validation.tooLong')),
  newPassword: passwordField,
});
/** Login e-mail verification on or off, with the current password. */
export const LoginVerificationBody = z.strictObject({
  enabled: z.boolean(),
  password: z.string(msg('validation.passwordRequired')).min(1, msg('validation.passwordRequired')).max(200, msg('validation.tooLong')),
});
export const EditEmailBody = z.strictObject({ email: emailField(), code: codeField.optional() });
export const EditMobileBody = z.strictObject({ mobile: mobileField, code: codeField.optional() });

/** A code was sent (`sent`), or the change was made (`user`). */
export const CodeStep = z.object({ sent: z.boolean(), user: PublicUser.nullable() });
export type CodeStep = z.infer<typeof CodeStep>;

/** The largest avatar taken, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The sizes an avatar is kept at (square, in pixels): the profile's and the small one's. */
export const AVATAR_SIZES = [256, 64] as const;

/** The small avatar beside the large one (`…-256.webp` → `…-64.webp`). */
export function smallAvatar(url: string): string {
  return url.replace(/-256\.webp$/, '-64.webp');
}

export const devices = defineCall({ path: '/user/devices', answer: DeviceList, tags });
export const signOutDevice = defineCall({ path: '/user/devices/signOut', body: z.strictObject({ id: id() }), answer: DeviceList, tags });
export const signOutOtherDevices = defineCall({ path: '/user/devices/signOutOthers', answer: DeviceList, tags });
export const activity = defineCall({ path: '/user/activity', body: z.strictObject({ before: id().optional() }), answer: ActivityList, tags });
export const editName = defineCall({ path: '/user/editName', body: EditNameBody, answer: PublicUser, tags });
export const editInfo = defineCall({ path: '/user/editInfo', body: EditInfoBody, answer: PublicUser, tags });
/** Other devices are signed out and this one gets a new session (its token in the answer, and as the cookie). */
export const editPassword = defineCall({ path: '/user/editPassword', body: EditPasswordBody, answer: z.object({ token: z.string() }), tags });
export const editEmail = defineCall({ path: '/user/editEmail', body: EditEmailBody, answer: CodeStep, tags });
export const editMobile = defineCall({ path: '/user/editMobile', body: EditMobileBody, answer: CodeStep, tags });
export const loginVerification = defineCall({
  path: '/user/loginVerification',
  body: LoginVerificationBody,
  answer: z.object({ enabled: z.boolean() }),
  tags,
});
/** Multipart form data with one file field, `file`: a JPEG, PNG, GIF or WebP image. */
export const editAvatar = defineCall({ path: '/user/editAvatar', answer: PublicUser, tags });
