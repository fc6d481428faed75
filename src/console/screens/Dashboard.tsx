/** Today, 7 days, 30 days: the shop's figures, each linking to the orders behind it, and sales by day. */
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { adminDashboard } from '../../shared/contracts/admin.ts';
import { call } from '../api.ts';
import { browserTimeZone, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';

const SalesChart = lazy(() => import('./SalesChart.tsx'));
const PERIODS = [
  { days: 1, key: 'dashboard.today' },
  { days: 7, key: 'dashboard.days7' },
  { days: 30, key: 'dashboard.days30' },
] as const;

export default function Dashboard() {
  const t = useT();
  const { lang } = useLang();
  const [days, setDays] = useState<1 | 7 | 30>(7);
  const timeZone = browserTimeZone();
  const seesStock = usePermitted('catalog.read');
  const { data, isError } = useQuery({ queryKey: ['dashboard', days, timeZone, lang], queryFn: () => call(adminDashboard, { days, timeZone }) });
  const period = data ? `from=${data.from}&to=${data.to}` : '';
  const figures = data
    ? [
        { key: 'dashboard.sales', value: money(data.sales, lang, data.currency), to: `/orders?${period}` },
        { key: 'dashboard.orders', value: String(data.orders), to: `/orders?${period}` },
        { key: 'dashboard.averageOrderValue', value: money(data.averageOrderValue, lang, data.currency), to: `/orders?${period}` },
        { key: 'dashboard.toShip', value: String(data.toShip), to: '/orders?tab=to_ship' },
        { key: 'dashboard.unpaid', value: String(data.unpaid), to: '/orders?tab=to_pay' },
        ...(seesStock ? [{ key: 'stock.dashboard', value: String(data.lowStock), to: '/stock?filter=low' }] : []),
      ]
    : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('nav.dashboard')}</h1>
      <Tabs.Root value={String(days)} onValueChange={(v) => setDays(Number(v) as 1 | 7 | 30)}>
        <Tabs.List className="inline-flex rounded border border-slate-300 bg-white p-1" aria-label={t('nav.dashboard')}>
          {PERIODS.map((p) => (
            <Tabs.Trigger key={p.days} value={String(p.days)} className="rounded px-3 py-1 text-sm data-[state=active]:bg-slate-900 data-[state=active]:text-white">
              {t(p.key)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Each period's tab controls its own panel (only the chosen one is filled). */}
        {PERIODS.map((p) => (
          <Tabs.Content key={p.days} value={String(p.days)} className="mt-6 space-y-6">
            {isError && <p role="alert">{t('failed')}</p>}
            {!data && !isError && <p>{t('loading')}</p>}
            {data && (
              <>
                <ul className="grid grid-cols-2 gap-4 md:grid-cols-6">
                  {figures.map((f) => (
                    <li key={f.key}>
                      <Link to={f.to} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-slate-400">
                        <span className="block text-sm text-slate-500">{t(f.key)}</span>
                        <span className="mt-1 block text-2xl font-semibold">{f.value}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <section className="rounded-lg border border-slate-200 bg-white p-4">
                  <h2 className="mb-2 font-medium">{t('dashboard.chart')}</h2>
                  <Suspense fallback={<div className="h-64" />}>
                    <SalesChart series={data.series} currency={data.currency} />
                  </Suspense>
                </section>
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
