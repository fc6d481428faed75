import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

function clocked() {
  let now = 1_700_000_000_000;
  const throttle = createThrottle({ name: 'signin', prefix: 'shop:', now: () => now });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('the per-account throttle (in memory)', () => {
  it('lets four failures pass, locks for a minute at the fifth, and doubles the lock with each failure after it', async () => {
    const { throttle, advance } = clocked();
    for (let i = 0; i < 4; i++) expect(await throttle.fail('ana@example.com')).toBe(0);
    expect(await throttle.wait('ana@example.com')).toBe(0);
    expect(await throttle.fail('ana@example.com')).toBe(60_000);
    expect(await throttle.wait('ana@example.com')).toBe(60_000);
    advance(45_000);
    expect(await throttle.wait('ana@example.com')).toBe(15_000);
    advance(15_000);
    expect(await throttle.wait('ana@example.com')).toBe(0);
    expect(await throttle.fail('ana@example.com')).toBe(120_000);
    advance(120_000);
    expect(await throttle.fail('ana@example.com')).toBe(240_000);
    // Other keys are counted on their own.
    expect(await throttle.wait('bo@example.com')).toBe(0);
  });

  it('never locks for more than an hour', async () => {
    const { throttle, advance } = clocked();
    let lock = 0;
    for (let i = 0; i < 20; i++) {
      lock = await throttle.fail('ana@example.com');
      advance(lock);
    }
    expect(lock).toBe(60 * 60_000);
  });

  it('starts again after a success, or a day after the last failure', async () => {
    const { throttle, advance } = clocked();
    for (let i = 0; i < 4; i++) await throttle.fail('ana@example.com');
    await throttle.reset('ana@example.com');
    expect(await throttle.fail('ana@example.com')).toBe(0);
    for (let i = 0; i < 3; i++) await throttle.fail('ana@example.com');
    advance(24 * 60 * 60_000);
    expect(await throttle.fail('ana@example.com')).toBe(0);
  });
});
