/** An order's state as badges: status, payment, delivery (cash on delivery ships unpaid) and the refund of a paid order being cancelled. */
import type { OrderSummary } from '../../../shared/contracts/orders.ts';
import { useT } from '../../lib/site.ts';
import { deliveryKey, payStatusKey, refundKey, statusKey } from './order-view.ts';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';

export function OrderStatus({ order }: { order: Pick<OrderSummary, 'status' | 'payStatus' | 'deliveryStatus' | 'received' | 'paymentMethod' | 'refund'> }) {
  const t = useT();
  const statusTone =
    order.status === 'cancelled'
      ? 'bg-gray-100 text-gray-700'
      : order.status === 'completed'
        ? 'bg-green-100 text-green-900'
        : order.status === 'pending_cancellation'
          ? 'bg-amber-100 text-amber-900'
          : 'bg-blue-100 text-blue-900';
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${BADGE} ${statusTone}`}>{t(statusKey(order.status))}</span>
      {order.status !== 'cancelled' && (
        <span className={`${BADGE} ${order.payStatus === 'paid' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}>{t(payStatusKey(order.payStatus))}</span>
      )}
      {(order.payStatus === 'paid' || order.paymentMethod === 'cash_on_delivery') && order.status !== 'cancelled' && (
        <span className={`${BADGE} bg-gray-100 text-gray-800`}>{order.received ? t('order.received') : t(deliveryKey(order.deliveryStatus))}</span>
      )}
      {order.refund && (
        <span className={`${BADGE} ${order.refund.status === 'refunded' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}>
          {t(refundKey(order.refund.status))}
        </span>
      )}
    </span>
  );
}
