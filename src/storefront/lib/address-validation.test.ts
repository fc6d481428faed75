import { describe, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contracts/checkout.ts';
import { addressLines, EMPTY_ADDRESS, toAddressInput, validateAddress, validateEmail } from './address-validation.ts';

const valid = {
  ...EMPTY_ADDRESS,
  firstName: 'Maria',
  lastName: 'Santos',
  country: 'PH',
  city: 'Makati',
  addressLine: '12 Ayala Ave',
  countryCode: '63',
  phone: '917 123-4567',
};

describe('address checks', () => {
  it('accepts a complete address the server also accepts', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(AddressInput.safeParse(toAddressInput(valid)).success).toBe(true);
  });

  it('names each missing required field with the spec messages', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      firstName: { key: 'validation.firstNameRequired' },
      lastName: { key: 'validation.lastNameRequired' },
      country: { key: 'validation.select', label: 'address.country' },
      city: { key: 'validation.required', label: 'address.city' },
      addressLine: { key: 'validation.required', label: 'address.addressLine' },
      countryCode: { key: 'validation.countryCodeRequired' },
      phone: { key: 'validation.required', label: 'address.phone' },
    });
  });

  it('checks the phone pattern (up to 15 digits, no leading zero) and the country code', () => {
    expect(validateAddress({ ...valid, phone: '0917' }).phone).toEqual({ key: 'validation.phoneFormat' });
    expect(validateAddress({ ...valid, phone: '1'.repeat(16) }).phone).toEqual({ key: 'validation.phoneFormat' });
    expect(validateAddress({ ...valid, countryCode: '+12345' }).countryCode).toEqual({ key: 'validation.countryCodeRequired' });
    expect(validateAddress({ ...valid, countryCode: '+1' })).toEqual({});
  });

  it('flags text over the server limits', () => {
    expect(validateAddress({ ...valid, city: 'x'.repeat(81) }).city).toEqual({ key: 'validation.tooLong', label: 'address.city' });
  });

  it('normalises what is sent', () => {
    expect(toAddressInput({ ...valid, firstName: ' Maria ', countryCode: '63', phone: '(917) 123-4567' })).toMatchObject({
      firstName: 'Maria',
      countryCode: '+63',
      phone: '9171234567',
    });
  });

  it('checks the e-mail', () => {
    expect(validateEmail('')).toEqual({ key: 'validation.emailRequired' });
    expect(validateEmail('a@b')).toEqual({ key: 'validation.emailFormat' });
    expect(validateEmail(' a@b.co ')).toBeNull();
  });

  it('prints an address in lines, skipping empty parts', () => {
    expect(addressLines({ ...valid, countryCode: '+63', phone: '9171234567' }, (c) => (c === 'PH' ? 'Philippines' : c))).toEqual([
      'Maria Santos',
      '12 Ayala Ave',
      'Makati',
      'Philippines',
      '+63 9171234567',
    ]);
  });
});
