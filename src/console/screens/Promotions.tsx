/** The promotions: search, filter by status, the orders each has discounted and by how much. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { adminPromotionList, PROMOTION_STATUSES, type PromotionStatus } from '../../shared/contracts/marketing-admin.ts';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { primary } from './marketing/fields.tsx';
import { promotionRule } from './marketing/promotion-rule.ts';
import { Pager, SearchBox, updateParams } from './Pager.tsx';

const PAGE_SIZE = 20;

export default function Promotions() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') || undefined;
  const status = (PROMOTION_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as PromotionStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['promotions', q, status, page],
    queryFn: () => call(adminPromotionList, { q, status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));
  const dates = (from: string | null, until: string | null) =>
    !from && !until
      ? t('promotions.permanent')
      : [from && t('marketing.from', { date: dateTime(from, lang) }), until && t('marketing.until', { date: dateTime(until, lang) })].filter(Boolean).join(' ');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('promotions.nav')}</h1>
        <Link className={`${primary} ml-auto`} to="/promotions/new">
          {t('promotions.new')}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={q ?? ''} label={t('promotions.search')} onSearch={(value) => update({ q: value })} />
        <select
          aria-label={t('promotions.col.status')}
          className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
        >
          <option value="">{t('promotions.status.all')}</option>
          {PROMOTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`promotions.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['title', 'rule', 'status', 'dates', 'orders', 'discountTotal'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`promotions.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link className="text-blue-700 underline" to={`/promotions/${row.id}`}>
                    {row.title}
                  </Link>
                </td>
                <td className="px-3 py-2">{promotionRule(row, lang, t)}</td>
                <td className="px-3 py-2">{t(`promotions.status.${row.status}`)}</td>
                <td className="px-3 py-2">{dates(row.startsAt, row.endsAt)}</td>
                <td className="px-3 py-2">{row.orderCount}</td>
                <td className="px-3 py-2">{money(row.discountTotal, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('promotions.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
