/** Card fields of the sandbox payment: formatting as typed and the checks before sending. */
import { luhnValid } from '../../shared/cards.ts';
import type { FieldMessages } from './field-messages.ts';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** The sandbox's test cards (the server decides the outcome by number). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
] as const;

/** Digits in groups of four, at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1", "12", "12/3" …: the slash comes by itself after the month. */
export function formatExpiry(text: string, previous = ''): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is not stuck.
  if (previous.endsWith('/') && text.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return `${digits}/`;
  return digits;
}

/** True when MM/YY is a real month that has not ended. */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function validateCard(card: CardValues, now = new Date()): FieldMessages {
  const errors: FieldMessages = {};
  const digits = card.number.replace(/\D/g, '');
  if (!digits) errors.number = { key: 'validation.required', label: 'checkout.cardNumber' };
  else if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) errors.number = { key: 'validation.invalid', label: 'checkout.cardNumber' };
  if (!card.expiry.trim()) errors.expiry = { key: 'validation.required', label: 'checkout.expiry' };
  else if (!expiryValid(card.expiry, now)) errors.expiry = { key: 'validation.invalid', label: 'checkout.expiry' };
  if (!card.cvc.trim()) errors.cvc = { key: 'validation.required', label: 'checkout.cvc' };
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = { key: 'validation.invalid', label: 'checkout.cvc' };
  return errors;
}

/** The card as the API takes it. */
export function toCardInput(card: CardValues): CardValues {
  return { number: formatCardNumber(card.number), expiry: card.expiry.trim(), cvc: card.cvc.trim() };
}
