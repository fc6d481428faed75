import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('article dates', () => {
  it('formats in the page language, on the UTC calendar day', () => {
    expect(formatDate('2026-11-18T23:30:00.000Z', 'en')).toBe('Nov 18, 2026');
    expect(formatDate('2026-11-18T23:30:00.000Z', 'zh')).toBe('2026年11月18日');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('dates written without Intl', () => {
  it('are what Intl writes with the medium style, in English, Filipino and Chinese', () => {
    for (const lang of ['en', 'fil', 'zh', 'zh-TW', 'zh-HK']) {
      const intl = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
      for (let day = 0; day < 3000; day += 7) {
        for (const time of [Date.UTC(1999, 11, 31 + day), Date.UTC(2026, 0, 1 + day, 23, 59, 59), Date.UTC(9990, 0, 1 + day)]) {
          const iso = new Date(time).toISOString();
          expect(formatDate(iso, lang)).toBe(intl.format(new Date(iso)));
        }
      }
    }
    expect(formatDate('0900-05-01T00:00:00.000Z', 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('0900-05-01T00:00:00.000Z')),
    );
    expect(formatDate('2026-05-01T00:00:00.000Z', 'de')).toBe('01.05.2026');
  });
});
