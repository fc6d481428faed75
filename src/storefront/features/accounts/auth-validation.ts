/**
 * The sign-in and sign-up forms (spec §5): the calls' bodies made of their values (the shared
 * contract's mapping, which the server's form handling uses too) and the password hint. The
 * calls' schemas are the forms' checks, with the server's messages.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/constants.ts';
import { authFormField, signIn, signInBodyOf, signUp, signUpBodyOf, type AuthFormValues } from '../../../shared/contracts/accounts.ts';
import { fieldMessages } from '../../lib/field-messages.ts';

/** Form field → catalogue key of its message. */
export type FieldErrors = Record<string, string>;

/** One rule of the password hint (spec §5) and whether the typed password meets it. */
export interface PasswordRule {
  key: string;
  vars: Record<string, number>;
  met: boolean;
}

/** The password hint's rules, as the sign-up call checks them (6–20 characters), each shown as met while the shopper types. */
export function passwordRules(password: string): PasswordRule[] {
  return [{ key: 'auth.passwordRules', vars: { min: PASSWORD_MIN, max: PASSWORD_MAX }, met: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX }];
}

function byField(messages: ReturnType<typeof fieldMessages>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(messages)) errors[authFormField(path)] ??= message!.key;
  return errors;
}

export function validateSignIn(values: AuthFormValues): FieldErrors {
  return byField(fieldMessages(signIn.body, signInBodyOf(values)));
}

export function validateSignUp(values: AuthFormValues): FieldErrors {
  return byField(fieldMessages(signUp.body, signUpBodyOf(values)));
}
