/** A promotion's rule in words: "Buy 3 or more: 20 % off", "Orders over 50.00 €: 5.00 € off". */
import type { AdminPromotionRow } from '../../../shared/contracts/marketing-admin.ts';
import { money } from '../../format.ts';
import type { ConsoleLang } from '../../messages.ts';

export function promotionRule(
  p: Pick<AdminPromotionRow, 'kind' | 'threshold' | 'discountType' | 'value'>,
  lang: ConsoleLang,
  t: (key: string, vars?: Record<string, string | number>) => string,
) {
  const off = p.discountType === 'percent' ? `${p.value} %` : money(p.value, lang);
  return p.kind === 'buy_n' ? t('promotions.buyN', { n: p.threshold, off }) : t('promotions.overX', { x: money(p.threshold, lang), off });
}
