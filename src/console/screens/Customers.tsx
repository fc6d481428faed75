/**
 * The customers: a search over e-mail, mobile and name, paged on the server (TanStack Table in
 * manual mode); the search and the page live in the URL. A name opens the customer's page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { z } from 'zod';
import { Link, useLocation, useSearchParams } from 'react-router';
import { adminCustomerList, type CustomerRow } from '../../shared/contracts/customers.ts';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';

type Row = z.infer<typeof CustomerRow>;
const features = tableFeatures({ rowPaginationFeature });
const column = createColumnHelper<typeof features, Row>();
const PAGE_SIZE = 20;
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

export default function Customers() {
  const t = useT();
  const { lang } = useLang();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['customers', q, page],
    queryFn: () => call(adminCustomerList, { q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  function update(changes: Record<string, string | undefined>) {
    setParams(updateParams(params, changes));
  }

  const columns = column.columns([
    column.display({
      id: 'name',
      header: () => t('customers.col.name'),
      cell: ({ row }) => (
        <Link className="font-medium text-blue-700 underline" to={`/customers/${row.original.id}`}>
          {`${row.original.firstName} ${row.original.lastName}`.trim() || t('customers.unnamed')}
        </Link>
      ),
    }),
    column.accessor('email', { header: () => t('customers.col.email') }),
    column.accessor('mobile', { header: () => t('customers.col.mobile') }),
    column.accessor('createdAt', { header: () => t('customers.col.createdAt'), cell: (c) => dateTime(c.getValue(), lang) }),
  ]);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useTable({
    features,
    columns,
    data: data?.list ?? [],
    getRowId: (row) => String(row.id),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('customers.nav')}</h1>
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
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
          placeholder={t('customers.search')}
          aria-label={t('customers.search')}
          className={`${input} w-80`}
        />
        <button type="submit" className={input}>
          {t('customers.searchButton')}
        </button>
      </form>
      {isError && <p role="alert">{t('failed')}</p>}
      <DataTable table={table} empty={data ? t('customers.empty') : null} />
      <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}
