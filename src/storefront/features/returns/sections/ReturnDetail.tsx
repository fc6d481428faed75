/**
 * One after-sales request of the signed-in shopper: its three states and what the shopper can do
 * (withdraw while it awaits review; after approval of a return, the courier, tracking number and
 * date the goods were sent back), the amounts and items, the merchant's return address, the
 * photos, the reason for a rejection, and the history. Pushed changes reload it.
 */
import { useState, type FormEvent } from 'react';
import type { ReturnDetail as Detail } from '../../../../shared/contracts/returns.ts';
import { returnCancel, returnGet, returnShipBack } from '../../../../shared/calls/returns.ts';
import { call, ApiError } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { toast } from '../../../app/toast.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Link } from '../../../components/Link.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { useResetState } from '../../../lib/use-reset-state.ts';
import { ReturnBadges } from '../ReturnBadges.tsx';
import { eventKey, reasonKey, typeKey, useReturnUpdates } from '../return-view.ts';

const CARD = 'rounded-theme border border-border bg-white p-5';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-description sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function ShipBackForm({ request, onDone }: { request: Detail; onDone(next: Detail): void }) {
  const t = useT();
  const [values, setValues] = useState({
    logisticsCompany: request.logisticsCompany ?? '',
    logisticsNumber: request.logisticsNumber ?? '',
    deliveryDate: request.deliveryDate ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.logisticsCompany.trim()) found.logisticsCompany = t('validation.returnCourier');
    if (!values.logisticsNumber.trim()) found.logisticsNumber = t('validation.returnTracking');
    if (!values.deliveryDate) found.deliveryDate = t('validation.returnShipDate');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onDone(await call(returnShipBack, { number: request.number, ...values }));
      toast(t('return.shipBackSaved'), 'success');
    } catch (err) {
      if (err instanceof ApiError && typeof (err.data as { field?: string } | null)?.field === 'string')
        setErrors({ [(err.data as { field: string }).field]: err.message });
    } finally {
      setBusy(false);
    }
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('return.shipBack')} className="grid gap-3 sm:grid-cols-3">
      <TextField label={t('return.logisticsCompany')} value={values.logisticsCompany} onChange={set('logisticsCompany')} error={errors.logisticsCompany} maxLength={80} />
      <TextField label={t('return.logisticsNumber')} value={values.logisticsNumber} onChange={set('logisticsNumber')} error={errors.logisticsNumber} maxLength={80} />
      <TextField label={t('return.deliveryTime')} type="date" value={values.deliveryDate} onChange={set('deliveryDate')} error={errors.deliveryDate} />
      <BusyButton
        type="submit"
        busy={busy}
        disabled={busy}
        className="flex min-h-11 items-center justify-center rounded-theme bg-primary px-5 font-semibold text-white hover:opacity-90 sm:col-span-3 sm:w-fit"
      >
        {t('return.saveShipping')}
      </BusyButton>
    </form>
  );
}

