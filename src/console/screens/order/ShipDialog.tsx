/** Ships some or all of what is left of an order: a quantity per line (all that is left by default), the courier and the tracking number. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ShipBody, type AdminOrderDetail } from '../../../shared/contracts/admin.ts';
import { useT } from '../../i18n.ts';
import { button, primary } from './styles.ts';

const ShipForm = ShipBody.pick({ expressName: true, expressNumber: true });
type ShipForm = { expressName: string; expressNumber: string };

const leftOf = (line: AdminOrderDetail['lines'][number]) => line.quantity - line.shippedQuantity;

export function ShipDialog({ order, busy, onShip }: { order: AdminOrderDetail; busy: boolean; onShip(values: ShipBody): Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const unshipped = order.lines.filter((l) => leftOf(l) > 0);
  const everything = () => Object.fromEntries(unshipped.map((l) => [l.id, leftOf(l)]));
  const [quantities, setQuantities] = useState<Record<number, number>>(everything);
  const [nothing, setNothing] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ShipForm>({ resolver: zodResolver(ShipForm), defaultValues: { expressName: '', expressNumber: '' } });
  const openChange = (next: boolean) => {
    // Each opening starts from everything still unshipped.
    if (next) setQuantities(everything());
    setNothing(false);
    setOpen(next);
  };
  const submit = handleSubmit(async (values) => {
    const lines = unshipped.map((l) => ({ lineId: l.id, quantity: Math.min(quantities[l.id] ?? 0, leftOf(l)) })).filter((l) => l.quantity > 0);
    if (lines.length === 0) {
      setNothing(true);
      return;
    }
    await onShip({ number: order.number, ...values, lines });
    reset();
    setOpen(false);
  });
  const field = 'mt-1 w-full rounded border border-slate-300 px-3 py-2';
  const error = (message?: string) =>
    message ? <span className="text-red-600">{t(message === 'validation.tooLong' ? 'validation.tooLong' : 'validation.required')}</span> : null;
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={primary}>{t('order.ship')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-16 left-1/2 max-h-[85vh] w-[28rem] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-4 font-medium">{t('order.ship')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('order.heading', { number: order.number })}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4">
            <fieldset className="space-y-2 text-sm">
              <legend className="mb-1 font-medium">{t('orderExtra.shipLines')}</legend>
              {unshipped.map((line) => (
                <div key={line.id} className="flex items-center gap-3">
                  <span className="flex-1">
                    {line.title}
                    <span className="block text-xs text-slate-500">
                      {line.sku} · {t('orderExtra.left', { count: leftOf(line) })}
                    </span>
                  </span>
                  <input
                    type="number"
                    min={0}
                    max={leftOf(line)}
                    className="w-20 rounded border border-slate-300 px-2 py-1"
                    aria-label={t('orderExtra.shipQuantity', { title: line.title })}
                    value={quantities[line.id] ?? 0}
                    onChange={(e) => {
                      setNothing(false);
                      setQuantities((q) => ({ ...q, [line.id]: Math.max(0, Math.min(leftOf(line), Math.trunc(Number(e.target.value) || 0))) }));
                    }}
                  />
                </div>
              ))}
              {nothing && (
                <p role="alert" className="text-red-600">
                  {t('orderExtra.nothingChosen')}
                </p>
              )}
            </fieldset>
            <label className="block text-sm">
              <span>{t('order.courier')}</span>
              <input className={field} {...register('expressName')} aria-invalid={Boolean(formState.errors.expressName)} />
              {error(formState.errors.expressName?.message)}
            </label>
            <label className="block text-sm">
              <span>{t('order.trackingNumber')}</span>
              <input className={field} {...register('expressNumber')} aria-invalid={Boolean(formState.errors.expressNumber)} />
              {error(formState.errors.expressNumber?.message)}
            </label>
            <div className="flex justify-end gap-2">
              <Dialog.Close className={button}>{t('order.close')}</Dialog.Close>
              <button type="submit" className={primary} disabled={busy || formState.isSubmitting}>
                {t('order.confirmShip')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
