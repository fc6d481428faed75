/**
 * The shopper's after-sales requests under tabs by return status (spec §4) with their counts;
 * each card shows the three states, the amount and the items, and opens the request. A pushed
 * change reloads the list.
 */
import { returnList } from '../../../../shared/calls/returns.ts';
import type { SectionSettings } from '../../../../shared/contracts/sections/section.ts';
import { call } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { Link } from '../../../components/Link.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { useResetState } from '../../../lib/use-reset-state.ts';
import { ReturnBadges } from '../ReturnBadges.tsx';
import { RETURN_TAB_LIST, tabKey, typeKey, useReturnUpdates } from '../return-view.ts';

type ListState = Pick<SectionSettings<'return-list'>, 'list' | 'total' | 'counts'>;

export default function ReturnList({ settings }: SectionProps<'return-list'>) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { tab, page, pageSize } = settings;
  const [data, setData] = useResetState<ListState>(settings, [settings]);
  useReturnUpdates(() => {
    call(returnList, { tab, page, pageSize }, { silent: true })
      .then(setData)
      .catch(() => undefined);
  });

  const base = href({ type: 'account', screen: 'return' });
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('return.title')}</h1>
      <nav aria-label={t('return.tabsLabel')} className="mt-6 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1">
          {RETURN_TAB_LIST.map((id) => (
            <li key={id}>
              <Link
                href={id === 'all' ? base : `${base}?tab=${id}`}
                aria-current={id === tab ? 'page' : undefined}
                className={`-mb-px flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium ${id === tab ? 'border-primary text-primary' : 'border-transparent hover:text-primary'}`}
              >
                {t(tabKey(id))}
                <span className={`rounded-full px-1.5 text-xs leading-5 ${id === tab ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700'}`}>
                  {data.counts[id] ?? 0}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.list.length === 0 ? (
        <p className="py-16 text-center text-description">{t(tab === 'all' ? 'return.empty' : 'return.emptyTab')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {data.list.map((r) => (
            <li key={r.number} className="rounded-theme border border-border bg-white p-4" data-testid="return-card">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-mono text-sm">
                  {t('return.returnNumber')}: {r.number}
                </p>
                <p className="text-xs text-description">
                  <LocalTime iso={r.createdAt} />
                </p>
              </div>
              <p className="mt-1 text-sm text-description">
                {t('return.orderLink', { number: r.orderNumber })} · {t(typeKey(r.type))}
              </p>
              <div className="mt-3">
                <ReturnBadges request={r} />
              </div>
              <ul className="mt-3 flex flex-col gap-1 text-sm">
                {r.lines.map((l) => (
                  <li key={l.lineId} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{l.title}</span>
                    <span className="shrink-0">×{l.quantity}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">
                  {t('return.refundAmount')}: <strong>{money.format(r.refundAmount)}</strong>
                </p>
                <Link
                  href={href({ type: 'account', screen: 'return', slug: r.number })}
                  className="inline-flex min-h-11 items-center rounded-theme border border-border px-4 text-sm font-semibold hover:border-primary hover:text-primary"
                >
                  {t('order.actions.viewDetails')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={data.total} />
    </div>
  );
}
