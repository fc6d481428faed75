import { describe, expect, it } from 'vitest';
import { validateInquiry } from './inquiry-validation.ts';

const valid = { name: 'Ana', email: 'ana@example.com', company: '', quantity: '12', message: 'Price for 12?' };

describe('quote request checks', () => {
  it('accepts a complete request; company is optional', () => {
    expect(validateInquiry(valid)).toEqual({});
  });

  it('names each missing field', () => {
    expect(validateInquiry({ name: ' ', email: '', company: '', quantity: '', message: '' })).toEqual({
      name: { key: 'validation.required', label: 'fields.name' },
      email: { key: 'validation.required', label: 'fields.email' },
      quantity: { key: 'validation.required', label: 'fields.quantity' },
      message: { key: 'validation.required', label: 'fields.message' },
    });
  });

  it('checks the e-mail format and a whole quantity of at least one', () => {
    expect(validateInquiry({ ...valid, email: 'ana@example' }).email?.key).toBe('validation.emailFormat');
    expect(validateInquiry({ ...valid, quantity: '2.5' }).quantity?.key).toBe('validation.notInteger');
    expect(validateInquiry({ ...valid, quantity: '0' }).quantity).toEqual({ key: 'validation.outOfRange', label: 'fields.quantity', vars: { min: 1, max: 1_000_000 } });
    expect(validateInquiry({ ...valid, message: 'x'.repeat(5001) }).message?.key).toBe('validation.tooLong');
  });
});
