import { describe, expect, it } from 'vitest';
import { payBefore, payWindowMs, reminderAfterMs, transferDueAt } from './payment-terms.ts';

const HOUR = 3_600_000;
const terms = { unpaidMinutes: 30, bankTransfer: { windowDays: 3, accountHolder: '', bankName: '', accountNumber: '' } };
const placedAt = new Date('2026-03-01T10:00:00Z');
const unpaid = (paymentMethod: string) => ({ status: 'in_progress', payStatus: 'unpaid', paymentMethod, submittedAt: placedAt });

describe('payment terms by method', () => {
  it('gives online payments minutes, bank transfers days and cash on delivery no deadline', () => {
    const windows = { unpaidMinutes: 30, bankTransferDays: 3 };
    expect(payWindowMs('stripe', windows)).toBe(30 * 60_000);
    expect(payWindowMs('sandbox_card', windows)).toBe(30 * 60_000);
    expect(payWindowMs('bank_transfer', windows)).toBe(72 * HOUR);
    expect(payWindowMs('cash_on_delivery', windows)).toBeNull();
  });

  it('reminds a day before a bank transfer is due, half way through a one-day window', () => {
    expect(reminderAfterMs(3)).toBe(48 * HOUR);
    expect(reminderAfterMs(1)).toBe(12 * HOUR);
  });

  it('counts down only for online payments, and dates only bank transfers', () => {
    expect(payBefore(unpaid('stripe'), terms)).toBe('2026-03-01T10:30:00.000Z');
    expect(payBefore(unpaid('bank_transfer'), terms)).toBeNull();
    expect(payBefore(unpaid('cash_on_delivery'), terms)).toBeNull();
    expect(transferDueAt(unpaid('bank_transfer'), terms)).toBe('2026-03-04T10:00:00.000Z');
    expect(transferDueAt(unpaid('cash_on_delivery'), terms)).toBeNull();
    expect(transferDueAt({ ...unpaid('bank_transfer'), payStatus: 'paid' }, terms)).toBeNull();
    expect(payBefore({ ...unpaid('stripe'), status: 'cancelled' }, terms)).toBeNull();
  });
});
