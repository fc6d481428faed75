/** The products a coupon or a promotion is limited to: search the catalogue, add several, remove any. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminProductList } from '../../../shared/contracts/products-admin.ts';
import { call } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { input } from './fields.tsx';

export interface PickedProduct {
  id: number;
  title: string;
}

export function ProductsPick({ value, onChange }: { value: PickedProduct[]; onChange(products: PickedProduct[]): void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const { data } = useQuery({
    queryKey: ['marketing-product-pick', q],
    queryFn: () => call(adminProductList, { q: q || undefined, pageSize: 8 }),
    enabled: q.length > 0,
  });
  const picked = new Set(value.map((p) => p.id));
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('coupons.someProducts')}>
          {value.map((p) => (
            <li key={p.id} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-sm font-medium">
              {p.title}
              <button
                type="button"
                className="px-1 text-slate-600 hover:text-red-700"
                aria-label={t('coupons.removeProduct', { title: p.title })}
                onClick={() => onChange(value.filter((other) => other.id !== p.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className={input}
        type="search"
        aria-label={t('coupons.productSearch')}
        placeholder={t('coupons.productSearch')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {data && (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200 bg-white text-sm">
          {data.list
            .filter((p) => !picked.has(p.id))
            .map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="w-full px-3 py-1.5 text-left hover:bg-slate-50"
                  onClick={() => {
                    onChange([...value, { id: p.id, title: p.title }]);
                    setQ('');
                  }}
                >
                  {p.title}
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

/** "All items" or "only these products", with the picker for the latter. */
export function ScopeFields({
  scoped,
  products,
  onChange,
}: {
  scoped: boolean;
  products: PickedProduct[];
  onChange(next: { scoped: boolean; products: PickedProduct[] }): void;
}) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm">{t('coupons.appliesTo')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" checked={!scoped} onChange={() => onChange({ scoped: false, products })} />
        {t('coupons.allItems')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" checked={scoped} onChange={() => onChange({ scoped: true, products })} />
        {t('coupons.someProducts')}
      </label>
      {scoped && <ProductsPick value={products} onChange={(next) => onChange({ scoped: true, products: next })} />}
    </fieldset>
  );
}
