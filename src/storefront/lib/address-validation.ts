/**
 * The address form's checks (spec §3 fields, §5 messages), the same rules the server's
 * AddressInput applies: name, country, city, street, country code and phone are required.
 */
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../shared/constants.ts';
import type { AddressInput } from '../../shared/contracts/checkout.ts';

export type AddressValues = AddressInput;
export type AddressField = keyof AddressValues;

/** A message as catalogue keys: `key` with `{0}` filled by the translated `label`. */
export interface FieldMessage {
  key: string;
  label?: string;
}
export type FieldMessages = Partial<Record<string, FieldMessage>>;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  country: '',
  state: '',
  city: '',
  area: '',
  postalCode: '',
  addressLine: '',
  apartment: '',
  countryCode: '',
  phone: '',
};

/** The form's fields in display order, with their label key, length limit and whether required. */
export const ADDRESS_FIELDS: Array<{ name: AddressField; label: string; max: number; required: boolean }> = [
  { name: 'firstName', label: 'address.firstName', max: 60, required: true },
  { name: 'lastName', label: 'address.lastName', max: 60, required: true },
  { name: 'country', label: 'address.country', max: 2, required: true },
  { name: 'state', label: 'address.state', max: 80, required: false },
  { name: 'city', label: 'address.city', max: 80, required: true },
  { name: 'area', label: 'address.area', max: 80, required: false },
  { name: 'postalCode', label: 'address.postalCode', max: 20, required: false },
  { name: 'addressLine', label: 'address.addressLine', max: 200, required: true },
  { name: 'apartment', label: 'address.apartment', max: 200, required: false },
  { name: 'countryCode', label: 'address.countryCode', max: 5, required: true },
  { name: 'phone', label: 'address.phone', max: 20, required: true },
];

/** Spaces, dashes, dots and brackets are how people write numbers, not part of them. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, '');
}

export function normaliseCountryCode(code: string): string {
  const digits = code.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
}

/** The address as the API takes it: trimmed, phone and country code normalised. */
export function toAddressInput(values: AddressValues): AddressValues {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '').trim()])) as AddressValues;
  return { ...trimmed, phone: normalisePhone(trimmed.phone), countryCode: normaliseCountryCode(trimmed.countryCode) };
}

export function validateAddress(values: AddressValues): FieldMessages {
  const errors: FieldMessages = {};
  const v = toAddressInput(values);
  for (const field of ADDRESS_FIELDS) {
    const value = v[field.name];
    if (value.length > field.max && field.name !== 'country') errors[field.name] = { key: 'validation.tooLong', label: field.label };
    else if (field.required && !value) errors[field.name] = { key: 'validation.required', label: field.label };
  }
  if (!v.firstName) errors.firstName = { key: 'validation.firstNameRequired' };
  if (!v.lastName) errors.lastName = { key: 'validation.lastNameRequired' };
  if (!/^[A-Z]{2}$/.test(v.country)) errors.country = { key: 'validation.select', label: 'address.country' };
  if (!/^\+?\d{1,4}$/.test(v.countryCode)) errors.countryCode = { key: 'validation.countryCodeRequired' };
  if (v.phone && !PHONE_PATTERN.test(v.phone)) errors.phone = { key: 'validation.phoneFormat' };
  return errors;
}

export function validateEmail(email: string): FieldMessage | null {
  const value = email.trim();
  if (!value) return { key: 'validation.emailRequired' };
  if (!EMAIL_PATTERN.test(value) || value.length > 254) return { key: 'validation.emailFormat' };
  return null;
}

/** One line per part, for showing a saved or ordered address. */
export function addressLines(a: Partial<Record<AddressField, string>>, countryName?: (code: string) => string): string[] {
  const join = (...parts: Array<string | undefined>) => parts.filter((p) => p && p.trim()).join(', ');
  return [
    join(a.firstName && a.lastName ? `${a.firstName} ${a.lastName}` : a.firstName || a.lastName),
    join(a.addressLine, a.apartment),
    join(a.area, a.city, a.state, a.postalCode),
    a.country ? (countryName?.(a.country) ?? a.country) : '',
    join([a.countryCode, a.phone].filter(Boolean).join(' ')),
  ].filter(Boolean);
}
