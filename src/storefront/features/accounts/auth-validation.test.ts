import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './auth-validation.ts';

describe('auth form checks', () => {
  it('requires a well-formed account and a password to sign in', () => {
    expect(validateSignIn({ account: ' ', password: '' })).toEqual({ account: 'validation.accountRequired', password: 'validation.passwordRequired' });
    expect(validateSignIn({ account: 'nobody', password: 'x' })).toEqual({ account: 'validation.accountFormat' });
    expect(validateSignIn({ account: '+63 917-123-4567', password: 'x' })).toEqual({});
    expect(validateSignIn({ account: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('checks e-mail, password length and consent to sign up', () => {
    const base = { email: 'a@b.co', password: 'secret1', firstName: '', lastName: '', invitationCode: '', agree: true };
    expect(validateSignUp(base)).toEqual({});
    expect(validateSignUp({ ...base, email: '', password: '', agree: false })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      agree: 'validation.agreeFirst',
    });
    expect(validateSignUp({ ...base, email: 'a@b', password: '12345' })).toEqual({ email: 'validation.emailFormat', password: 'validation.passwordLength' });
    expect(validateSignUp({ ...base, password: 'x'.repeat(21) }).password).toBe('validation.passwordLength');
  });
});
