/**
 * One order: lines, amounts, discounts, payments, shipments, address, remarks, the timeline with
 * internal notes; what staff can do now, and its printable documents.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  adminOrderCancel,
  adminOrderCancellation,
  adminOrderGet,
  adminOrderMarkPaid,
  adminOrderNote,
  adminOrderResendConfirmation,
  adminOrderShip,
  orderDocumentPath,
  type AdminOrderDetail,
} from '../../shared/contracts/admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { ShipDialog } from './order/ShipDialog.tsx';
import { Shipments } from './order/Shipments.tsx';
import { button, primary } from './order/styles.ts';
import { Timeline } from './order/Timeline.tsx';
import { refresh } from '../refresh.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 font-medium">{title}</h2>
      {children}
    </section>
  );
}

export default function OrderPage() {
  const { number = '' } = useParams();
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canNote = usePermitted('orders.note');
  const canWrite = usePermitted('orders.write');
  const key = ['order', number, lang];
  const { data: order, isError } = useQuery({ queryKey: key, queryFn: () => call(adminOrderGet, { number }) });
  const act = useMutation({
    mutationFn: (run: () => Promise<AdminOrderDetail>) => run(),
    onMutate: () => {
      setFailure(null);
      setNotice(null);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(key, updated);
      void refresh(queryClient, ['orders']);
      void refresh(queryClient, ['dashboard']);
    },
    onError: (err) => setFailure(err instanceof ConsoleApiError && err.message ? err.message : t('failed')),
  });

  if (isError) return <p role="alert">{t('failed')}</p>;
  if (!order) return <p>{t('loading')}</p>;
  const can = (action: AdminOrderDetail['staffActions'][number]) => order.staffActions.includes(action);
  const address = order.address;

  return (
    <div className="space-y-4">
      <Link to="/orders" className="text-sm text-blue-700 underline">
        ← {t('order.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('order.heading', { number: order.number })}</h1>
        <span className="rounded bg-slate-100 px-2 py-1 text-sm">
          {t(`status.${order.status}`)} · {t(`status.${order.payStatus}`)} · {t(`status.${order.deliveryStatus}`)}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {can('mark_paid') && (
            <button type="button" className={button} disabled={act.isPending} onClick={() => act.mutate(() => call(adminOrderMarkPaid, { number }))}>
              {t('order.markPaid')}
            </button>
          )}
          {can('ship') && <ShipDialog order={order} busy={act.isPending} onShip={(values) => act.mutateAsync(() => call(adminOrderShip, values))} />}
          {can('decide_cancellation') && (
            <>
              <button type="button" className={button} disabled={act.isPending} onClick={() => act.mutate(() => call(adminOrderCancellation, { number, accept: true }))}>
                {t('order.acceptCancel')}
              </button>
              <button type="button" className={button} disabled={act.isPending} onClick={() => act.mutate(() => call(adminOrderCancellation, { number, accept: false }))}>
                {t('order.refuseCancel')}
              </button>
            </>
          )}
          {can('cancel') && (
            <AlertDialog.Root>
              <AlertDialog.Trigger className={button}>{t('order.cancel')}</AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 bg-black/30" />
                <AlertDialog.Content className="fixed top-1/3 left-1/2 w-96 -translate-x-1/2 space-y-4 rounded-lg bg-white p-6 shadow-lg">
                  <AlertDialog.Title className="font-medium">{t('order.cancel')}</AlertDialog.Title>
                  <AlertDialog.Description className="text-sm">{t('order.cancelConfirm')}</AlertDialog.Description>
                  <div className="flex justify-end gap-2">
                    <AlertDialog.Cancel className={button}>{t('order.keep')}</AlertDialog.Cancel>
                    <AlertDialog.Action className={primary} onClick={() => act.mutate(() => call(adminOrderCancel, { number }))}>
                      {t('order.cancel')}
                    </AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          )}
          {canWrite && order.email && (
            <button
              type="button"
              className={button}
              disabled={act.isPending}
              onClick={() =>
                act.mutate(async () => {
                  const updated = await call(adminOrderResendConfirmation, { number });
                  setNotice(t('orderExtra.resent'));
                  return updated;
                })
              }
            >
              {t('orderExtra.resend')}
            </button>
          )}
        </div>
      </div>
      <nav aria-label={t('orderExtra.documents')} className="flex gap-4 text-sm">
        <a className="text-blue-700 underline" href={orderDocumentPath(order.number, 'packing-slip', lang)} target="_blank" rel="noopener">
          {t('orderExtra.packingSlip')}
        </a>
        <a className="text-blue-700 underline" href={orderDocumentPath(order.number, 'invoice', lang)} target="_blank" rel="noopener">
          {t('orderExtra.invoice')}
        </a>
      </nav>
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Section title={t('order.lines')}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-slate-500">
                  <th className="py-1">{t('order.lines')}</th>
                  <th>{t('order.sku')}</th>
                  <th>{t('order.unitPrice')}</th>
                  <th>{t('order.quantity')}</th>
                  <th>{t('orderExtra.shipped')}</th>
                  <th>{t('order.discount')}</th>
                  <th>{t('order.total')}</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id} className="border-t border-slate-100">
                    <td className="py-2">
                      {line.title}
                      <span className="block text-xs text-slate-500">{[line.options.color, line.options.size, line.options.style].filter(Boolean).join(' / ')}</span>
                    </td>
                    <td>{line.sku}</td>
                    <td>{money(line.unitPrice, lang)}</td>
                    <td>{line.quantity}</td>
                    <td>{t('orderExtra.shippedOf', { shipped: line.shippedQuantity, total: line.quantity })}</td>
                    <td>{line.discount ? `−${money(line.discount, lang)}` : ''}</td>
                    <td>{money(line.total, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-4 grid grid-cols-2 gap-1 text-sm sm:w-72 sm:justify-self-end">
              <dt>{t('order.subtotal')}</dt>
              <dd className="text-right">{money(order.subtotal, lang)}</dd>
              {order.promotion && (
                <>
                  <dt>{order.promotion.title}</dt>
                  <dd className="text-right">−{money(order.promotion.discount, lang)}</dd>
                </>
              )}
              {order.coupons.map((c) => (
                <div key={c.code} className="contents">
                  <dt>{c.code}</dt>
                  <dd className="text-right">−{money(c.discount, lang)}</dd>
                </div>
              ))}
              <dt>
                {t('order.shipping')} ({order.shippingMethod})
              </dt>
              <dd className="text-right">{money(order.shippingFee, lang)}</dd>
              <dt className="font-medium">{t('order.total')}</dt>
              <dd className="text-right font-medium">{money(order.total, lang)}</dd>
            </dl>
          </Section>
          <Section title={t('order.payments')}>
            <p className="mb-2 text-sm">{t(`methods.${order.paymentMethod}`)}</p>
            {order.payments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('order.noPayments')}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {order.payments.map((p, i) => (
                  <li key={i}>
                    {dateTime(p.at, lang)} · {p.kind} · {p.provider} · {money(p.amount, lang)} · {p.status}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t('order.shipments')}>
            <Shipments order={order} />
          </Section>
        </div>
        <div className="space-y-4">
          <Section title={t('order.address')}>
            <address className="text-sm not-italic">
              {order.customer.name}
              <br />
              {[address.addressLine, address.apartment].filter(Boolean).join(', ')}
              <br />
              {[address.area, address.city, address.state, address.postalCode, address.country].filter(Boolean).join(', ')}
              <br />
              {order.phone}
              <br />
              {order.email}
            </address>
          </Section>
          <Section title={t('order.remarks')}>
            <p className="text-sm whitespace-pre-wrap">{order.remarks || t('order.none')}</p>
          </Section>
          <Section title={t('orderExtra.timeline')}>
            <Timeline order={order} canNote={canNote} busy={act.isPending} onNote={(text) => act.mutateAsync(() => call(adminOrderNote, { number, text }))} />
          </Section>
        </div>
      </div>
    </div>
  );
}
