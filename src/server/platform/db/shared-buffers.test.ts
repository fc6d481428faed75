import { describe, expect, it } from 'vitest';
import { pgliteSharedBuffers } from './client.ts';

describe('PGlite shared buffers', () => {
  it('keeps 32MB unless PGLITE_SHARED_BUFFERS names another size', () => {
    expect(pgliteSharedBuffers(undefined)).toBe('32MB');
    expect(pgliteSharedBuffers('')).toBe('32MB');
    expect(pgliteSharedBuffers('128MB')).toBe('128MB');
  });

  it('refuses a value that is not a PostgreSQL size', () => {
    expect(() => pgliteSharedBuffers('32')).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(() => pgliteSharedBuffers('32MB -c fsync=off')).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
