import { describe, expect, it } from 'vitest';
import { CardInput } from '../../shared/contracts/checkout.ts';
import { luhnValid } from '../../shared/cards.ts';
import { expiryValid, formatCardNumber, formatExpiry, TEST_CARDS, toCardInput, validateCard } from './card-input.ts';

const now = new Date('2026-05-15T00:00:00Z');

describe('card input', () => {
  it('groups the number in fours, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash after the month and lets backspace remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/', '12/3')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('accepts the three test cards', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number.replace(/ /g, ''))).toBe(true);
      expect(validateCard({ number: card.number, expiry: '12/30', cvc: '123' }, now)).toEqual({});
    }
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('rejects past and malformed expiry dates', () => {
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
  });

  it('names each missing or invalid field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: { key: 'validation.required', label: 'checkout.cardNumber' },
      expiry: { key: 'validation.required', label: 'checkout.expiry' },
      cvc: { key: 'validation.required', label: 'checkout.cvc' },
    });
    expect(Object.keys(validateCard({ number: '1234', expiry: '01/20', cvc: '12' }, now))).toEqual(['number', 'expiry', 'cvc']);
  });

  it('sends what the server accepts', () => {
    expect(CardInput.safeParse(toCardInput({ number: '4242424242424242', expiry: ' 12/30 ', cvc: '123' })).success).toBe(true);
  });
});
