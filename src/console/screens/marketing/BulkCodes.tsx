/** Bulk coupon codes: a prefix, how many, the terms; then the batch's CSV to download. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCouponBulk, COUPON_EXPORT_PATH, MAX_BULK_CODES } from '../../../shared/contracts/marketing-admin.ts';
import { call, ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { fromLocalInput, input, primary, secondary, toMinor } from './fields.tsx';
import { refresh } from '../../refresh.ts';

export function BulkCodes() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    prefix: '',
    count: '100',
    randomLength: '8',
    title: '',
    discountType: 'amount' as 'amount' | 'percent',
    value: '',
    threshold: '',
    expiresAt: '',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const generate = useMutation({
    mutationFn: () =>
      call(adminCouponBulk, {
        prefix: form.prefix,
        count: Number(form.count),
        randomLength: Number(form.randomLength),
        title: { en: form.title },
        discountType: form.discountType,
        value: form.discountType === 'percent' ? Number(form.value) : toMinor(form.value),
        threshold: toMinor(form.threshold),
        expiresAt: fromLocalInput(form.expiresAt),
      }),
    onSuccess: () => void refresh(queryClient, ['coupons']),
  });
  if (!open)
    return (
      <button type="button" className={secondary} onClick={() => setOpen(true)}>
        {t('coupons.bulk.open')}
      </button>
    );
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        generate.mutate();
      }}
    >
      <h2 className="font-semibold">{t('coupons.bulk.heading')}</h2>
      <div className="grid gap-3 sm:grid-cols-4">
        <label className="text-sm">
          {t('coupons.bulk.prefix')}
          <input className={input} value={form.prefix} onChange={set('prefix')} />
        </label>
        <label className="text-sm">
          {t('coupons.bulk.count')}
          <input className={input} type="number" min={1} max={MAX_BULK_CODES} value={form.count} onChange={set('count')} />
        </label>
        <label className="text-sm">
          {t('coupons.bulk.randomLength')}
          <input className={input} type="number" min={6} max={16} value={form.randomLength} onChange={set('randomLength')} />
        </label>
        <label className="text-sm">
          {t('marketing.title', { lang: 'en' })}
          <input className={input} value={form.title} onChange={set('title')} />
        </label>
        <label className="text-sm">
          {t('marketing.discountType')}
          <select className={input} value={form.discountType} onChange={set('discountType')}>
            <option value="amount">{t('marketing.amount')}</option>
            <option value="percent">{t('marketing.percent')}</option>
          </select>
        </label>
        <label className="text-sm">
          {t('marketing.value')}
          <input className={input} inputMode="decimal" value={form.value} onChange={set('value')} />
        </label>
        <label className="text-sm">
          {t('marketing.threshold')}
          <input className={input} inputMode="decimal" value={form.threshold} onChange={set('threshold')} />
        </label>
        <label className="text-sm">
          {t('coupons.expiresAt')}
          <input className={input} type="datetime-local" value={form.expiresAt} onChange={set('expiresAt')} />
        </label>
      </div>
      <button type="submit" className={primary} disabled={generate.isPending}>
        {t('coupons.bulk.generate')}
      </button>
      {generate.error instanceof ConsoleApiError && (
        <p role="alert" className="text-sm text-red-700">
          {generate.error.message}
        </p>
      )}
      {generate.data && (
        <p role="status" className="text-sm text-green-800">
          {t('coupons.bulk.generated', { count: generate.data.count })}{' '}
          <a className="text-blue-700 underline" href={`${COUPON_EXPORT_PATH}?batch=${encodeURIComponent(generate.data.batch)}`} download>
            {t('coupons.bulk.download')}
          </a>
        </p>
      )}
    </form>
  );
}
