import { describe, expect, it } from 'vitest';
import { shouldReconnect } from './realtime.ts';

describe('realtime reconnects', () => {
  it('tries five times, then gives up', () => {
    expect([0, 1, 2, 3, 4].every(shouldReconnect)).toBe(true);
    expect(shouldReconnect(5)).toBe(false);
  });
});
