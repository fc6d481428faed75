import { describe, expect, it } from 'vitest';
import { EMPTY_AUTH_FORM, isBirthday, signUp, signUpBodyOf } from '../../../shared/contracts/accounts.ts';
import { passwordRules, validateSignIn, validateSignUp } from './auth-validation.ts';

const signIn = (account: string, password: string) => validateSignIn({ ...EMPTY_AUTH_FORM, account, password });

describe('auth form checks', () => {
  it('requires a well-formed account and a password to sign in', () => {
    expect(signIn(' ', '')).toEqual({ account: 'validation.accountRequired', password: 'validation.passwordRequired' });
    expect(signIn('nobody', 'x')).toEqual({ account: 'validation.accountFormat' });
    expect(signIn('+63 917-123-4567', 'x')).toEqual({});
    expect(signIn('a@b.co', 'x')).toEqual({});
  });

  const complete = { ...EMPTY_AUTH_FORM, account: 'a@b.co', password: 'secret1', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true };

  it('requires first name, last name, birthday, an account, a 6–20 character password and consent to sign up (spec §5)', () => {
    expect(validateSignUp(complete)).toEqual({});
    expect(validateSignUp({ ...EMPTY_AUTH_FORM })).toEqual({
      account: 'validation.accountRequired',
      password: 'validation.passwordRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      birthday: 'validation.birthdayRequired',
      agree: 'validation.agreeFirst',
    });
    expect(validateSignUp({ ...complete, account: 'a@b', password: '12345' })).toEqual({ account: 'validation.emailFormat', password: 'validation.passwordLength' });
    expect(validateSignUp({ ...complete, password: 'x'.repeat(21) }).password).toBe('validation.passwordLength');
    expect(validateSignUp({ ...complete, birthday: '2001-02-29' })).toEqual({ birthday: 'validation.birthdayInvalid' });
  });

  it('signs up with a mobile number typed into the account field', () => {
    expect(signUpBodyOf({ ...complete, account: ' +63 917 123 4567 ' })).toMatchObject({ mobile: '+63 917 123 4567' });
    expect(signUpBodyOf(complete)).toMatchObject({ email: 'a@b.co' });
    expect(signUpBodyOf(complete)).not.toHaveProperty('mobile');
    expect(validateSignUp({ ...complete, account: '+63 917 123 4567' })).toEqual({});
    expect(validateSignUp({ ...complete, account: '0917 123 4567' })).toEqual({ account: 'validation.accountFormat' });
  });

  it('takes birthdays from 1900 to today', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isBirthday('2026-11-23', now)).toBe(true);
    expect(isBirthday('2026-11-25', now)).toBe(false);
    expect(isBirthday('1900-01-01', now)).toBe(true);
    expect(isBirthday('1899-12-31', now)).toBe(false);
    expect(isBirthday('2000-02-29', now)).toBe(true);
    expect(isBirthday('1990-13-01', now)).toBe(false);
    expect(isBirthday('17/05/1990', now)).toBe(false);
  });
});

describe('the password hint', () => {
  it('shows its rule as met exactly when the sign-up check takes the password, as the shopper types', () => {
    for (let length = 0; length <= 25; length++) {
      const password = 'p'.repeat(length);
      const met = passwordRules(password).every((rule) => rule.met);
      expect(met, `${length} characters`).toBe(signUp.body.shape.password.safeParse(password).success);
    }
    expect(passwordRules('')[0]).toMatchObject({ key: 'auth.passwordRules', vars: { min: 6, max: 20 }, met: false });
  });
});
