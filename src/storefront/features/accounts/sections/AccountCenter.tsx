/**
 * The account centre: a greeting with the avatar (initials when there is none), the orders
 * waiting under each tab (each a link to its tab), the coupons, credits and favourites (each a
 * link to its screen) and the latest orders. The account navigation sits above it.
 */
import type { OrderTab } from '../../../../shared/contracts/orders.ts';
import { Amount } from '../../../components/Amount.tsx';
import { Link } from '../../../components/Link.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

const TAB_LABELS: Record<'to_pay' | 'to_ship' | 'to_receive', string> = { to_pay: 'order.tabs.toPay', to_ship: 'order.tabs.toShip', to_receive: 'order.tabs.toReceive' };
const ALL_TAB_LABELS: Record<OrderTab, string> = { all: 'order.tabs.all', ...TAB_LABELS, completed: 'order.tabs.completed', cancelled: 'order.tabs.cancelled' };

/** Up to two letters for the avatar: the first and last name's initials, else the start of how they sign in. */
export function initials(user: { firstName: string; lastName: string; nickname: string; email: string | null; mobile: string | null }): string {
  const fromNames = [user.firstName, user.lastName].map((n) => [...n.trim()][0] ?? '').join('');
  const letters = fromNames || [...(user.nickname || user.email || user.mobile || '?').trim()].slice(0, 1).join('');
  return letters.toLocaleUpperCase();
}

const TILE = 'flex min-h-20 flex-col justify-center rounded-theme border border-border bg-white p-4 hover:border-primary focus-visible:border-primary';

export default function AccountCenter({ settings }: SectionProps<'account-center'>) {
  const t = useT();
  const href = useHref();
  const { user, orderCounts, recentOrders } = settings;
  // Accounts made before names were required may have none: the greeting falls back to how they sign in.
  const name = user.firstName || user.nickname || user.email || user.mobile || '';
  const orders = href({ type: 'account', screen: 'order' });
  const figures: Array<{ label: string; value: number; to: string }> = [
    { label: t('account.coupon'), value: settings.coupons, to: href({ type: 'account', screen: 'coupon' }) },
    { label: t('account.credits'), value: settings.credits, to: href({ type: 'account', screen: 'log' }) },
    { label: t('account.favorite'), value: settings.favorites, to: href({ type: 'account', screen: 'favorite' }) },
    { label: t('account.articles'), value: settings.articles, to: href({ type: 'account', screen: 'article' }) },
  ];

  return (
    <div className="container-page py-8">
      <h1 className="sr-only">{t('account.center')}</h1>
      <div className="flex items-center gap-4">
        {user.avatar ? (
          <img src={user.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            data-avatar-initials
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-white"
          >
            {initials(user)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-2xl font-semibold break-words text-title">{t('account.welcome', { name })}</p>
          <p className="text-sm break-words text-description">{user.email ?? user.mobile}</p>
        </div>
      </div>

      <section aria-labelledby="center-orders" className="mt-8">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="center-orders" className="text-xl font-semibold text-title">
            {t('order.title')}
          </h2>
          <Link href={orders} className="text-sm text-primary underline">
            {t('common.viewAll')}
          </Link>
        </div>
        <ul className="mt-3 grid grid-cols-3 gap-3">
          {(Object.keys(TAB_LABELS) as Array<keyof typeof TAB_LABELS>).map((tab) => (
            <li key={tab}>
              <Link href={`${orders}?tab=${tab}`} className={`${TILE} items-center text-center`} data-order-tab={tab}>
                <span className="text-2xl font-semibold text-title">{orderCounts[tab]}</span>
                <span className="text-sm text-description">{t(TAB_LABELS[tab])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="center-figures" className="mt-8">
        <h2 id="center-figures" className="sr-only">
          {t('account.summary')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map((f) => (
            <li key={f.label}>
              <Link href={f.to} className={TILE}>
                <span className="text-2xl font-semibold text-title">{f.value}</span>
                <span className="text-sm text-description">{f.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="center-recent" className="mt-8">
        <h2 id="center-recent" className="text-xl font-semibold text-title">
          {t('account.recentOrders')}
        </h2>
        {recentOrders.length === 0 ? (
          <p className="py-6 text-description">{t('order.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-theme border border-border bg-white">
            {recentOrders.map((o) => (
              <li key={o.number} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link href={href({ type: 'account', screen: 'order', slug: o.number })} className="font-mono text-primary underline">
                    <span className="sr-only">{t('order.fields.orderNumber')} </span>
                    {o.number}
                  </Link>
                  <p className="text-sm text-description">
                    <LocalTime iso={o.submittedAt} /> · {t(ALL_TAB_LABELS[o.tab])}
                  </p>
                </div>
                <Amount className="font-semibold text-title" label={t('order.fields.paymentAmount')} amount={o.total} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
