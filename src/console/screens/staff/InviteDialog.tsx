/** "Invite staff": an e-mail address and a role, checked with the call's own contract; the server's refusal is shown at its field. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminStaffInvite, InviteBody, STAFF_ROLES, type StaffInvite } from '../../../shared/contracts/staff.ts';
import { call, ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { fieldMessage } from './errors.ts';

type InviteForm = z.input<typeof InviteBody>;
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
const field = 'mt-1 w-full rounded border border-slate-300 px-3 py-2';

export function InviteDialog({ onInvited }: { onInvited(invite: StaffInvite): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<InviteForm, unknown, z.output<typeof InviteBody>>({
    resolver: zodResolver(InviteBody),
    defaultValues: { email: '', role: '' as InviteForm['role'] },
  });
  const invite = useMutation({ mutationFn: (values: z.output<typeof InviteBody>) => call(adminStaffInvite, values) });

  const submit = handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      reset();
      setOpen(false);
      onInvited(sent);
    } catch (err) {
      const message = err instanceof ConsoleApiError && err.message ? err.message : t('failed');
      const at = err instanceof ConsoleApiError && (err.data as { field?: string } | null)?.field;
      setError(at === 'email' || at === 'role' ? at : 'root', { type: 'server', message });
    }
  });
  const error = (name: 'email' | 'role') => {
    const text = fieldMessage(t, formState.errors[name]?.message, formState.errors[name]?.type);
    return text ? (
      <span id={`invite-${name}-error`} className="text-red-600">
        {text}
      </span>
    ) : null;
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger className={primary}>{t('staff.invite')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-1/4 left-1/2 w-96 -translate-x-1/2 rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-2 font-medium">{t('staff.invite')}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{t('staff.inviteIntro')}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <div className="text-sm">
              <label htmlFor="invite-email">{t('staff.email')}</label>
              <input
                id="invite-email"
                type="email"
                autoComplete="off"
                className={field}
                {...register('email')}
                aria-invalid={Boolean(formState.errors.email)}
                aria-describedby={formState.errors.email ? 'invite-email-error' : undefined}
              />
              {error('email')}
            </div>
            <div className="text-sm">
              <label htmlFor="invite-role">{t('staff.role')}</label>
              <select
                id="invite-role"
                className={field}
                {...register('role')}
                aria-invalid={Boolean(formState.errors.role)}
                aria-describedby={formState.errors.role ? 'invite-role-error' : undefined}
              >
                <option value="">{t('staff.chooseRole')}</option>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`staff.roles.${role}`)}
                  </option>
                ))}
              </select>
              {error('role')}
            </div>
            {formState.errors.root && (
              <p role="alert" className="text-sm text-red-600">
                {formState.errors.root.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={button}>{t('staff.cancel')}</Dialog.Close>
              <button type="submit" className={primary} disabled={formState.isSubmitting}>
                {t('staff.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
