/** The console's notice socket waits longer after each failed attempt, up to half a minute. */
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './notices.ts';

describe('reconnecting the notice socket', () => {
  it('waits 1 s, then twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
