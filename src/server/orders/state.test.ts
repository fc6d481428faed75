import { describe, expect, it } from 'vitest';
import { shopperActions, tabOf, transition, type OrderState } from './state.ts';

const placed: OrderState = { status: 'in_progress', payStatus: 'unpaid', deliveryStatus: 'not_shipped', received: false };

describe('order state machine', () => {
  it('walks the happy path through the tabs', () => {
    expect(tabOf(placed)).toBe('to_pay');
    const paid = transition(placed, { type: 'pay' })!;
    expect(tabOf(paid)).toBe('to_ship');
    const partly = transition(paid, { type: 'ship', fully: false })!;
    expect(partly.deliveryStatus).toBe('partly_shipped');
    expect(tabOf(partly)).toBe('to_ship');
    const shipped = transition(partly, { type: 'ship', fully: true })!;
    expect(tabOf(shipped)).toBe('to_receive');
    expect(shopperActions(shipped)).toEqual(['confirm_receipt']);
    const done = transition(shipped, { type: 'confirm_receipt' })!;
    expect(done).toMatchObject({ status: 'completed', received: true });
    expect(tabOf(done)).toBe('completed');
    expect(shopperActions(done)).toEqual([]);
  });

  it('cancels unpaid orders at once and paid unshipped ones through the merchant', () => {
    expect(transition(placed, { type: 'cancel' })?.status).toBe('cancelled');
    const paid = transition(placed, { type: 'pay' })!;
    expect(transition(paid, { type: 'cancel' })).toBeNull();
    const pending = transition(paid, { type: 'request_cancel' })!;
    expect(pending.status).toBe('pending_cancellation');
    expect(transition(pending, { type: 'ship', fully: true })).toBeNull();
    expect(transition(pending, { type: 'accept_cancel' })?.status).toBe('cancelled');
    expect(transition(pending, { type: 'refuse_cancel' })?.status).toBe('in_progress');
  });

  it('refuses what makes no sense', () => {
    expect(transition(placed, { type: 'ship', fully: true })).toBeNull();
    expect(transition(placed, { type: 'confirm_receipt' })).toBeNull();
    const shipped: OrderState = { status: 'in_progress', payStatus: 'paid', deliveryStatus: 'shipped', received: false };
    expect(transition(shipped, { type: 'request_cancel' })).toBeNull();
    expect(transition(shipped, { type: 'pay' })).toBeNull();
    expect(shopperActions(placed)).toEqual(['pay', 'cancel']);
  });

  it('ships cash on delivery unpaid, is never "to pay", and takes its payment on delivery, even after receipt', () => {
    const cod: OrderState = { ...placed, cashOnDelivery: true };
    expect(tabOf(cod)).toBe('to_ship');
    expect(shopperActions(cod)).toEqual(['pay', 'cancel']);
    const shipped = transition(cod, { type: 'ship', fully: true })!;
    expect(shipped).toMatchObject({ deliveryStatus: 'shipped', payStatus: 'unpaid' });
    expect(tabOf(shipped)).toBe('to_receive');
    expect(transition(shipped, { type: 'cancel' })).toBeNull();
    const received = transition(shipped, { type: 'confirm_receipt' })!;
    expect(received).toMatchObject({ status: 'completed', payStatus: 'unpaid' });
    expect(transition(received, { type: 'pay' })).toMatchObject({ status: 'completed', payStatus: 'paid' });
    expect(transition({ ...received, cashOnDelivery: false }, { type: 'pay' })).toBeNull();
  });
});
