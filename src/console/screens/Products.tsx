/**
 * The catalogue: products with status tabs, search (title, address, SKU), filters (category,
 * stock), sorting and paging on the server; rows chosen with their boxes get bulk changes —
 * publish, unpublish, archive, a price change by percent, a tag. Choices live in the URL.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnVisibilityFeature, createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_FILTERS,
  adminCatalogRefs,
  adminProductBulk,
  adminProductList,
  type AdminProductRow,
  type ProductBulkBody,
} from '../../shared/contracts/products-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });
const column = createColumnHelper<typeof features, AdminProductRow>();
const PAGE_SIZE = 20;
const SORTABLE = new Set<string>(ADMIN_PRODUCT_SORTS);
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export default function Products() {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('catalog.write');
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<'price' | 'tag' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = SORTABLE.has(params.get('sort') ?? '') ? (params.get('sort') as (typeof ADMIN_PRODUCT_SORTS)[number]) : 'createdAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const filters = {
    q: params.get('q') || undefined,
    status: pick(PRODUCT_STATUSES, params.get('status')),
    stock: pick(PRODUCT_STOCK_FILTERS, params.get('stock')),
    categoryId: Number(params.get('category')) || undefined,
  };
  const { data, isError } = useQuery({
    queryKey: ['products', filters, page, sort, dir, lang],
    queryFn: () => call(adminProductList, { ...filters, page, pageSize: PAGE_SIZE, sort, dir }),
    placeholderData: keepPreviousData,
  });
  const refs = useQuery({ queryKey: ['catalog-refs', lang], queryFn: () => call(adminCatalogRefs) });
  const bulk = useMutation({
    mutationFn: (body: ProductBulkBody) => call(adminProductBulk, body),
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      setNotice({ ok: true, text: t('products.bulkChanged', { count: answer.changed }) });
      setSelected(new Set());
      setDialog(null);
      void refresh(queryClient, ['products']);
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
  });

  function update(changes: Record<string, string | undefined>) {
    setSelected(new Set());
    setParams(updateParams(params, changes));
  }

  const rows = data?.list ?? [];
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = column.columns([
    column.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('products.selectAll')}
          checked={allChosen}
          onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
        />
      ),
      cell: (c) => (
        <input
          type="checkbox"
          aria-label={t('products.select', { title: c.row.original.title })}
          checked={selected.has(c.row.original.id)}
          onChange={() => toggle(c.row.original.id)}
        />
      ),
    }),
    column.accessor('title', {
      header: () => t('products.col.title'),
      cell: (c) => (
        <span className="flex items-center gap-3">
          {c.row.original.image ? (
            <img src={`${c.row.original.image}?w=96`} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
          ) : (
            <span className="h-10 w-10 rounded bg-slate-100" />
          )}
          <span>
            <Link className="font-medium text-blue-700 underline" to={`/products/${c.row.original.id}`}>
              {c.getValue()}
            </Link>
            {c.row.original.missingLangs.length > 0 && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t('products.missing', { langs: c.row.original.missingLangs.join(', ') })}
              </span>
            )}
          </span>
        </span>
      ),
    }),
    column.accessor('status', { header: () => t('products.col.status'), enableSorting: false, cell: (c) => t(`products.status.${c.getValue()}`) }),
    column.accessor('category', { header: () => t('products.col.category'), enableSorting: false, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('priceMin', {
      id: 'price',
      header: () => t('products.col.price'),
      cell: (c) =>
        c.row.original.priceMin === c.row.original.priceMax ? money(c.getValue(), lang) : `${money(c.getValue(), lang)} – ${money(c.row.original.priceMax, lang)}`,
    }),
    column.accessor('stockTotal', {
      id: 'stock',
      header: () => t('products.col.stock'),
      cell: (c) => t('products.stockOf', { stock: c.getValue(), variants: c.row.original.variantCount }),
    }),
  ]);
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      update({ sort: first?.id, dir: first ? (first.desc ? 'desc' : 'asc') : undefined });
    },
  });
  const ids = [...selected];

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <h1 className="text-2xl font-semibold">{t('products.nav')}</h1>
        <Link className={`${canWrite ? '' : 'ml-auto '}text-sm text-blue-700 underline`} to="/products/import">
          {t('catalogImport.link')}
        </Link>
        {canWrite && (
          <Link className={`${primary} ml-auto`} to="/products/new">
            {t('products.new')}
          </Link>
        )}
      </div>
      <div role="tablist" aria-label={t('products.nav')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {[undefined, ...PRODUCT_STATUSES].map((key) => (
          <button
            key={key ?? 'all'}
            type="button"
            role="tab"
            aria-selected={filters.status === key}
            onClick={() => update({ status: key })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${filters.status === key ? 'border-slate-900 font-medium' : 'border-transparent text-slate-600'}`}
          >
            {key ? t(`products.status.${key}`) : t('products.all')}
          </button>
        ))}
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
        }}
      >
        <input
          key={filters.q ?? ''}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('products.search')}
          aria-label={t('products.search')}
          className={`${input} w-80`}
        />
        <label className="text-sm">
          <span className="block text-slate-500">{t('products.col.category')}</span>
          <select className={input} value={filters.categoryId ?? ''} onChange={(e) => update({ category: e.target.value || undefined })}>
            <option value="">{t('products.any')}</option>
            {refs.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-500">{t('products.col.stock')}</span>
          <select className={input} value={filters.stock ?? ''} onChange={(e) => update({ stock: e.target.value || undefined })}>
            <option value="">{t('products.any')}</option>
            {PRODUCT_STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`products.stock.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {canWrite && ids.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-2 text-sm" role="group" aria-label={t('products.bulk')}>
          <span>{t('products.chosen', { count: ids.length })}</span>
          <button type="button" className={input} disabled={bulk.isPending} onClick={() => bulk.mutate({ ids, action: 'publish' })}>
            {t('products.publish')}
          </button>
          <button type="button" className={input} disabled={bulk.isPending} onClick={() => bulk.mutate({ ids, action: 'unpublish' })}>
            {t('products.unpublish')}
          </button>
          <button type="button" className={input} disabled={bulk.isPending} onClick={() => bulk.mutate({ ids, action: 'archive' })}>
            {t('products.archive')}
          </button>
          <button type="button" className={input} onClick={() => setDialog('price')}>
            {t('products.changePrice')}
          </button>
          <button type="button" className={input} onClick={() => setDialog('tag')}>
            {t('products.addTag')}
          </button>
        </div>
      )}
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-green-700' : 'text-red-700'}>
          {notice.text}
        </p>
      )}
      {isError && <p role="alert">{t('failed')}</p>}
      <DataTable table={table} empty={data ? t('products.empty') : null} />
      <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
      <Dialog.Root open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 bg-black/30" />
          <Dialog.Content className="fixed top-1/2 left-1/2 w-96 -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-lg bg-white p-5 shadow-lg">
            <Dialog.Title className="text-lg font-medium">{dialog === 'price' ? t('products.changePrice') : t('products.addTag')}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">{t('products.chosen', { count: ids.length })}</Dialog.Description>
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                const form = new FormData(e.currentTarget);
                if (dialog === 'price') bulk.mutate({ ids, action: 'price', percent: Number(form.get('percent')) });
                else bulk.mutate({ ids, action: 'tag', tagId: Number(form.get('tagId')) });
              }}
            >
              {dialog === 'price' ? (
                <label className="block text-sm">
                  {t('products.percent')}
                  <input name="percent" type="number" step="0.1" min={-90} max={500} required className={`${input} mt-1 w-full`} />
                </label>
              ) : (
                <label className="block text-sm">
                  {t('products.tag')}
                  <select name="tagId" required className={`${input} mt-1 w-full`}>
                    {refs.data?.tags.map((tag) => (
                      <option key={tag.id} value={tag.id}>
                        {tag.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <div className="flex justify-end gap-2">
                <Dialog.Close className={input}>{t('products.cancel')}</Dialog.Close>
                <button type="submit" className={primary} disabled={bulk.isPending}>
                  {t('products.apply')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
