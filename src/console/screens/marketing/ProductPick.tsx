/** The coupon's specified item: search the catalogue, pick one product. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminProductList } from '../../../shared/contracts/products-admin.ts';
import { call } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { input } from './fields.tsx';

export function ProductPick({ value, title, onPick }: { value: number | null; title: string | null; onPick(product: { id: number; title: string }): void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const { data } = useQuery({ queryKey: ['coupon-product-pick', q], queryFn: () => call(adminProductList, { q: q || undefined, pageSize: 8 }), enabled: q.length > 0 });
  return (
    <div className="space-y-2">
      {value !== null && <p className="text-sm font-medium">{title ?? `#${value}`}</p>}
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
          {data.list.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left hover:bg-slate-50"
                onClick={() => {
                  onPick({ id: p.id, title: p.title });
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
