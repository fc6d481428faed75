/** The merchant's saved return addresses: the list (the default marked), making one the default, removing one, adding one. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  adminReturnAddressDelete,
  adminReturnAddressList,
  adminReturnAddressSave,
  ReturnAddressSaveBody,
  type SavedReturnAddress,
} from '../../../shared/contracts/returns.ts';
import { call, ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { button, field, FieldError, primary } from './ActionDialog.tsx';
import { refresh } from '../../refresh.ts';

export const ADDRESSES_KEY = ['return-addresses'];
const AddressForm = ReturnAddressSaveBody.pick({ consignee: true, contactNumber: true, address: true });
type AddressForm = { consignee: string; contactNumber: string; address: string };

export function ReturnAddresses() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => call(adminReturnAddressList), enabled: open });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onMutate: () => setFailure(null),
    onSuccess: () => void refresh(queryClient, ADDRESSES_KEY),
    onError: (err) => setFailure(err instanceof ConsoleApiError && err.message ? err.message : t('failed')),
  });
  const { register, handleSubmit, formState, reset } = useForm<AddressForm>({
    resolver: zodResolver(AddressForm),
    defaultValues: { consignee: '', contactNumber: '', address: '' },
  });
  const add = handleSubmit((values) =>
    change
      .mutateAsync(() => call(adminReturnAddressSave, values))
      .then(
        () => reset(),
        () => undefined,
      ),
  );
  const makeDefault = (a: SavedReturnAddress) => change.mutate(() => call(adminReturnAddressSave, { ...a, isDefault: true }));

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={button}>{t('returns.addresses.button')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-16 left-1/2 max-h-[85vh] w-[36rem] max-w-[95vw] -translate-x-1/2 space-y-4 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="font-medium">{t('returns.addresses.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{t('returns.addresses.body')}</Dialog.Description>
          {data && data.list.length === 0 && <p className="text-sm text-slate-500">{t('returns.addresses.empty')}</p>}
          <ul className="space-y-2 text-sm">
            {data?.list.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2 rounded border border-slate-200 p-2">
                <span className="flex-1">
                  {a.consignee} · {a.contactNumber}
                  <span className="block text-slate-600">{a.address}</span>
                </span>
                {a.isDefault ? (
                  <span className="rounded bg-slate-100 px-2 py-1 text-xs">{t('returns.addresses.default')}</span>
                ) : (
                  <button type="button" className={button} disabled={change.isPending} onClick={() => makeDefault(a)}>
                    {t('returns.addresses.makeDefault')}
                  </button>
                )}
                <button type="button" className={button} disabled={change.isPending} onClick={() => change.mutate(() => call(adminReturnAddressDelete, { id: a.id }))}>
                  {t('returns.addresses.remove')}
                </button>
              </li>
            ))}
          </ul>
          <form noValidate onSubmit={(e) => void add(e)} className="space-y-3 text-sm">
            <h3 className="font-medium">{t('returns.addresses.add')}</h3>
            {(['consignee', 'contactNumber', 'address'] as const).map((name) => (
              <div key={name}>
                <label className="block">
                  <span>{t(`returns.approve.${name}`)}</span>
                  <input className={field} {...register(name)} aria-invalid={Boolean(formState.errors[name])} />
                </label>
                <FieldError type={formState.errors[name]?.type} />
              </div>
            ))}
            {failure && (
              <p role="alert" className="text-red-600">
                {failure}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className={button}>
                {t('returns.close')}
              </Dialog.Close>
              <button type="submit" className={primary} disabled={change.isPending}>
                {t('returns.addresses.add')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
