import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/client.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { storedSecret } from './secrets.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
});
afterAll(() => close());

describe('a secret the shop generates for itself', () => {
  it('is made once and read back the same by every later start and process', async () => {
    const [first, second] = await Promise.all([storedSecret(db, 'cookie_secret'), storedSecret(db, 'cookie_secret')]);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await storedSecret(db, 'cookie_secret')).toBe(first);
    expect(await storedSecret(db, 'another_secret')).not.toBe(first);
  });
});
