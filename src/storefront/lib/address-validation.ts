/**
 * The address form (spec §3 fields, §5 messages): its fields and how its values become the
 * API's AddressInput, whose schema is also the form's check (name, country, city, street,
 * country code and phone are required).
 */
import { AddressInput, CheckoutBody } from '../../shared/contracts/checkout.ts';
import { fieldMessages, type FieldMessage, type FieldMessages } from './field-messages.ts';

export type AddressValues = AddressInput;
export type AddressField = keyof AddressValues;

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

/** The address form's labels: `address.<field>`. */
export const ADDRESS_LABELS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f.name, f.label]));

/** The first message of each field of the address, as the API's AddressInput checks it. */
export function validateAddress(values: AddressValues): FieldMessages {
  return fieldMessages(AddressInput, toAddressInput(values), ADDRESS_LABELS);
}

/** The checkout's contact e-mail, as the API checks it. */
export function validateEmail(email: string): FieldMessage | null {
  return fieldMessages(CheckoutBody.shape.email, email)[''] ?? null;
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
