/** An order in the list: number, date, state, the first items' thumbnails, total and what to do next. */
import type { OrderSummary } from '../../../shared/contracts/orders.ts';
import { variantText } from '../../../shared/variants.ts';
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { LocalTime } from '../../components/LocalTime.tsx';
import { Amount } from '../../components/Amount.tsx';
import { OrderThumb } from './OrderLines.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import { thumbnails } from './order-view.ts';

export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const href = useHref();
  const detail = href({ type: 'account', screen: 'order', slug: order.number });
  const shown = thumbnails(order.lines);
  const first = order.lines[0];
  return (
    <article aria-labelledby={`order-${order.number}`} className="rounded-theme border border-border bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id={`order-${order.number}`} className="text-base">
            <Link href={detail} className="font-mono hover:text-primary hover:underline">
              <span className="sr-only">{t('order.fields.orderNumber')} </span>
              {order.number}
            </Link>
          </h2>
          <span className="text-description">
            <LocalTime iso={order.submittedAt} />
          </span>
        </div>
        <OrderStatus order={order} />
      </header>
      <div className="flex flex-wrap items-center gap-4 px-4 py-3">
        <ul className="flex gap-2" aria-label={t('order.fields.products')}>
          {shown.map((line) => (
            <li key={line.sku}>
              <OrderThumb src={line.image} size={56} />
              <span className="sr-only">
                {[line.title, variantText(line.options)].filter(Boolean).join(', ')} × {line.quantity}
              </span>
            </li>
          ))}
          {shown.length === 0 && first && (
            <li className="text-sm">
              {[first.title, variantText(first.options)].filter(Boolean).join(', ')} × {first.quantity}
            </li>
          )}
        </ul>
        <p className="ml-auto text-right text-sm">
          <span className="block text-description">{t('order.itemCount', { count: order.itemCount })}</span>
          <Amount className="text-base font-semibold text-title" label={t('order.fields.paymentAmount')} amount={order.total} />
        </p>
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-4 py-3">
        {order.transferDueAt && (
          <p className="mr-auto text-sm text-description">
            {t('order.bankTransfer.dueBy')} <LocalTime iso={order.transferDueAt} />
          </p>
        )}
        {order.actions.includes('pay') && (
          <Link href={detail} className="flex min-h-11 items-center rounded-theme bg-primary px-4 text-sm font-semibold text-white hover:opacity-90">
            {t('order.actions.pay')}
            <span className="sr-only"> {order.number}</span>
          </Link>
        )}
        <Link href={detail} className="flex min-h-11 items-center rounded-theme border border-border px-4 text-sm font-medium hover:border-primary hover:text-primary">
          {t('order.actions.viewDetails')}
          <span className="sr-only"> {order.number}</span>
        </Link>
      </footer>
    </article>
  );
}
