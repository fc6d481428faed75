/** Client-side checks of the sign-in and sign-up forms (spec §5), run before calling the API. */
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '../../../shared/constants.ts';

/** Field name → catalogue key of its message. */
export type FieldErrors = Record<string, string>;

export interface SignInValues {
  account: string;
  password: string;
}

export interface SignUpValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  invitationCode: string;
  agree: boolean;
}

export function isAccount(value: string): boolean {
  const v = value.trim();
  return EMAIL_PATTERN.test(v) || PHONE_PATTERN.test(v.replace(/[\s-]/g, ''));
}

export function passwordRulesMet(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

export function validateSignIn(values: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.account.trim()) errors.account = 'validation.accountRequired';
  else if (!isAccount(values.account)) errors.account = 'validation.accountFormat';
  if (!values.password) errors.password = 'validation.passwordRequired';
  return errors;
}

export function validateSignUp(values: SignUpValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = 'validation.emailRequired';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'validation.emailFormat';
  if (!values.password) errors.password = 'validation.passwordRequired';
  else if (!passwordRulesMet(values.password)) errors.password = 'validation.passwordLength';
  if (!values.agree) errors.agree = 'validation.agreeFirst';
  return errors;
}
