/**
 * The merchant's decisions on a request, each behind a confirmation dialog: shown only when the
 * request's state allows it (the server says which) and the member's role has the permission.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminReturnEnd, adminReturnReceive, adminReturnRefund, adminReturnRefuse, RefuseBody, type AdminReturnDetail } from '../../../shared/contracts/returns.ts';
import { call } from '../../api.ts';
import { money } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { usePermitted } from '../../me.ts';
import { ActionDialog, field, FieldError, primary, useActionDialog } from './ActionDialog.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';

/** Called with the request as the server answers it after a decision; without it when the request should be asked for again. */
export type OnDecided = (updated?: AdminReturnDetail) => void;

export function ReturnActions({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const decide = usePermitted('returns.decide');
  const receive = usePermitted('returns.receive');
  const can = (action: AdminReturnDetail['staffActions'][number]) => request.staffActions.includes(action);
  return (
    <div className="flex flex-wrap gap-2">
      {decide && can('approve') && <ApproveDialog request={request} onDecided={onDecided} />}
      {decide && can('refuse') && <RefuseDialog request={request} onDecided={onDecided} />}
      {receive && can('receive_goods') && <ReceiveDialog request={request} onDecided={onDecided} />}
      {decide && can('refund') && <RefundDialog request={request} onDecided={onDecided} />}
      {decide && can('end') && <EndDialog request={request} onDecided={onDecided} />}
    </div>
  );
}

const RefuseForm = RefuseBody.pick({ reason: true });

function RefuseDialog({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const t = useT();
  const dialog = useActionDialog(() => onDecided());
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ resolver: zodResolver(RefuseForm), defaultValues: { reason: '' } });
  return (
    <ActionDialog
      state={dialog}
      trigger={t('returns.refuse.button')}
      title={t('returns.refuse.title', { number: request.number })}
      description={t('returns.refuse.body')}
      confirm={t('returns.refuse.confirm')}
      onSubmit={(e) => void handleSubmit((values) => dialog.run(async () => onDecided(await call(adminReturnRefuse, { number: request.number, ...values }))))(e)}
    >
      <div className="text-sm">
        <label className="block">
          <span>{t('returns.refuse.reason')}</span>
          <textarea rows={4} className={field} {...register('reason')} aria-invalid={Boolean(formState.errors.reason)} />
        </label>
        <FieldError type={formState.errors.reason?.type} />
      </div>
    </ActionDialog>
  );
}

function ReceiveDialog({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const t = useT();
  const dialog = useActionDialog(() => onDecided());
  const [restock, setRestock] = useState<Record<number, boolean>>(() => Object.fromEntries(request.lines.map((l) => [l.lineId, request.restockByDefault])));
  return (
    <ActionDialog
      state={dialog}
      triggerClass={primary}
      trigger={t('returns.receive.button')}
      title={t('returns.receive.title', { number: request.number })}
      description={t('returns.receive.body')}
      confirm={t('returns.receive.confirm')}
      onSubmit={(e) => {
        e.preventDefault();
        const lines = request.lines.map((l) => ({ lineId: l.lineId, restock: restock[l.lineId] ?? request.restockByDefault }));
        void dialog.run(async () => onDecided(await call(adminReturnReceive, { number: request.number, restock: lines })));
      }}
    >
      <ul className="space-y-2 text-sm">
        {request.lines.map((l) => (
          <li key={l.lineId} className="flex items-center justify-between gap-3 rounded border border-slate-200 p-2">
            <span>
              {l.title} × {l.quantity}
              <span className="block text-xs text-slate-500">{l.sku}</span>
            </span>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={restock[l.lineId] ?? false} onChange={(e) => setRestock((r) => ({ ...r, [l.lineId]: e.target.checked }))} />
              {t('returns.receive.restock')}
            </label>
          </li>
        ))}
      </ul>
    </ActionDialog>
  );
}

function RefundDialog({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const t = useT();
  const { lang } = useLang();
  const dialog = useActionDialog(() => onDecided());
  const [reference, setReference] = useState('');
  return (
    <ActionDialog
      state={dialog}
      triggerClass={primary}
      trigger={t('returns.refundAction.button')}
      title={t('returns.refundAction.title', { number: request.number })}
      description={t('returns.refundAction.body', { amount: money(request.refundAmount, lang) })}
      confirm={t('returns.refundAction.confirm')}
      onSubmit={(e) => {
        e.preventDefault();
        void dialog.run(async () => onDecided(await call(adminReturnRefund, { number: request.number, reference: reference.trim() || undefined })));
      }}
    >
      <label className="block text-sm">
        <span>{t('returns.refundAction.reference')}</span>
        <input className={field} value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
      </label>
    </ActionDialog>
  );
}

function EndDialog({ request, onDecided }: { request: AdminReturnDetail; onDecided: OnDecided }) {
  const t = useT();
  const dialog = useActionDialog(() => onDecided());
  return (
    <ActionDialog
      state={dialog}
      trigger={t('returns.end.button')}
      title={t('returns.end.title', { number: request.number })}
      description={t('returns.end.body')}
      confirm={t('returns.end.confirm')}
      onSubmit={(e) => {
        e.preventDefault();
        void dialog.run(async () => onDecided(await call(adminReturnEnd, { number: request.number })));
      }}
    />
  );
}
