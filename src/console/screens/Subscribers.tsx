/** The newsletter's subscribers: search, pages, and the CSV export of what the search selects. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminSubscriberList, SUBSCRIBER_EXPORT_PATH } from '../../shared/contracts/engagement-admin.ts';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { Pager, SearchBox, updateParams } from './Pager.tsx';

const PAGE_SIZE = 20;

export default function Subscribers() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['subscribers', q, page],
    queryFn: () => call(adminSubscriberList, { q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));
  const exportHref = `${SUBSCRIBER_EXPORT_PATH}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('subscribers.nav')}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={q ?? ''} label={t('subscribers.search')} onSearch={(value) => update({ q: value })} />
        <a className="ml-auto rounded border border-slate-300 bg-white px-2 py-1.5 text-sm" href={exportHref} download>
          {t('subscribers.export')}
        </a>
      </div>
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['email', 'lang', 'state', 'createdAt'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`subscribers.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-3 py-2">{row.email}</td>
                <td className="px-3 py-2">{row.lang}</td>
                <td className="px-3 py-2">{t(`subscribers.state.${row.state}`)}</td>
                <td className="px-3 py-2">{dateTime(row.createdAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('subscribers.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
