import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, releaseWhenQuiet } from './idle-memory.ts';

describe('memory given back when the shop is quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after the quiet time, not while requests come, and again after the next busy spell', async () => {
    vi.useFakeTimers();
    let requests = 0;
    const release = vi.fn();
    const idle = releaseWhenQuiet({ quietMs: 10_000, activity: () => requests, release });
    // Busy: a request every second for 30 s.
    for (let s = 0; s < 30; s++) {
      requests++;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(release).toHaveBeenCalledTimes(1);
    // Still quiet: no second collection.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(release).toHaveBeenCalledTimes(1);
    requests++;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(release).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('has a full collection to run', () => {
    expect(typeof fullCollection()).toBe('function');
  });
});
