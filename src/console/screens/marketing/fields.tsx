/** What the coupon and promotion screens share: amounts and dates in form fields, titles per language, the usage table. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Call } from '../../../shared/contracts/call.ts';
import { MARKETING_LANGS, type MarketingUsage } from '../../../shared/contracts/marketing-admin.ts';
import { call } from '../../api.ts';
import { currencyDecimals, dateTime, money } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';

export const input = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';
export const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
export const secondary = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50';

export { currencyDecimals };
export const toDecimal = (minor: number, decimals = currencyDecimals()) => (minor / 10 ** decimals).toFixed(decimals);
/** Minor units of a decimal text; NaN when it is not a number (the server then names the field). */
export const toMinor = (text: string, decimals = currencyDecimals()) => (text.trim() === '' ? 0 : Math.round(Number(text.replace(',', '.')) * 10 ** decimals));

/** An ISO time as a `datetime-local` field shows it (the browser's time zone), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export type Titles = Partial<Record<(typeof MARKETING_LANGS)[number], string>>;

export function TitleFields({ value, onChange }: { value: Titles; onChange(next: Titles): void }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {MARKETING_LANGS.map((lang) => (
        <label key={lang} className="block text-sm">
          {t('marketing.title', { lang })}
          <input className={input} value={value[lang] ?? ''} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
        </label>
      ))}
    </div>
  );
}

/** "10 %" or "5.00 €". */
export function useDiscountText() {
  const { lang } = useLang();
  return (d: { discountType: 'amount' | 'percent'; value: number }) => (d.discountType === 'percent' ? `${d.value} %` : money(d.value, lang));
}

/** The orders that used a coupon or a promotion, with the totals. */
export function UsagePanel<C extends Call>({ def, id }: { def: C; id: number }) {
  const t = useT();
  const { lang } = useLang();
  const { data } = useQuery({ queryKey: ['marketing-usage', def.path, id], queryFn: () => call(def, { id } as never) as Promise<MarketingUsage> });
  if (!data) return null;
  return (
    <section aria-labelledby="usage" className="space-y-3">
      <dl className="flex flex-wrap gap-6 text-sm">
        {(
          [
            ['orders', String(data.orderCount)],
            ['customers', String(data.customerCount)],
            ['discountTotal', money(data.discountTotal, lang)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-500">{t(`marketing.${key}`)}</dt>
            <dd data-testid={`usage-${key}`} className="text-lg font-semibold">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.orders.length === 0 ? (
        <p className="text-sm text-slate-500">{t('marketing.noOrders')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              {(['order', 'email', 'discount', 'date'] as const).map((col) => (
                <th key={col} className="px-3 py-2 font-medium">
                  {t(`marketing.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.orders.map((o) => (
              <tr key={o.number} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link className="text-blue-700 underline" to={`/orders/${o.number}`}>
                    {o.number}
                  </Link>
                </td>
                <td className="px-3 py-2">{o.email}</td>
                <td className="px-3 py-2">{money(o.discount, lang)}</td>
                <td className="px-3 py-2">{dateTime(o.submittedAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
