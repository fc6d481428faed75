/**
 * The console's data grid and pager, shared by every list screen: a TanStack table drawn as an
 * accessible HTML table (sortable headers are buttons and carry `aria-sort`), a message when it
 * is empty, and previous/next paging whose state the screen keeps (in its URL).
 */
import { flexRender, type ReactTable, type RowData, type TableFeatures } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useT } from './i18n.ts';

const pagerButton = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:opacity-50';

export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  labelledBy,
  empty,
  rowClassName,
}: {
  table: ReactTable<TFeatures, TData, unknown>;
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Shown under the header when there are no rows (null while loading). */
  empty?: ReactNode;
  rowClassName?: (row: TData) => string | undefined;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" aria-label={label} aria-labelledby={labelledBy}>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = 'getCanSort' in header.column && (header.column as unknown as { getCanSort(): boolean }).getCanSort();
                const sorted = sortable ? (header.column as unknown as { getIsSorted(): false | 'asc' | 'desc' }).getIsSorted() : false;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" className="px-3 py-2 font-medium" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {sortable ? (
                      <button
                        type="button"
                        onClick={(header.column as unknown as { getToggleSortingHandler(): (e: unknown) => void }).getToggleSortingHandler()}
                        className="inline-flex items-center gap-1"
                      >
                        {content}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`border-t border-slate-100 ${rowClassName?.(row.original) ?? ''}`}>
              {('getVisibleCells' in row ? (row as unknown as { getVisibleCells(): ReturnType<typeof row.getAllCells> }).getVisibleCells() : row.getAllCells()).map(
                (cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty ? <p className="p-4 text-slate-500">{empty}</p> : null}
    </div>
  );
}

/**
 * Previous / "Page 2 of 5" / next; `onPage` gets the page to show. A list too long to count gives
 * its own `label` ("Page 7") and says whether this is the `last` page.
 */
export function Pager({ page, pages, onPage, label: given, last }: { page: number; pages: number; onPage: (page: number) => void; label?: string; last?: boolean }) {
  const t = useT();
  const label = given ?? t('orders.page', { page, pages });
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={label}>
      <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('orders.previous')}
      </button>
      <span>{label}</span>
      <button type="button" className={pagerButton} disabled={last ?? page >= pages} onClick={() => onPage(page + 1)}>
        {t('orders.next')}
      </button>
    </nav>
  );
}
