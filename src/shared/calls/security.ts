/** The security calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/security.ts';
import { callRoute } from '../contracts/call.ts';

export const activity = callRoute<typeof contract.activity>('/user/activity');
export const editAvatar = callRoute<typeof contract.editAvatar>('/user/editAvatar');
export const editEmail = callRoute<typeof contract.editEmail>('/user/editEmail');
export const editInfo = callRoute<typeof contract.editInfo>('/user/editInfo');
export const editMobile = callRoute<typeof contract.editMobile>('/user/editMobile');
export const editName = callRoute<typeof contract.editName>('/user/editName');
export const editPassword = callRoute<typeof contract.editPassword>('/user/editPassword');
export const loginVerification = callRoute<typeof contract.loginVerification>('/user/loginVerification');
export const signOutDevice = callRoute<typeof contract.signOutDevice>('/user/devices/signOut');
export const signOutOtherDevices = callRoute<typeof contract.signOutOtherDevices>('/user/devices/signOutOthers');
