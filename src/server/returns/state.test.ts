import { describe, expect, it } from 'vitest';
import { alreadyApplied, APPLIED_STATE, shopperActions, staffActions, transition, type ReturnEvent, type ReturnState } from './state.ts';

const run = (state: ReturnState | null, ...events: ReturnEvent['type'][]) => events.reduce<ReturnState | null>((s, type) => (s ? transition(s, { type }) : null), state);

describe('the return state machine', () => {
  it('refunds a refund-only request once approved and completes it', () => {
    const done = run(APPLIED_STATE('refund_only'), 'approve', 'refund');
    expect(done).toMatchObject({ status: 'completed', auditStatus: 'approved', refundStatus: 'refunded' });
  });

  it('refunds a return only after the goods arrived', () => {
    const approved = run(APPLIED_STATE('return_refund'), 'approve')!;
    expect(transition(approved, { type: 'refund' })).toBeNull();
    expect(run(approved, 'ship_back', 'receive_goods', 'refund')).toMatchObject({ status: 'completed', refundStatus: 'refunded' });
  });

  it('lets the shopper cancel only while the request awaits its review', () => {
    expect(run(APPLIED_STATE('return_refund'), 'cancel')).toMatchObject({ status: 'cancelled' });
    expect(run(APPLIED_STATE('return_refund'), 'approve', 'cancel')).toBeNull();
    expect(shopperActions(APPLIED_STATE('refund_only'))).toEqual(['cancel']);
    expect(shopperActions(run(APPLIED_STATE('return_refund'), 'approve')!)).toEqual(['ship_back']);
  });

  it('ends a refused request, and refuses every later step', () => {
    const refused = run(APPLIED_STATE('return_refund'), 'refuse')!;
    expect(refused).toMatchObject({ status: 'ended', auditStatus: 'refused' });
    for (const type of ['approve', 'cancel', 'ship_back', 'receive_goods', 'refund', 'end'] as const) expect(transition(refused, { type }), type).toBeNull();
  });

  it('lets the merchant end an approved request not refunded, never a refunded one', () => {
    expect(run(APPLIED_STATE('return_refund'), 'approve', 'end')).toMatchObject({ status: 'ended', auditStatus: 'approved' });
    expect(run(APPLIED_STATE('refund_only'), 'approve', 'refund', 'end')).toBeNull();
    expect(run(APPLIED_STATE('refund_only'), 'end')).toBeNull();
  });

  it('knows a repeated call from an illegal one', () => {
    const refunded = run(APPLIED_STATE('refund_only'), 'approve', 'refund')!;
    expect(alreadyApplied(refunded, { type: 'refund' })).toBe(true);
    expect(alreadyApplied(refunded, { type: 'approve' })).toBe(true);
    expect(alreadyApplied(refunded, { type: 'refuse' })).toBe(false);
    expect(alreadyApplied(refunded, { type: 'cancel' })).toBe(false);
  });

  it('offers the merchant each step the state allows', () => {
    expect(staffActions(APPLIED_STATE('return_refund'))).toEqual(['approve', 'refuse']);
    const approved = run(APPLIED_STATE('return_refund'), 'approve')!;
    expect(staffActions(approved)).toEqual(['receive_goods', 'end']);
    expect(staffActions(run(approved, 'ship_back', 'receive_goods')!)).toEqual(['refund', 'end']);
    expect(staffActions(run(APPLIED_STATE('refund_only'), 'approve')!)).toEqual(['refund', 'end']);
    expect(staffActions(run(APPLIED_STATE('refund_only'), 'approve', 'refund')!)).toEqual([]);
  });
});
