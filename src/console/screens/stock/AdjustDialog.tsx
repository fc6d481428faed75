/** "Adjust": units in or out, or the counted stock, with a reason and a note, checked with the call's own contract. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADJUST_REASONS, StockAdjustBody, type AdjustReason, type StockRow } from '../../../shared/contracts/stock-admin.ts';
import { ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { button, primary } from '../customer/styles.ts';

const AdjustForm = StockAdjustBody;
interface AdjustValues {
  variantId: number;
  mode: 'delta' | 'set';
  quantity: number;
  reason: AdjustReason;
  note: string;
}
const KNOWN: Record<string, string> = {
  'validation.required': 'required',
  'validation.tooLong': 'tooLong',
  'stock.belowZero': 'belowZero',
};
const field = 'mt-1 w-full rounded border border-slate-300 px-3 py-2';

export function AdjustDialog({ row, onAdjust }: { row: StockRow; onAdjust(values: AdjustValues): Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues: AdjustValues = { variantId: row.variantId, mode: 'delta', quantity: Number.NaN, reason: 'received', note: '' };
  const { register, handleSubmit, formState, reset } = useForm<AdjustValues>({ resolver: zodResolver(AdjustForm) as never, defaultValues });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAdjust(values);
      reset(defaultValues);
      setOpen(false);
    } catch (err) {
      setFailure(err instanceof ConsoleApiError && err.message ? err.message : t('failed'));
    }
  });
  const error = (id: string, message?: string) =>
    message ? (
      <span id={id} className="text-red-600">
        {t(`stock.validation.${KNOWN[message] ?? 'invalid'}`)}
      </span>
    ) : null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset(defaultValues);
          setFailure(null);
        }
      }}
    >
      <Dialog.Trigger className={button}>{t('stock.adjust')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-1/4 left-1/2 w-[28rem] -translate-x-1/2 rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-2 font-medium">{t('stock.adjustTitle', { sku: row.sku })}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{t('stock.adjustIntro', { stock: row.stock })}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <fieldset className="flex gap-4 text-sm">
              {(['delta', 'set'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-1">
                  <input type="radio" value={mode} {...register('mode')} />
                  {t(`stock.mode.${mode}`)}
                </label>
              ))}
            </fieldset>
            <label className="block text-sm">
              <span>{t('stock.quantity')}</span>
              <input
                type="number"
                step={1}
                className={field}
                {...register('quantity', { valueAsNumber: true })}
                aria-invalid={Boolean(formState.errors.quantity)}
                aria-describedby="quantity-hint quantity-error"
              />
              <span id="quantity-hint" className="text-slate-500">
                {t('stock.quantityHint')}
              </span>{' '}
              {error('quantity-error', formState.errors.quantity?.message)}
            </label>
            <label className="block text-sm">
              <span>{t('stock.reasonLabel')}</span>
              <select className={field} {...register('reason')}>
                {ADJUST_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`stock.reason.${reason}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm">
              <span>{t('stock.note')}</span>
              <textarea className={field} rows={2} {...register('note')} aria-invalid={Boolean(formState.errors.note)} aria-describedby="note-error" />
              {error('note-error', formState.errors.note?.message)}
            </label>
            {failure && (
              <p role="alert" className="text-sm text-red-600">
                {failure}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={button}>{t('stock.cancel')}</Dialog.Close>
              <button type="submit" className={primary} disabled={formState.isSubmitting}>
                {t('stock.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
