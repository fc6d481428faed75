/** A variant's stock history, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { adminStockHistory, type StockRow } from '../../../shared/contracts/stock-admin.ts';
import { call } from '../../api.ts';
import { dateTime } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { button } from '../customer/styles.ts';
import { Pager } from '../Pager.tsx';

const PAGE_SIZE = 20;

function HistoryTable({ variantId }: { variantId: number }) {
  const t = useT();
  const { lang } = useLang();
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery({
    queryKey: ['stock-history', variantId, page],
    queryFn: () => call(adminStockHistory, { variantId, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (isError) return <p role="alert">{t('failed')}</p>;
  if (data && data.list.length === 0) return <p className="text-slate-500">{t('stock.noHistory')}</p>;
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {(['when', 'reasonCol', 'change', 'after', 'who', 'reference', 'note'] as const).map((col) => (
              <th key={col} className="px-2 py-1 font-medium">
                {t(`stock.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data?.list.map((m) => (
            <tr key={m.id} className="border-t border-slate-100">
              <td className="px-2 py-1 whitespace-nowrap">{dateTime(m.at, lang)}</td>
              <td className="px-2 py-1">{t(`stock.reason.${m.reason}`)}</td>
              <td className="px-2 py-1 tabular-nums">{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
              <td className="px-2 py-1 tabular-nums">{m.stockAfter}</td>
              <td className="px-2 py-1">{m.staffEmail}</td>
              <td className="px-2 py-1">{m.reference}</td>
              <td className="px-2 py-1">{m.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
    </div>
  );
}

export function HistoryDialog({ row }: { row: StockRow }) {
  const t = useT();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={button}>{t('stock.history')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-16 left-1/2 max-h-[80vh] w-[48rem] max-w-[95vw] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-4 font-medium">{t('stock.historyTitle', { sku: row.sku })}</Dialog.Title>
          <Dialog.Description className="sr-only">{row.title}</Dialog.Description>
          <HistoryTable variantId={row.variantId} />
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={button}>{t('stock.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
