/** What shoppers said after a quote request: newest first, searchable, in pages. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminFeedbackList } from '../../shared/contracts/engagement-admin.ts';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { Pager, SearchBox, updateParams } from './Pager.tsx';

const PAGE_SIZE = 20;

export default function Feedback() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['feedback', q, page],
    queryFn: () => call(adminFeedbackList, { q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('feedback.nav')}</h1>
      <SearchBox value={q ?? ''} label={t('feedback.search')} onSearch={(value) => update({ q: value })} />
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['createdAt', 'page', 'message', 'customer', 'lang'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`feedback.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{dateTime(row.createdAt, lang)}</td>
                <td className="px-3 py-2">{row.slug}</td>
                <td className="px-3 py-2 whitespace-pre-wrap">{row.message}</td>
                <td className="px-3 py-2">{row.email ?? t('feedback.visitor')}</td>
                <td className="px-3 py-2">{row.lang}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('feedback.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
