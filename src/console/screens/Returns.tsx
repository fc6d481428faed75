/**
 * The after-sales audit queue: tabs by status with counts, search, sorting and paging on the
 * server (TanStack Table in manual mode); requests waiting past the merchant's hours are marked
 * and can be listed alone. Every choice lives in the URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { columnVisibilityFeature, createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_RETURN_SORTS, adminReturnList, RETURN_TABS, type AdminReturnRow, type ReturnTab } from '../../shared/contracts/returns.ts';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';
import { usePermitted } from '../me.ts';
import { ReturnAddresses } from './returns/ReturnAddresses.tsx';
import { ReturnStatus } from './returns/ReturnStatus.tsx';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });
const column = createColumnHelper<typeof features, AdminReturnRow>();
const PAGE_SIZE = 20;
const SORTABLE = new Set<string>(ADMIN_RETURN_SORTS);

export default function Returns() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const canDecide = usePermitted('returns.decide');
  const tab = (RETURN_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as ReturnTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = SORTABLE.has(params.get('sort') ?? '') ? (params.get('sort') as (typeof ADMIN_RETURN_SORTS)[number]) : 'createdAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const q = params.get('q') || undefined;
  const overdue = params.get('overdue') === '1' ? true : undefined;
  const { data, isError } = useQuery({
    queryKey: ['returns', tab, q, overdue, page, sort, dir, lang],
    queryFn: () => call(adminReturnList, { status: tab === 'all' ? undefined : tab, q, overdue, page, pageSize: PAGE_SIZE, sort, dir }),
    placeholderData: keepPreviousData,
  });

  /** Changes URL parameters; any change but the page goes back to page 1. */
  function update(changes: Record<string, string | undefined>) {
    setParams(updateParams(params, changes));
  }

  const columns = column.columns([
    column.accessor('number', {
      header: () => t('returns.col.number'),
      enableSorting: false,
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link className="font-medium text-blue-700 underline" to={`/returns/${c.getValue()}`}>
            {c.getValue()}
          </Link>
          {c.row.original.overdue && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('returns.overdue')}</span>}
        </span>
      ),
    }),
    column.accessor('createdAt', { header: () => t('returns.col.createdAt'), cell: (c) => dateTime(c.getValue(), lang) }),
    column.accessor('orderNumber', {
      header: () => t('returns.col.orderNumber'),
      enableSorting: false,
      cell: (c) => (
        <Link className="text-blue-700 underline" to={`/orders/${c.getValue()}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('email', { header: () => t('returns.col.email'), enableSorting: false }),
    column.accessor('type', { header: () => t('returns.col.type'), enableSorting: false, cell: (c) => t(`returns.type.${c.getValue()}`) }),
    column.accessor('quantity', { header: () => t('returns.col.quantity'), enableSorting: false }),
    column.accessor('refundAmount', { header: () => t('returns.col.refundAmount'), cell: (c) => money(c.getValue(), lang) }),
    column.accessor('status', { header: () => t('returns.col.status'), enableSorting: false, cell: (c) => <ReturnStatus request={c.row.original} /> }),
  ]);
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useTable({
    features,
    columns,
    data: data?.list ?? [],
    getRowId: (row) => row.number,
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
  const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('returns.heading')}</h1>
        {canDecide && (
          <div className="ml-auto">
            <ReturnAddresses />
          </div>
        )}
      </div>
      <div role="tablist" aria-label={t('returns.heading')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {RETURN_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => update({ tab: key === 'all' ? undefined : key })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === key ? 'border-slate-900 font-medium' : 'border-transparent text-slate-600'}`}
          >
            {t(`returns.tabs.${key}`)} {data ? `(${data.counts[key]})` : ''}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
          }}
        >
          <input
            key={q ?? ''}
            name="q"
            type="search"
            defaultValue={q ?? ''}
            aria-label={t('returns.search')}
            placeholder={t('returns.search')}
            className={`${input} w-96`}
          />
          <button type="submit" className={input}>
            {t('returns.searchButton')}
          </button>
        </form>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={overdue === true} onChange={(e) => update({ overdue: e.target.checked ? '1' : undefined })} />
          {t('returns.overdueOnly', { count: data?.counts.overdue ?? 0 })}
        </label>
      </div>
      {isError && <p role="alert">{t('failed')}</p>}
      <DataTable table={table} empty={data ? t('returns.empty') : null} rowClassName={(r) => (r.overdue ? 'bg-amber-50' : undefined)} />
      <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}
