import { describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/client.ts';
import { createTracker } from './analytics.service.ts';

/** A database whose writes are recorded and never finish (a slow or stuck database). */
function stuckDb() {
  const written: unknown[][] = [];
  const db = { insert: () => ({ values: (rows: unknown[]) => ({ onConflictDoUpdate: () => (written.push(rows), new Promise(() => {})) }) }) };
  return { db: db as unknown as Db, written };
}

describe('tracker memory bound', () => {
  it('writes early when the counters pass the bound and stops keeping new ones at twice it', async () => {
    const { db, written } = stuckDb();
    const tracker = createTracker(db, () => {}, { maxPending: 3 });
    for (let i = 0; i < 3; i++) tracker.view('page', `p${i}`);
    expect(written).toHaveLength(0);
    tracker.view('page', 'p3');
    expect(written).toHaveLength(1);
    expect(written[0]).toHaveLength(3);
    for (let i = 4; i < 100; i++) tracker.view('page', `p${i}`);
    expect(tracker.pendingCount()).toBe(6);
    // a page already counted still counts while new ones are refused
    tracker.view('page', 'p4');
    expect(tracker.pendingCount()).toBe(6);
    void tracker.stop();
  });
});
