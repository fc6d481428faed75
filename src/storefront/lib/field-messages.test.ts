import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { msg } from '../../shared/contracts/common.ts';
import { fieldMessages } from './field-messages.ts';

const Body = z.strictObject({
  name: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(5, msg('validation.tooLong')),
  phone: z.string().regex(/^\d+$/, msg('validation.phoneFormat')),
  address: z.strictObject({ city: z.string().min(1, msg('validation.required')) }),
});

describe('a form’s messages from its schema', () => {
  it('keeps the first message of each field, with its label where the text names the field', () => {
    expect(fieldMessages(Body, { name: ' ', phone: 'x', address: { city: '' } }, { 'address.city': 'address.city' })).toEqual({
      name: { key: 'validation.required', label: 'fields.name' },
      phone: { key: 'validation.phoneFormat' },
      'address.city': { key: 'validation.required', label: 'address.city' },
    });
  });

  it('has nothing to say about a valid body', () => {
    expect(fieldMessages(Body, { name: 'Ana', phone: '12', address: { city: 'Cebu' } })).toEqual({});
  });
});
