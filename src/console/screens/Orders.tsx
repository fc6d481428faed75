/**
 * The orders: tabs with counts, search, filters (dates, payment method, status), sorting and
 * paging on the server (TanStack Table in manual mode), column choice, CSV export. Every choice
 * lives in the URL, so a dashboard figure links to its filtered list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_METHODS } from '../../shared/contracts/checkout.ts';
import { ADMIN_ORDER_EXPORT_PATH, ADMIN_ORDER_SORTS, adminOrderList, type AdminOrderRow } from '../../shared/contracts/admin.ts';
import { ORDER_TABS, type OrderTab } from '../../shared/contracts/orders.ts';
import { call } from '../api.ts';
import { browserTimeZone, dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });
const column = createColumnHelper<typeof features, AdminOrderRow>();
const PAGE_SIZE = 20;
const STATUSES = ['in_progress', 'pending_cancellation', 'completed', 'cancelled'] as const;
const SORTABLE = new Set<string>(ADMIN_ORDER_SORTS);

export default function Orders() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const [visibility, setVisibility] = useState<ColumnVisibilityState>({ phone: false, email: false });
  const tab = (ORDER_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as OrderTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // The place the page starts after (next) or ends before (previous): paging on from a cursor skips nothing.
  const after = params.get('after') || undefined;
  const before = after ? undefined : params.get('before') || undefined;
  const sort = SORTABLE.has(params.get('sort') ?? '') ? (params.get('sort') as (typeof ADMIN_ORDER_SORTS)[number]) : 'submittedAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const filters = {
    tab,
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    paymentMethod: (PAYMENT_METHODS as readonly string[]).includes(params.get('paymentMethod') ?? '')
      ? (params.get('paymentMethod') as (typeof PAYMENT_METHODS)[number])
      : undefined,
    status: (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as (typeof STATUSES)[number]) : undefined,
    timeZone: browserTimeZone(),
  };
  const { data, isError } = useQuery({
    queryKey: ['orders', filters, page, after, before, sort, dir, lang],
    queryFn: () => call(adminOrderList, { ...filters, page, after, before, pageSize: PAGE_SIZE, sort, dir }),
    placeholderData: keepPreviousData,
  });

  /** Changes URL parameters; any change but the page goes back to page 1 (and forgets the page's cursor). */
  function update(changes: Record<string, string | undefined>) {
    setParams(updateParams(params, 'page' in changes ? changes : { ...changes, after: undefined, before: undefined }));
  }

  /** Next and previous go from the shown page's first or last row; page 1 is simply the first. */
  function toPage(next: number) {
    const onwards = next > page && data?.next ? data.next : undefined;
    const back = next < page && next > 1 && data?.prev ? data.prev : undefined;
    update({ page: String(next), after: onwards, before: back });
  }

  const columns = column.columns([
    column.accessor('number', {
      header: () => t('orders.col.number'),
      cell: (c) => (
        <Link className="font-medium text-blue-700 underline" to={`/orders/${c.getValue()}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('submittedAt', { header: () => t('orders.col.submittedAt'), cell: (c) => dateTime(c.getValue(), lang) }),
    column.accessor('name', { header: () => t('orders.col.name'), enableSorting: false }),
    column.accessor('email', { header: () => t('orders.col.email'), enableSorting: false }),
    column.accessor('phone', { header: () => t('orders.col.phone'), enableSorting: false }),
    column.accessor('itemCount', { header: () => t('orders.col.itemCount'), enableSorting: false }),
    column.accessor('total', { header: () => t('orders.col.total'), cell: (c) => money(c.getValue(), lang) }),
    column.accessor('paymentMethod', { header: () => t('orders.col.paymentMethod'), enableSorting: false, cell: (c) => t(`methods.${c.getValue()}`) }),
    column.accessor('status', {
      header: () => t('orders.col.status'),
      enableSorting: false,
      cell: (c) => `${t(`status.${c.getValue()}`)} · ${t(`status.${c.row.original.payStatus}`)} · ${t(`status.${c.row.original.deliveryStatus}`)}`,
    }),
  ]);
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const total = data?.total ?? 0;
  // Above the count limit the server says "more than" instead of counting a million orders: the
  // pages are then open-ended and the next page exists while this one is full.
  const uncounted = data ? total > data.countLimit : false;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const lastPage = uncounted ? (data?.list.length ?? 0) < PAGE_SIZE : page >= pages;
  const countText = (n: number) => (data && n > data.countLimit ? t('orders.more', { count: data.countLimit.toLocaleString(lang) }) : n.toLocaleString(lang));
  const pageText = uncounted ? t('orders.pageOpen', { page }) : t('orders.page', { page, pages });
  const table = useTable({
    features,
    columns,
    data: data?.list ?? [],
    getRowId: (row) => row.number,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE }, columnVisibility: visibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      update({ sort: first?.id, dir: first ? (first.desc ? 'desc' : 'asc') : undefined });
    },
    onColumnVisibilityChange: (updater) => setVisibility((current: ColumnVisibilityState) => (typeof updater === 'function' ? updater(current) : updater)),
  });

  const exportQuery = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('nav.orders')}</h1>
      <div role="tablist" aria-label={t('nav.orders')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {ORDER_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => update({ tab: key === 'all' ? undefined : key })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === key ? 'border-slate-900 font-medium' : 'border-transparent text-slate-600'}`}
          >
            {t(`orders.tabs.${key}`)} {data ? `(${countText(data.counts[key])})` : ''}
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
          placeholder={t('orders.search')}
          aria-label={t('orders.search')}
          className={`${input} w-80`}
        />
        <label className="text-sm">
          <span className="block text-slate-500">{t('orders.from')}</span>
          <input type="date" className={input} value={filters.from ?? ''} onChange={(e) => update({ from: e.target.value || undefined })} />
        </label>
        <label className="text-sm">
          <span className="block text-slate-500">{t('orders.to')}</span>
          <input type="date" className={input} value={filters.to ?? ''} onChange={(e) => update({ to: e.target.value || undefined })} />
        </label>
        <label className="text-sm">
          <span className="block text-slate-500">{t('orders.paymentMethod')}</span>
          <select className={input} value={filters.paymentMethod ?? ''} onChange={(e) => update({ paymentMethod: e.target.value || undefined })}>
            <option value="">{t('orders.any')}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-500">{t('orders.status')}</span>
          <select className={input} value={filters.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">{t('orders.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={input}>{t('orders.columns')}</DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="rounded border border-slate-200 bg-white p-2 shadow" align="start">
              {table.getAllLeafColumns().map((col) => (
                <DropdownMenu.CheckboxItem
                  key={col.id}
                  checked={col.getIsVisible()}
                  onCheckedChange={(checked) => col.toggleVisibility(checked)}
                  onSelect={(e) => e.preventDefault()}
                  className="cursor-pointer rounded px-2 py-1 text-sm outline-none data-[highlighted]:bg-slate-100"
                >
                  {col.getIsVisible() ? '✓ ' : '\u2003'}
                  {t(`orders.col.${col.id}`)}
                </DropdownMenu.CheckboxItem>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <a className={`${input} ml-auto`} href={`${ADMIN_ORDER_EXPORT_PATH}?${exportQuery}`} download>
          {t('orders.export')}
        </a>
      </form>
      {isError && <p role="alert">{t('failed')}</p>}
      <DataTable table={table} empty={data ? t('orders.empty') : null} />
      <Pager page={page} pages={pages} label={pageText} last={lastPage} onPage={toPage} />
    </div>
  );
}
