/** The profile and security-centre sections of the account area. */
import { z } from 'zod';
import { PublicUser } from '../accounts.ts';
import { ActivityEntry, DeviceView } from '../security.ts';

/** user/account: the avatar, the name, and how the customer signs in. */
export const AccountProfileSettings = z.object({ user: PublicUser });
/** user/info: nickname, birthday and bio. */
export const AccountInfoSettings = z.object({ user: PublicUser });
/** user/security: the signed-in devices, login e-mail verification (on or off), and the password, e-mail and mobile number changes. */
export const AccountSecuritySettings = z.object({ user: PublicUser, devices: z.array(DeviceView), loginVerification: z.boolean() });
/** user/security/activity: the account's events, newest first. */
export const AccountActivitySettings = z.object({ list: z.array(ActivityEntry), more: z.boolean() });
