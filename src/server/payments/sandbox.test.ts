import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../shared/cards.ts';
import { sandboxCharge } from './sandbox.ts';

const now = new Date('2026-11-21');

describe('sandbox card gateway', () => {
  it('follows the documented test cards', () => {
    expect(sandboxCharge({ number: '4242 4242 4242 4242', expiry: '12/30' }, now)).toMatchObject({ ok: true, reference: expect.stringMatching(/^sbx_/) });
    expect(sandboxCharge({ number: '4000 0000 0000 0002', expiry: '12/30' }, now)).toEqual({ ok: false, reason: 'declined' });
    expect(sandboxCharge({ number: '4000000000009995', expiry: '12/30' }, now)).toEqual({ ok: false, reason: 'insufficient_funds' });
  });

  it('declines invalid numbers and expired cards', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(sandboxCharge({ number: '4242 4242 4242 4241', expiry: '12/30' }, now)).toEqual({ ok: false, reason: 'declined' });
    expect(sandboxCharge({ number: '4242 4242 4242 4242', expiry: '10/26' }, now)).toEqual({ ok: false, reason: 'expired' });
    expect(sandboxCharge({ number: '4242 4242 4242 4242', expiry: '11/26' }, now).ok).toBe(true);
  });
});
