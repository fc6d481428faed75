/** The accounts calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/accounts.ts';
import { callRoute } from '../contracts/call.ts';

export const addressDelete = callRoute<typeof contract.addressDelete>('/address/delete');
export const addressSave = callRoute<typeof contract.addressSave>('/address/save');
export const addressSetDefault = callRoute<typeof contract.addressSetDefault>('/address/setDefault');
export const creditLog = callRoute<typeof contract.creditLog>('/user/credits');
export const dataExport = callRoute<typeof contract.dataExport>('/user/data/export');
export const deleteAccount = callRoute<typeof contract.deleteAccount>('/user/delete');
export const forget = callRoute<typeof contract.forget>('/auth/forget');
export const resetPassword = callRoute<typeof contract.resetPassword>('/auth/reset-password');
export const signIn = callRoute<typeof contract.signIn>('/auth/signin');
export const signInCode = callRoute<typeof contract.signInCode>('/auth/signin/code');
export const signInResend = callRoute<typeof contract.signInResend>('/auth/signin/resend');
export const signOut = callRoute<typeof contract.signOut>('/auth/signout');
export const signUp = callRoute<typeof contract.signUp>('/auth/signup');
export const userInfo = callRoute<typeof contract.userInfo>('/user/info');
export const verifyResend = callRoute<typeof contract.verifyResend>('/auth/verify-resend');
export const visitorData = callRoute<typeof contract.visitorData>('/visitor/data');
