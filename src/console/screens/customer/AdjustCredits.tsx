/** "Adjust credits": an amount (negative takes credits away, never zero) and the reason the customer sees, checked with the call's own contract. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreditAdjustBody } from '../../../shared/contracts/accounts.ts';
import { ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { button, primary } from './styles.ts';

const AdjustForm = CreditAdjustBody.pick({ amount: true, reason: true });
type AdjustForm = { amount: number; reason: string };
const KNOWN = new Set(['validation.required', 'validation.notInteger', 'validation.outOfRange', 'validation.invalid', 'validation.tooLong']);

export function AdjustCredits({ onAdjust }: { onAdjust(values: AdjustForm): Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<AdjustForm>({ resolver: zodResolver(AdjustForm), defaultValues: { reason: '' } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAdjust(values);
      reset();
      setOpen(false);
    } catch (err) {
      setFailure(err instanceof ConsoleApiError && err.message ? err.message : t('failed'));
    }
  });
  const field = 'mt-1 w-full rounded border border-slate-300 px-3 py-2';
  const error = (id: string, message?: string) =>
    message ? (
      <span id={id} className="text-red-600">
        {t(`customers.${KNOWN.has(message) ? message : 'validation.invalid'}`)}
      </span>
    ) : null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setFailure(null);
        }
      }}
    >
      <Dialog.Trigger className={primary}>{t('customers.credits.adjust')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-1/4 left-1/2 w-96 -translate-x-1/2 rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-2 font-medium">{t('customers.credits.adjust')}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{t('customers.credits.adjustIntro')}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <label className="block text-sm">
              <span>{t('customers.credits.amountLabel')}</span>
              <input
                type="number"
                step={1}
                className={field}
                {...register('amount', { valueAsNumber: true })}
                aria-invalid={Boolean(formState.errors.amount)}
                aria-describedby={formState.errors.amount ? 'amount-error' : undefined}
              />
              {error('amount-error', formState.errors.amount?.message)}
            </label>
            <label className="block text-sm">
              <span>{t('customers.credits.reasonLabel')}</span>
              <input
                className={field}
                {...register('reason')}
                aria-invalid={Boolean(formState.errors.reason)}
                aria-describedby={formState.errors.reason ? 'reason-error' : undefined}
              />
              {error('reason-error', formState.errors.reason?.message)}
            </label>
            {failure && (
              <p role="alert" className="text-sm text-red-600">
                {failure}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={button}>{t('customers.credits.cancel')}</Dialog.Close>
              <button type="submit" className={primary} disabled={formState.isSubmitting}>
                {t('customers.credits.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
