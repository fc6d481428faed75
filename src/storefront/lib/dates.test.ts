import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('article dates', () => {
  it('formats in the page language, on the UTC calendar day', () => {
    expect(formatDate('2026-11-18T23:30:00.000Z', 'en')).toBe('Nov 18, 2026');
    expect(formatDate('2026-11-18T23:30:00.000Z', 'zh')).toBe('2026年11月18日');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
