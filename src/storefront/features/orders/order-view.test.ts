import { describe, expect, it } from 'vitest';
import { ORDER_TABS } from '../../../shared/contracts/orders.ts';
import { createTranslator } from '../../../shared/i18n/i18n.ts';
import { actionKey, deliveryKey, eventKey, isOrderTab, ORDER_TAB_LIST, payStatusKey, statusKey, tabKey, textOr, thumbnails, timeLeft } from './order-view.ts';

const { t } = createTranslator('en');

describe('order view', () => {
  it('lists the contract tabs', () => {
    expect(ORDER_TAB_LIST).toEqual([...ORDER_TABS]);
    expect(isOrderTab('to_pay')).toBe(true);
    expect(isOrderTab('nope')).toBe(false);
  });

  it('maps every state to a catalogue text', () => {
    const keys = [
      ...ORDER_TAB_LIST.map(tabKey),
      ...(['in_progress', 'pending_cancellation', 'completed', 'cancelled'] as const).map(statusKey),
      ...(['unpaid', 'paid'] as const).map(payStatusKey),
      ...(['not_shipped', 'partly_shipped', 'shipped'] as const).map(deliveryKey),
      ...(['pay', 'cancel', 'request_cancel', 'confirm_receipt'] as const).map(actionKey),
      ...['placed', 'pay', 'cancel', 'request_cancel', 'accept_cancel', 'refuse_cancel', 'ship', 'confirm_receipt'].map(eventKey),
    ];
    for (const key of keys) expect(t(key), key).not.toBe(key);
    expect(tabKey('to_receive')).toBe('order.tabs.toReceive');
  });

  it('falls back to the raw text for an unknown event', () => {
    expect(textOr(t, eventKey('teleported'), 'teleported')).toBe('teleported');
    expect(textOr(t, eventKey('ship'), 'ship')).not.toBe('ship');
  });

  it('counts down to the pay deadline', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(timeLeft('2026-01-01T10:29:05Z', now)).toEqual({ seconds: 1745, text: '29:05' });
    expect(timeLeft('2026-01-01T11:00:09Z', now).text).toBe('1:00:09');
    expect(timeLeft('2026-01-01T09:00:00Z', now)).toEqual({ seconds: 0, text: '0:00' });
    expect(timeLeft('garbage', now).seconds).toBe(0);
  });

  it('takes the first images for thumbnails', () => {
    const lines = [{ image: 'a' }, { image: null }, { image: 'b' }, { image: 'c' }, { image: 'd' }, { image: 'e' }];
    expect(thumbnails(lines).map((l) => l.image)).toEqual(['a', 'b', 'c', 'd']);
  });
});
