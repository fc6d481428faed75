/** Disable or enable a member, after a confirmation that says what it does. */
import { AlertDialog } from 'radix-ui';
import type { StaffMember } from '../../../shared/contracts/staff.ts';
import { useT } from '../../i18n.ts';

const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';

export function ConfirmToggle({ member, name, busy, onConfirm }: { member: StaffMember; name: string; busy: boolean; onConfirm(): void }) {
  const t = useT();
  const verb = member.disabled ? 'enable' : 'disable';
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={button} disabled={busy}>
        {t(`staff.${verb}`)}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-black/30" />
        <AlertDialog.Content className="fixed top-1/3 left-1/2 w-96 -translate-x-1/2 space-y-4 rounded-lg bg-white p-6 shadow-lg">
          <AlertDialog.Title className="font-medium">{t(`staff.${verb}Title`, { name })}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm">{t(`staff.${verb}Body`)}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={button}>{t('staff.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={primary} onClick={onConfirm}>
              {t(`staff.${verb}`)}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
