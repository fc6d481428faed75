/**
 * One after-sales request: its lines and refund, the shopper's reason, description and photos, the
 * goods' way back, its history; and the merchant's decisions the request's state and the member's
 * role allow.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { adminReturnGet, type AdminReturnDetail } from '../../shared/contracts/returns.ts';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { PhotoViewer } from './returns/PhotoViewer.tsx';
import { ReturnActions } from './returns/ReturnActions.tsx';
import { ReturnStatus } from './returns/ReturnStatus.tsx';
import { refresh } from '../refresh.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 font-medium">{title}</h2>
      {children}
    </section>
  );
}

export default function ReturnPage() {
  const { number = '' } = useParams();
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const key = ['return', number, lang];
  const { data: request, isError } = useQuery({ queryKey: key, queryFn: () => call(adminReturnGet, { number }) });
  function decided(updated?: AdminReturnDetail) {
    if (updated) queryClient.setQueryData(key, updated);
    else void refresh(queryClient, key);
    void refresh(queryClient, ['returns']);
  }

  if (isError) return <p role="alert">{t('failed')}</p>;
  if (!request) return <p>{t('loading')}</p>;
  const address = request.returnAddress;

  return (
    <div className="space-y-4">
      <Link to="/returns" className="text-sm text-blue-700 underline">
        ← {t('returns.detail.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('returns.detail.heading', { number: request.number })}</h1>
        <span className="rounded bg-slate-100 px-2 py-1 text-sm" data-testid="return-status">
          <ReturnStatus request={request} />
        </span>
        <span className="text-sm">{t(`returns.type.${request.type}`)}</span>
        <div className="ml-auto">
          <ReturnActions request={request} onDecided={decided} />
        </div>
      </div>
      <p className="text-sm">
        <Link to={`/orders/${request.orderNumber}`} className="text-blue-700 underline">
          {t('returns.detail.order', { number: request.orderNumber })}
        </Link>{' '}
        · {dateTime(request.createdAt, lang)}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Section title={t('returns.detail.lines')}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-slate-500">
                  <th className="py-1">{t('returns.detail.item')}</th>
                  <th>{t('order.sku')}</th>
                  <th>{t('returns.detail.quantity')}</th>
                  <th>{t('returns.detail.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {request.lines.map((line) => (
                  <tr key={line.lineId} className="border-t border-slate-100">
                    <td className="py-2">
                      {line.title}
                      <span className="block text-xs text-slate-500">{[line.options.color, line.options.size, line.options.style].filter(Boolean).join(' / ')}</span>
                    </td>
                    <td>{line.sku}</td>
                    <td>{line.quantity}</td>
                    <td>{money(line.amount, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-right text-sm font-medium">
              {t('returns.detail.refundAmount')}: {money(request.refundAmount, lang)}
            </p>
          </Section>
          <Section title={t('returns.detail.request')}>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">{t('returns.detail.reason')}</dt>
              <dd>{t(`returns.reasons.${request.reason}`)}</dd>
              <dt className="text-slate-500">{t('returns.detail.description')}</dt>
              <dd className="whitespace-pre-wrap">{request.description || t('returns.detail.none')}</dd>
              {request.refuseReason && (
                <>
                  <dt className="text-slate-500">{t('returns.detail.refuseReason')}</dt>
                  <dd className="whitespace-pre-wrap">{request.refuseReason}</dd>
                </>
              )}
            </dl>
            <h3 className="mt-4 mb-2 text-sm font-medium">{t('returns.detail.photos')}</h3>
            <PhotoViewer photos={request.credentials} />
          </Section>
        </div>
        <div className="space-y-4">
          {request.type === 'return_refund' && (
            <Section title={t('returns.detail.logistics')}>
              {address && (
                <>
                  <h3 className="text-sm font-medium">{t('returns.detail.returnAddress')}</h3>
                  <address className="mb-3 text-sm not-italic">
                    {address.consignee} · {address.contactNumber}
                    <br />
                    {address.address}
                  </address>
                </>
              )}
              {request.logisticsNumber ? (
                <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('returns.detail.courier')}</dt>
                  <dd>{request.logisticsCompany}</dd>
                  <dt className="text-slate-500">{t('returns.detail.trackingNumber')}</dt>
                  <dd>{request.logisticsNumber}</dd>
                  <dt className="text-slate-500">{t('returns.detail.shipDate')}</dt>
                  <dd>{request.deliveryDate}</dd>
                </dl>
              ) : (
                <p className="text-sm text-slate-500">{t('returns.detail.notShipped')}</p>
              )}
              {request.goodsReceivedAt && <p className="mt-2 text-sm">{t('returns.detail.goodsReceived', { at: dateTime(request.goodsReceivedAt, lang) })}</p>}
            </Section>
          )}
          {request.refundedAt && (
            <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm">{t('returns.detail.refundedAt', { at: dateTime(request.refundedAt, lang) })}</p>
          )}
          <Section title={t('returns.detail.history')}>
            <ol className="space-y-2 border-l border-slate-200 pl-4 text-sm">
              {request.history.map((h, i) => (
                <li key={i}>
                  <span className="block text-xs text-slate-500">{dateTime(h.at, lang)}</span>
                  {t(`returns.detail.actions.${h.action}`)} · {t(`returns.detail.actors.${h.actor}`)}
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </div>
  );
}
