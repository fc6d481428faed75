/** Sales by day (recharts: loaded only with the dashboard's chart). */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../shared/contracts/admin.ts';
import { money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';

export default function SalesChart({ series, currency }: { series: Dashboard['series']; currency: string }) {
  const { lang } = useLang();
  const t = useT();
  return (
    <div className="h-64" role="img" aria-label={t('dashboard.chart')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
          <YAxis tickFormatter={(v: number) => String(Math.round(v / 100))} fontSize={12} width={48} />
          <Tooltip formatter={(v) => [money(Number(v), lang, currency), t('dashboard.sales')]} />
          <Bar dataKey="sales" fill="#0f172a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
