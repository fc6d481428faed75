/** The coupons: search by code, filter by status, how often each was used; new coupons and bulk codes. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { adminCouponList, COUPON_STATUSES, type CouponStatus } from '../../shared/contracts/marketing-admin.ts';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { BulkCodes } from './marketing/BulkCodes.tsx';
import { primary, useDiscountText } from './marketing/fields.tsx';
import { Pager, SearchBox, updateParams } from './Pager.tsx';

const PAGE_SIZE = 20;

export default function Coupons() {
  const t = useT();
  const { lang } = useLang();
  const discount = useDiscountText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') || undefined;
  const status = (COUPON_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as CouponStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isError } = useQuery({
    queryKey: ['coupons', q, status, page],
    queryFn: () => call(adminCouponList, { q, status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => setParams(updateParams(params, changes));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('coupons.nav')}</h1>
        <Link className={`${primary} ml-auto`} to="/coupons/new">
          {t('coupons.new')}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={q ?? ''} label={t('coupons.search')} onSearch={(value) => update({ q: value })} />
        <select
          aria-label={t('coupons.col.status')}
          className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
        >
          <option value="">{t('coupons.status.all')}</option>
          {COUPON_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`coupons.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <BulkCodes />
      {isError && <p role="alert">{t('failed')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['code', 'title', 'discount', 'threshold', 'status', 'used', 'expires'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`coupons.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-3 py-2 font-mono">
                  <Link className="text-blue-700 underline" to={`/coupons/${row.id}`}>
                    {row.code}
                  </Link>
                </td>
                <td className="px-3 py-2">{row.title}</td>
                <td className="px-3 py-2">{discount(row)}</td>
                <td className="px-3 py-2">{money(row.threshold, lang)}</td>
                <td className="px-3 py-2">{t(`coupons.status.${row.status}`)}</td>
                <td className="px-3 py-2">{row.usageLimit === null ? row.usedCount : `${row.usedCount} / ${row.usageLimit}`}</td>
                <td className="px-3 py-2">{row.expiresAt ? dateTime(row.expiresAt, lang) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.list.length === 0 && <p className="p-4 text-slate-500">{t('coupons.empty')}</p>}
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
