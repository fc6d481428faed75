/**
 * The shopper's orders under the six tabs of spec §4 with their counts, the unpaid reminder,
 * order cards and pages. A pushed order update reloads the list, so an order moves tabs live.
 */
import type { SectionSettings } from '../../../../shared/contracts/sections/section.ts';
import { orderList } from '../../../../shared/calls/orders.ts';
import { call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { OrderCard } from '../OrderCard.tsx';
import { useOrderUpdates } from '../order-updates.ts';
import { emptyTabKey, isOrderTab, ORDER_TAB_LIST, tabKey } from '../order-view.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { useResetState } from '../../../lib/use-reset-state.ts';

type ListState = Pick<SectionSettings<'order-list'>, 'list' | 'total' | 'counts' | 'unpaidCount'>;

export default function OrderList({ settings }: SectionProps<'order-list'>) {
  const t = useT();
  const href = useHref();
  const tab = isOrderTab(settings.tab) ? settings.tab : 'all';
  const { page, pageSize } = settings;
  // A pushed update reloads the list; a new page's list replaces it.
  const [data, setData] = useResetState<ListState>(settings, [settings]);

  useOrderUpdates(() => {
    call(orderList, { tab, page, pageSize }, { silent: true })
      .then(setData)
      .catch(() => undefined);
  });

  const base = href({ type: 'account', screen: 'order' });
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('order.title')}</h1>
      {data.unpaidCount > 0 && (
        <p className="mt-4 rounded-theme border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('order.unpaidReminder', { count: data.unpaidCount })}{' '}
          {tab !== 'to_pay' && (
            <Link href={`${base}?tab=to_pay`} className="font-semibold underline">
              {t('order.tabs.toPay')}
            </Link>
          )}
        </p>
      )}
      <nav aria-label={t('order.tabsLabel')} className="mt-6 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1">
          {ORDER_TAB_LIST.map((id) => {
            const count = data.counts[id] ?? 0;
            return (
              <li key={id}>
                <Link
                  href={id === 'all' ? base : `${base}?tab=${id}`}
                  aria-current={id === tab ? 'page' : undefined}
                  className={`-mb-px flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium ${id === tab ? 'border-primary text-primary' : 'border-transparent hover:text-primary'}`}
                >
                  {t(tabKey(id))}
                  <span className={`rounded-full px-1.5 text-xs leading-5 ${id === tab ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700'}`}>{count}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {data.list.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-description">{t(emptyTabKey(tab))}</p>
          <Link href={href({ type: 'home' })} className="mt-4 inline-flex min-h-11 items-center rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {data.list.map((order) => (
            <li key={order.number}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={data.total} />
    </div>
  );
}
