/**
 * The order's shipments, each with its courier, tracking number and the items it took; when the
 * order went out in several parcels, each offers its own packing slip (only its items).
 */
import { orderDocumentPath, type AdminOrderDetail } from '../../../shared/contracts/admin.ts';
import { dateTime } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';

export function Shipments({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { lang } = useLang();
  const titles = new Map(order.lines.map((l) => [l.id, l.title]));
  if (order.shipments.length === 0) return <p className="text-sm text-slate-500">{t('order.none')}</p>;
  return (
    <ol className="space-y-3 text-sm">
      {order.shipments.map((s, i) => (
        <li key={i} className="rounded border border-slate-100 p-2">
          <p>
            {dateTime(s.shippedAt, lang)} · {s.expressName} · {s.expressNumber}
          </p>
          <ul aria-label={t('orderExtra.shipmentItems')} className="mt-1 list-disc pl-5 text-slate-700">
            {s.lines.map((l) => (
              <li key={l.lineId}>
                {titles.get(l.lineId) ?? l.lineId} × {l.quantity}
              </li>
            ))}
          </ul>
          {order.shipments.length > 1 && (
            <a className="mt-1 inline-block text-blue-700 underline" href={orderDocumentPath(order.number, 'packing-slip', lang, i + 1)} target="_blank" rel="noopener">
              {t('orderExtra.parcelSlip', { parcel: i + 1 })}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
