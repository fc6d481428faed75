import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('is told never to try `new Function` (the pages forbid eval), through the configuration zod itself reads', async () => {
    await import('./zod-in-browser.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And it still checks objects, field by field.
    expect(z.object({ a: z.number() }).safeParse({ a: 'x' }).success).toBe(false);
  });
});
