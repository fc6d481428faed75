/**
 * The sign-in and sign-up forms (spec §5): their values and the calls' bodies made of them. The
 * calls' schemas are the forms' checks, with the server's messages.
 */
import type { z } from 'zod';
import { signIn, signUp } from '../../../shared/contracts/accounts.ts';
import type { Draft } from '../../app/use-form.ts';
import { fieldMessages, type FieldMessages } from '../../lib/field-messages.ts';

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

export function signInBody(values: SignInValues): Draft<z.input<typeof signIn.body>> {
  return { account: values.account.trim(), password: values.password };
}

/** Optional fields left empty are left out. */
export function signUpBody(values: SignUpValues): Draft<z.input<typeof signUp.body>> {
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim() || undefined,
    lastName: values.lastName.trim() || undefined,
    invitationCode: values.invitationCode.trim() || undefined,
    agree: values.agree,
  };
}

export function passwordRulesMet(password: string): boolean {
  return signUp.body.shape.password.safeParse(password).success;
}

const keys = (messages: FieldMessages): FieldErrors => Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, m!.key]));

export function validateSignIn(values: SignInValues): FieldErrors {
  return keys(fieldMessages(signIn.body, signInBody(values)));
}

export function validateSignUp(values: SignUpValues): FieldErrors {
  return keys(fieldMessages(signUp.body, signUpBody(values)));
}
