/**
 * The after-sales request form under a returnable order: the type (return and refund, or refund
 * only), the items and units (never more than are left), a reason and a description, up to six
 * photos (each uploaded to the shop first), and the refund the shop computes for the choice,
 * shown before submitting. Submitting opens the new request.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_CREDENTIALS, RETURN_REASONS, RETURN_TYPES, type ReturnQuote } from '../../../../shared/contracts/returns.ts';
import { returnApply, returnQuote } from '../../../../shared/calls/returns.ts';
import { ApiError, call, requestHeaders } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { toast } from '../../../app/toast.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { SelectField, TextAreaField } from '../../../components/TextField.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { reasonKey, typeKey } from '../return-view.ts';

const UPLOAD_URL = '/api/web/attach/upload';

/** The stored path an upload answers (`/uploads/…`), whatever the answer calls it. */
function uploadedPath(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    for (const key of ['url', 'path', 'src']) if (typeof d[key] === 'string') return new URL(d[key] as string, location.origin).pathname;
  }
  return null;
}

export default function ReturnApply({ settings }: SectionProps<'return-apply'>) {
  const { options } = settings;
  const t = useT();
  const money = useMoney();
  const href = useHref();
  const navigate = useAppNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<(typeof RETURN_TYPES)[number]>('return_refund');
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [quote, setQuote] = useState<ReturnQuote | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const chosen = options.lines.filter((l) => (units[l.lineId] ?? 0) > 0).map((l) => ({ lineId: l.lineId, quantity: units[l.lineId] }));
  const chosenKey = JSON.stringify(chosen);
  // Nothing chosen refunds nothing; an earlier quote is not shown.
  const shownQuote = chosen.length ? quote : null;
  useEffect(() => {
    const lines = JSON.parse(chosenKey) as typeof chosen;
    if (lines.length === 0) return;
    let current = true;
    call(returnQuote, { number: options.orderNumber, lines }, { silent: true })
      .then((q) => current && setQuote(q))
      .catch(() => current && setQuote(null));
    return () => {
      current = false;
    };
  }, [chosenKey, options.orderNumber]);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of [...files].slice(0, MAX_CREDENTIALS - photos.length)) {
        const form = new FormData();
        form.append('file', file);
        const response = await fetch(UPLOAD_URL, { method: 'POST', body: form, headers: requestHeaders() });
        const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
        const path = body?.code === 0 ? uploadedPath(body.data) : null;
        if (!path) throw new Error(body?.msg || t('errors.uploadFailed'));
        setPhotos((list) => [...list, path].slice(0, MAX_CREDENTIALS));
      }
    } catch (err) {
      toast(err instanceof Error && err.message ? err.message : t('errors.uploadFailed'), 'error');
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.lines = t('validation.returnLines');
    if (!reason) found.reason = t('validation.returnReason');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const request = await call(returnApply, {
        number: options.orderNumber,
        type,
        lines: chosen,
        reason: reason as (typeof RETURN_REASONS)[number],
        description,
        credentials: photos,
      });
      toast(t('return.submitted'), 'success');
      navigate(href({ type: 'account', screen: 'return', slug: request.number }));
    } catch (err) {
      const field = err instanceof ApiError ? (err.data as { field?: unknown } | null)?.field : undefined;
      if (err instanceof ApiError && typeof field === 'string') setErrors({ [field]: err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-page pb-8">
      <section aria-labelledby={`${id}-title`} className="rounded-theme border border-border bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg">
            {t('return.applyTitle')}
          </h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            onClick={() => setOpen((o) => !o)}
            className="flex min-h-11 items-center rounded-theme border border-border px-5 font-semibold hover:border-primary hover:text-primary"
          >
            {t('order.actions.applyReturn')}
          </button>
        </div>
        {options.windowEndsAt && (
          <p className="mt-1 text-sm text-description">
            {t('return.windowEnds', { date: '' })}
            <LocalTime iso={options.windowEndsAt} />
          </p>
        )}
        {open && (
          <form id={`${id}-form`} onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t('return.applyType')}</legend>
              <div className="flex flex-wrap gap-3">
                {RETURN_TYPES.map((value) => (
                  <label key={value} className="flex min-h-11 items-center gap-2 rounded-theme border border-border px-3">
                    <input type="radio" name={`${id}-type`} value={value} checked={type === value} onChange={() => setType(value)} />
                    {t(typeKey(value))}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
              <legend className="text-sm font-medium">{t('return.items')}</legend>
              <ul className="flex flex-col gap-3">
                {options.lines.map((l) => (
                  <li key={l.lineId} className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-3 last:border-0">
                    <div className="min-w-0 flex-1">
                      <p className="break-words text-sm font-medium">{l.title}</p>
                      <p className="text-xs text-description">{t('return.maxQuantity', { count: l.available })}</p>
                    </div>
                    <label className="flex items-center gap-2 text-sm">
                      <span className="sr-only">
                        {t('return.quantity')} — {l.title}
                      </span>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={l.available}
                        disabled={l.available === 0}
                        value={units[l.lineId] ?? 0}
                        onChange={(e) => setUnits((u) => ({ ...u, [l.lineId]: Math.max(0, Math.min(l.available, Math.floor(Number(e.target.value) || 0))) }))}
                        className="min-h-11 w-20 rounded-theme border border-border px-3 text-center"
                      />
                    </label>
                  </li>
                ))}
              </ul>
              {errors.lines && (
                <p id={`${id}-lines-error`} className="text-sm text-red-700">
                  {errors.lines}
                </p>
              )}
            </fieldset>
            <SelectField label={t('return.applyReason')} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason}>
              <option value="">—</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(reasonKey(r))}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('return.description')}
              hint={t('return.descriptionHint')}
              value={description}
              maxLength={1000}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
              error={errors.description}
            />
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-photos`} className="text-sm font-medium">
                {t('return.credentials')} ({photos.length}/{MAX_CREDENTIALS})
              </label>
              <input
                id={`${id}-photos`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                disabled={uploading || photos.length >= MAX_CREDENTIALS}
                onChange={(e) => {
                  void upload(e.target.files);
                  e.target.value = '';
                }}
                className="text-sm file:mr-3 file:min-h-11 file:rounded-theme file:border file:border-border file:bg-white file:px-4"
              />
              <p className="text-xs text-description">{uploading ? t('return.uploading') : t('return.credentialsHint')}</p>
              {errors.credentials && <p className="text-sm text-red-700">{errors.credentials}</p>}
              {photos.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {photos.map((src) => (
                    <li key={src} className="relative">
                      <img src={src} alt="" className="size-20 rounded-theme border border-border object-cover" />
                      <button
                        type="button"
                        onClick={() => setPhotos((list) => list.filter((p) => p !== src))}
                        aria-label={t('return.removePhoto')}
                        className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-gray-900 text-white"
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-theme bg-gray-50 p-3" aria-live="polite">
              <p>
                {t('return.refundAmount')}: <strong data-testid="return-quote">{money.format(shownQuote?.total ?? 0)}</strong>
              </p>
              {shownQuote && shownQuote.shipping > 0 && (
                <p className="text-sm text-description">{t('return.shippingIncluded', { amount: money.format(shownQuote.shipping) })}</p>
              )}
            </div>
            <BusyButton
              type="submit"
              busy={busy}
              disabled={busy || uploading}
              className="flex min-h-11 items-center justify-center rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 sm:w-fit"
            >
              {t('return.apply')}
            </BusyButton>
          </form>
        )}
      </section>
    </div>
  );
}
