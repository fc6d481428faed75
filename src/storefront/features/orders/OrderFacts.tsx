/** The order's fields of spec §3 as a description list, and its shipments. */
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../../shared/contracts/orders.ts';
import { countryName } from '../../../shared/countries.ts';
import { useLang, useMoney, useT } from '../../lib/site.ts';
import { addressLines } from '../../lib/address-validation.ts';
import { LocalTime } from '../../components/LocalTime.tsx';
import { paymentMethodKey, refundKey, textOr } from './order-view.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-description">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const money = useMoney();
  const { lang } = useLang();
  const locale = lang === 'zh-HK' || lang === 'zh-TW' ? 'zh-Hant' : lang;
  const none = <span className="text-description">—</span>;
  return (
    <dl className="divide-y divide-border text-sm">
      <Fact label={t('order.fields.orderNumber')}>{order.number}</Fact>
      <Fact label={t('order.fields.submissionTime')}>
        <LocalTime iso={order.submittedAt} />
      </Fact>
      <Fact label={t('checkout.paymentMethod')}>{textOr(t, paymentMethodKey(order.paymentMethod), order.paymentMethod)}</Fact>
      <Fact label={t('order.fields.paymentTime')}>{order.paidAt ? <LocalTime iso={order.paidAt} /> : none}</Fact>
      <Fact label={t('order.fields.transactionNumber')}>{order.transactionNumber ?? none}</Fact>
      <Fact label={t('checkout.shippingMethod')}>{order.shippingMethod || none}</Fact>
      <Fact label={t('order.fields.shippingFee')}>{order.shippingFee === 0 ? t('common.free') : money.format(order.shippingFee)}</Fact>
      <Fact label={t('order.fields.discount')}>{order.discount > 0 ? `−${money.format(order.discount)}` : none}</Fact>
      <Fact label={t('order.fields.paymentAmount')}>{money.format(order.total)}</Fact>
      {order.refund && (
        <Fact label={t('order.fields.refund')}>
          {t(refundKey(order.refund.status))} · {money.format(order.refund.amount)}
        </Fact>
      )}
      <Fact label={t('checkout.email')}>{order.email}</Fact>
      <Fact label={t('order.fields.phone')}>{order.phone || none}</Fact>
      <Fact label={t('order.fields.address')}>
        {addressLines(order.address, (code) => countryName(code, locale)).map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </Fact>
      <Fact label={t('order.fields.remarks')}>{order.remarks || none}</Fact>
      {order.shipments.map((s, i) => (
        <Fact key={i} label={order.shipments.length > 1 ? `${t('order.shipment')} ${i + 1}` : t('order.shipment')}>
          <span className="block">
            {t('order.fields.expressName')}: {s.expressName}
          </span>
          <span className="block">
            {t('order.fields.expressNumber')}: <span className="font-mono">{s.expressNumber}</span>
          </span>
          <span className="block text-description">
            <LocalTime iso={s.shippedAt} />
          </span>
        </Fact>
      ))}
    </dl>
  );
}
