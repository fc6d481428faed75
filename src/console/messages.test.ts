/** The console speaks the shop's four languages: every text in each, and translated. */
import { describe, expect, it } from 'vitest';
import { consoleCatalogues } from './messages.ts';
import { translate } from './i18n.ts';

function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('the console catalogue', () => {
  const english = new Map(leaves(consoleCatalogues.en));
  for (const lang of ['zh', 'zh-HK', 'fil'] as const) {
    it(`has every text in ${lang}, mostly translated`, () => {
      const texts = new Map(leaves(consoleCatalogues[lang]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      const same = [...texts].filter(
        ([key, text]) =>
          text === english.get(key) && !/^(SKU|Order \{number\}|Order|E-mail|Courier|Tracking number|Card \(Stripe\)|Bank transfer|Password|Subtotal)$/.test(text),
      );
      expect(same).toEqual([]);
    });
  }

  it('fills placeholders', () => {
    expect(translate('en', 'orders.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translate('zh', 'order.heading', { number: 'A1' })).toBe('订单 A1');
  });
});
