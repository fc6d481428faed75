/** The inquiry inbox: status tabs, search and pages in the URL; each row opens the request. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { adminInquiryList, INQUIRY_STATUSES, type InquiryStatus } from '../../shared/contracts/engagement-admin.ts';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { Pager, SearchBox, updateParams } from './Pager.tsx';

const PAGE_SIZE = 20;
const TABS = ['all', ...INQUIRY_STATUSES] as const;

export default function Inquiries() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const status = (INQUIRY_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as InquiryStatus) : undefined;
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['inquiries', status, q, page],
    queryFn: () => call(adminInquiryList, { status, q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('inquiries.nav')}</h1>
      <div role="tablist" aria-label={t('inquiries.nav')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((key) => {
          const selected = (status ?? 'all') === key;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => update({ status: key === 'all' ? undefined : key })}
              className={`-mb-px border-b-2 px-3 py-2 text-sm ${selected ? 'border-slate-900 font-medium' : 'border-transparent text-slate-600'}`}
            >
              {t(`inquiries.tabs.${key}`)}
            </button>
          );
        })}
      </div>
      <SearchBox value={q ?? ''} label={t('inquiries.search')} onSearch={(value) => update({ q: value })} />
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['createdAt', 'name', 'email', 'company', 'product', 'quantity', 'status'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`inquiries.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className={`border-t border-slate-100 ${row.status === 'new' ? 'font-medium' : ''}`}>
                <td className="px-3 py-2">
                  <Link className="text-blue-700 underline" to={`/inquiries/${row.id}`}>
                    {dateTime(row.createdAt, lang)}
                  </Link>
                </td>
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2">{row.email}</td>
                <td className="px-3 py-2">{row.company}</td>
                <td className="px-3 py-2">{row.slug}</td>
                <td className="px-3 py-2">{row.quantity}</td>
                <td className="px-3 py-2">{t(`inquiries.tabs.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('inquiries.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
