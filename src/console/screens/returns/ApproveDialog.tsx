/**
 * Approving a request. A refund-only request is refunded at once, and the dialog says so; a
 * return needs the address the goods go back to: one of the merchant's saved addresses (the
 * default chosen first) or another one typed here, which can be saved for next time.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminReturnAddressList, adminReturnAddressSave, adminReturnApprove, ApproveBody, type AdminReturnDetail } from '../../../shared/contracts/returns.ts';
import { call } from '../../api.ts';
import { money } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { ActionDialog, field, FieldError, primary, useActionDialog } from './ActionDialog.tsx';
import type { OnDecided } from './ReturnActions.tsx';
import { ADDRESSES_KEY } from './ReturnAddresses.tsx';
import { refresh } from '../../refresh.ts';

const AddressForm = ApproveBody.shape.returnAddress.unwrap();
type AddressForm = { consignee: string; contactNumber: string; address: string };

export function ApproveDialog({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const dialog = useActionDialog(() => onDecided());
  const refundOnly = request.type === 'refund_only';
  const saved = useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => call(adminReturnAddressList), enabled: dialog.open && !refundOnly });
  const list = saved.data?.list ?? [];
  const [picked, setPicked] = useState<number | 'other' | null>(null);
  const choice = picked ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? (saved.data ? 'other' : null);
  const [keep, setKeep] = useState(true);
  const { register, handleSubmit, formState } = useForm<AddressForm>({
    resolver: zodResolver(AddressForm),
    defaultValues: { consignee: '', contactNumber: '', address: '' },
  });
  const approve = (returnAddress?: AddressForm) => dialog.run(async () => onDecided(await call(adminReturnApprove, { number: request.number, returnAddress })));
  const approveWithTyped = handleSubmit((values) =>
    dialog.run(async () => {
      if (keep) {
        await call(adminReturnAddressSave, { ...values, isDefault: list.length === 0 });
        void refresh(queryClient, ADDRESSES_KEY);
      }
      onDecided(await call(adminReturnApprove, { number: request.number, returnAddress: values }));
    }),
  );

  return (
    <ActionDialog
      state={dialog}
      triggerClass={primary}
      trigger={t('returns.approve.button')}
      title={t('returns.approve.title', { number: request.number })}
      description={refundOnly ? t('returns.approve.refundOnly', { amount: money(request.refundAmount, lang) }) : t('returns.approve.chooseAddress')}
      confirm={refundOnly ? t('returns.approve.confirmRefund') : t('returns.approve.confirm')}
      onSubmit={(e) => {
        e.preventDefault();
        const address = list.find((a) => a.id === choice);
        if (refundOnly) void approve();
        else if (address) void approve({ consignee: address.consignee, contactNumber: address.contactNumber, address: address.address });
        else if (choice === 'other') void approveWithTyped(e);
      }}
    >
      {!refundOnly && (
        <fieldset className="space-y-2 text-sm">
          <legend className="mb-1 font-medium">{t(list.length ? 'returns.approve.savedAddress' : 'returns.detail.returnAddress')}</legend>
          {list.map((a) => (
            <label key={a.id} className="flex items-start gap-2 rounded border border-slate-200 p-2">
              <input type="radio" name="returnAddress" className="mt-1" checked={choice === a.id} onChange={() => setPicked(a.id)} />
              <span>
                {a.consignee} · {a.contactNumber}
                <span className="block text-slate-600">{a.address}</span>
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 rounded border border-slate-200 p-2">
            <input type="radio" name="returnAddress" checked={choice === 'other'} onChange={() => setPicked('other')} />
            {t('returns.approve.otherAddress')}
          </label>
          {choice === 'other' && (
            <div className="space-y-3 pl-6">
              {(['consignee', 'contactNumber', 'address'] as const).map((name) => (
                <div key={name}>
                  <label className="block">
                    <span>{t(`returns.approve.${name}`)}</span>
                    <input className={field} {...register(name)} aria-invalid={Boolean(formState.errors[name])} />
                  </label>
                  <FieldError type={formState.errors[name]?.type} />
                </div>
              ))}
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
                {t('returns.approve.saveAddress')}
              </label>
            </div>
          )}
        </fieldset>
      )}
    </ActionDialog>
  );
}
