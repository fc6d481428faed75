/** The variants' stock: search by SKU or product, the low and sold-out ones, an adjustment with its reason, and each variant's history. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminStockAdjust, adminStockList, STOCK_LIST_FILTERS, type StockAdjustBody, type StockRow } from '../../shared/contracts/stock-admin.ts';
import { call } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { Pager, SearchBox, updateParams } from './Pager.tsx';
import { AdjustDialog } from './stock/AdjustDialog.tsx';
import { HistoryDialog } from './stock/HistoryDialog.tsx';
import { refresh } from '../refresh.ts';

const PAGE_SIZE = 25;

function StockBadge({ row }: { row: StockRow }) {
  const t = useT();
  if (row.stock <= 0) return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">{t('stock.out')}</span>;
  if (row.low) return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">{t('stock.low')}</span>;
  return null;
}

export default function Stock() {
  const t = useT();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('catalog.write');
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const q = params.get('q') || undefined;
  const filter = STOCK_LIST_FILTERS.find((f) => f === params.get('filter'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['stock', q, filter, page],
    queryFn: () => call(adminStockList, { q, filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const adjust = useMutation({
    mutationFn: (body: StockAdjustBody) => call(adminStockAdjust, body),
    onMutate: () => setNotice(null),
    onSuccess: (answer, body) => {
      const sku = data?.list.find((r) => r.variantId === body.variantId)?.sku ?? '';
      setNotice(t('stock.adjusted', { sku, stock: answer.stock }));
      void refresh(queryClient, ['stock']);
      void refresh(queryClient, ['stock-history', body.variantId]);
      void refresh(queryClient, ['products']);
    },
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));
  const tab = (value: string | undefined, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={filter === value}
      className={`rounded px-3 py-1.5 text-sm ${filter === value ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white'}`}
      onClick={() => update({ filter: value })}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('stock.nav')}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={q ?? ''} label={t('stock.search')} onSearch={(value) => update({ q: value })} />
        <div className="flex gap-2" role="group" aria-label={t('stock.nav')}>
          {tab(undefined, t('stock.filter.all'))}
          {STOCK_LIST_FILTERS.map((f) => tab(f, t(`stock.filter.${f}`)))}
        </div>
        {data && <span className="ml-auto text-sm text-slate-500">{t('stock.threshold', { threshold: data.threshold })}</span>}
      </div>
      {notice && (
        <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-800">
          {notice}
        </p>
      )}
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['product', 'sku', 'stock', 'actions'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`stock.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.variantId} className="border-t border-slate-100" data-sku={row.sku}>
                <td className="px-3 py-2">
                  <Link className="underline" to={`/products/${row.productId}`}>
                    {row.title}
                  </Link>
                  {row.options.length > 0 && <span className="ml-2 text-slate-500">{row.options.join(' / ')}</span>}
                </td>
                <td className="px-3 py-2 font-mono">{row.sku}</td>
                <td className="px-3 py-2">
                  <span className="mr-2 tabular-nums">{row.stock}</span>
                  <StockBadge row={row} />
                </td>
                <td className="flex gap-2 px-3 py-2">
                  {canWrite && <AdjustDialog row={row} onAdjust={(values) => adjust.mutateAsync(values)} />}
                  <HistoryDialog row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('stock.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
