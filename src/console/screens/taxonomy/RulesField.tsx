/** A rule-based collection's rules: has a tag, a price range (either end open), in a category (with its subcategories). */
import type { z } from 'zod';
import type { CatalogRefs } from '../../../shared/contracts/products-admin.ts';
import type { CollectionRule } from '../../../shared/contracts/taxonomy-admin.ts';
import { useT } from '../../i18n.ts';

type Refs = z.infer<typeof CatalogRefs>;
type Money = { toText(minor: number | null): string; toMinor(text: string): number | null };

export function RulesField({ rules, onChange, refs, money }: { rules: CollectionRule[]; onChange(rules: CollectionRule[]): void; refs?: Refs; money: Money }) {
  const t = useT();
  const put = (i: number, rule: CollectionRule) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  const fresh = (type: CollectionRule['type']): CollectionRule =>
    type === 'price' ? { type, min: null, max: null } : type === 'tag' ? { type, tagId: refs?.tags[0]?.id ?? 0 } : { type, categoryId: refs?.categories[0]?.id ?? 0 };
  const field = 'rounded border border-slate-300 px-1 py-0.5 text-sm';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('taxonomy.collections.rules')}</legend>
      {rules.map((rule, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2" data-rule={i}>
          <select
            aria-label={t('taxonomy.collections.ruleType')}
            className={field}
            value={rule.type}
            onChange={(e) => put(i, fresh(e.target.value as CollectionRule['type']))}
          >
            {(['tag', 'price', 'category'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`taxonomy.collections.ruleTypes.${type}`)}
              </option>
            ))}
          </select>
          {rule.type === 'tag' && (
            <select
              aria-label={t('taxonomy.collections.ruleTypes.tag')}
              className={field}
              value={rule.tagId}
              onChange={(e) => put(i, { ...rule, tagId: Number(e.target.value) })}
            >
              {refs?.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          )}
          {rule.type === 'category' && (
            <select
              aria-label={t('taxonomy.collections.ruleTypes.category')}
              className={field}
              value={rule.categoryId}
              onChange={(e) => put(i, { ...rule, categoryId: Number(e.target.value) })}
            >
              {refs?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
          {rule.type === 'price' && (
            <>
              <input
                aria-label={t('taxonomy.collections.min')}
                placeholder={t('taxonomy.collections.min')}
                inputMode="decimal"
                className={`${field} w-28`}
                defaultValue={money.toText(rule.min)}
                onChange={(e) => put(i, { ...rule, min: money.toMinor(e.target.value) })}
              />
              <input
                aria-label={t('taxonomy.collections.max')}
                placeholder={t('taxonomy.collections.max')}
                inputMode="decimal"
                className={`${field} w-28`}
                defaultValue={money.toText(rule.max)}
                onChange={(e) => put(i, { ...rule, max: money.toMinor(e.target.value) })}
              />
            </>
          )}
          <button type="button" className="rounded border border-slate-300 px-2 py-0.5 text-sm" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
            {t('taxonomy.collections.removeRule')}
          </button>
        </div>
      ))}
      <button type="button" className="rounded border border-slate-300 px-2 py-0.5 text-sm" onClick={() => onChange([...rules, fresh('price')])}>
        {t('taxonomy.collections.addRule')}
      </button>
    </fieldset>
  );
}
