/**
 * How an unpaid order paid outside the shop gets paid: for a bank transfer, the amount, the due
 * date (it is cancelled after it) and the shop's account with the order number as the
 * reference; for cash on delivery, that it is paid on delivery. Orders paid online show their
 * countdown instead (PayCountdown); nothing here offers to pay.
 */
import type { OrderDetail } from '../../../shared/contracts/orders.ts';
import { LocalTime } from '../../components/LocalTime.tsx';
import { useMoney, useT } from '../../lib/site.ts';

type Due = Pick<OrderDetail, 'number' | 'total' | 'status' | 'payStatus' | 'paymentMethod' | 'transferDueAt' | 'bankTransfer'>;

export function PaymentDue({ order, className = '' }: { order: Due; className?: string }) {
  const t = useT();
  const money = useMoney();
  const awaiting = order.status === 'in_progress' && order.payStatus === 'unpaid';
  if (awaiting && order.paymentMethod === 'cash_on_delivery') return <p className={`text-sm ${className}`}>{t('checkout.cashOnDeliveryHint')}</p>;
  const bank = order.bankTransfer;
  if (!awaiting || !bank || !order.transferDueAt) return null;
  const rows = [
    ['order.bankTransfer.accountHolder', bank.accountHolder],
    ['order.bankTransfer.bankName', bank.bankName],
    ['order.bankTransfer.accountNumber', bank.accountNumber],
    ['order.bankTransfer.reference', bank.reference],
  ].filter(([, value]) => value.trim() !== '');
  return (
    <section aria-labelledby="bank-transfer-title" className={`rounded-theme bg-gray-50 p-4 text-sm ${className}`}>
      <h3 id="bank-transfer-title" className="text-base font-semibold text-title">
        {t('order.bankTransfer.title')}
      </h3>
      <p className="mt-2">{t('order.bankTransfer.text', { amount: money.format(order.total), number: order.number })}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-description">{t('order.bankTransfer.dueBy')}</dt>
        <dd className="font-semibold">
          <LocalTime iso={order.transferDueAt} />
        </dd>
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-description">{t(key)}</dt>
            <dd className="break-words font-mono">{value}</dd>
          </div>
        ))}
      </dl>
      {bank.instructions && <p className="mt-3 whitespace-pre-line">{bank.instructions}</p>}
    </section>
  );
}