export default function ReturnDetail({ settings }: SectionProps<'return-detail'>) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const [request, setRequest] = useResetState(settings.request, [settings.request]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useReturnUpdates((update) => {
    if (update.number !== request.number) return;
    call(returnGet, { number: request.number }, { silent: true })
      .then(setRequest)
      .catch(() => undefined);
  });
  const withdraw = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      setRequest(await call(returnCancel, { number: request.number }));
      toast(t('return.withdrawn'), 'success');
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const showAddress = request.type === 'return_refund' && request.auditStatus === 'approved' && request.returnAddress;
  return (
    <div className="container-page py-8">
      <Link href={href({ type: 'account', screen: 'return' })} className="text-sm font-medium text-primary underline">
        {t('return.backToList')}
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl">{t('return.detail')}</h1>
        <p className="font-mono text-description">{request.number}</p>
      </div>

      <section aria-label={t('return.auditStatus')} className={`${CARD} mt-6 flex flex-col gap-4`}>
        <ReturnBadges request={request} />
        <p className="text-lg">
          {t('return.refundAmount')}: <strong data-testid="refund-amount">{money.format(request.refundAmount)}</strong>
        </p>
        {request.refuseReason && (
          <p className="rounded-theme border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <strong>{t('return.refuseReason')}:</strong> {request.refuseReason}
          </p>
        )}
        {showAddress && request.returnAddress && (
          <div className="rounded-theme border border-border bg-gray-50 p-3 text-sm">
            <p className="font-semibold">{t('return.sendBackTo')}</p>
            <dl className="mt-2 flex flex-col gap-1">
              <Fact label={t('return.consignee')}>{request.returnAddress.consignee}</Fact>
              <Fact label={t('return.contactNumber')}>{request.returnAddress.contactNumber}</Fact>
              <Fact label={t('return.detailedAddress')}>{request.returnAddress.address}</Fact>
            </dl>
          </div>
        )}
        {request.actions.includes('ship_back') && <ShipBackForm request={request} onDone={setRequest} />}
        {request.actions.includes('cancel') && (
          <BusyButton
            type="button"
            busy={busy}
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="flex min-h-11 w-fit items-center justify-center rounded-theme border border-border px-5 font-semibold hover:border-primary hover:text-primary"
          >
            {t('return.cancel')}
          </BusyButton>
        )}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <TitledSection id="return-items" title={t('order.fields.products')} className={CARD} titleClassName="text-lg">
            <ul className="flex flex-col gap-2">
              {request.lines.map((l) => (
                <li key={l.lineId} className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">
                    {l.title} <span className="text-description">({l.sku})</span> ×{l.quantity}
                  </span>
                  <span className="shrink-0">{money.format(l.amount)}</span>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="return-facts" title={t('order.info')} className={CARD} titleClassName="text-lg">
            <dl className="flex flex-col gap-2">
              <Fact label={t('return.returnNumber')}>{request.number}</Fact>
              <Fact label={t('return.order')}>
                <Link href={href({ type: 'account', screen: 'order', slug: request.orderNumber })} className="underline">
                  {request.orderNumber}
                </Link>
              </Fact>
              <Fact label={t('return.applyType')}>{t(typeKey(request.type))}</Fact>
              <Fact label={t('return.applyReason')}>{t(reasonKey(request.reason))}</Fact>
              {request.description && <Fact label={t('return.description')}>{request.description}</Fact>}
              <Fact label={t('return.quantity')}>{request.quantity}</Fact>
              {request.logisticsCompany && <Fact label={t('return.logisticsCompany')}>{request.logisticsCompany}</Fact>}
              {request.logisticsNumber && <Fact label={t('return.logisticsNumber')}>{request.logisticsNumber}</Fact>}
              {request.deliveryDate && <Fact label={t('return.deliveryTime')}>{request.deliveryDate}</Fact>}
              <Fact label={t('return.credentials')}>
                {request.credentials.length === 0 ? (
                  t('return.none')
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {request.credentials.map((src) => (
                      <li key={src}>
                        <a href={src} target="_blank" rel="noreferrer">
                          <img src={src} alt={t('return.credentials')} className="size-20 rounded-theme border border-border object-cover" loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </Fact>
            </dl>
          </TitledSection>
        </div>
        <TitledSection id="return-history" title={t('return.progress')} className={`${CARD} h-fit`} titleClassName="mb-4 text-lg">
          <ol className="relative ml-2 border-l border-border">
            {request.history.map((entry, i) => (
              <li key={i} className="relative pb-5 pl-5 last:pb-0">
                <span
                  aria-hidden="true"
                  className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ${i === request.history.length - 1 ? 'bg-primary' : 'bg-gray-400'}`}
                />
                <p className="text-sm font-medium text-title">{t(eventKey(entry.action))}</p>
                <p className="text-xs text-description">
                  <LocalTime iso={entry.at} /> · {t(`order.actors.${entry.actor}`)}
                </p>
              </li>
            ))}
          </ol>
        </TitledSection>
      </div>
      {confirming && (
        <ConfirmDialog
          message={t('return.cancelConfirm')}
          confirmLabel={t('return.cancel')}
          cancelLabel={t('return.keep')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void withdraw()}
        />
      )}
    </div>
  );
}
