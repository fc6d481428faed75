/** One audit row in a dialog: who did what and when, and each changed field before and after. */
import { Dialog } from 'radix-ui';
import { isStaffRole, type AuditEntry } from '../../../shared/contracts/staff.ts';
import { dateTime } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { changedFields } from './diff.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A catalogue text if there is one, else the raw value (actions and fields the console has no name for yet). */
export function labelOr(t: (key: string) => string, key: string, raw: string): string {
  const text = t(key);
  return text === key ? raw : text;
}

export function AuditDetail({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  const t = useT();
  const { lang } = useLang();

  function show(field: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return t('audit.detail.nothing');
    if (typeof value === 'boolean') return t(value ? 'audit.detail.yes' : 'audit.detail.no');
    if (field === 'role' && isStaffRole(value)) return t(`staff.roles.${value}`);
    if (typeof value === 'string') return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? dateTime(value, lang) : value;
    if (typeof value === 'number') return String(value);
    return JSON.stringify(value, null, 1);
  }

  const changes = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <Dialog.Root open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-16 left-1/2 max-h-[80vh] w-[40rem] max-w-[95vw] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          {entry && (
            <>
              <Dialog.Title className="mb-1 font-medium">{t('audit.detail.title', { id: entry.id })}</Dialog.Title>
              <Dialog.Description className="mb-4 text-sm text-slate-600">
                {labelOr(t, `audit.actions.${entry.action}`, entry.action)} · {entry.actorEmail || t('audit.system')} · {dateTime(entry.at, lang)}
              </Dialog.Description>
              {changes.length === 0 ? (
                <p className="text-sm text-slate-500">{t('audit.detail.unchanged')}</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50">
                    <tr>
                      <th className="px-2 py-1 font-medium">{t('audit.detail.field')}</th>
                      <th className="px-2 py-1 font-medium">{t('audit.detail.before')}</th>
                      <th className="px-2 py-1 font-medium">{t('audit.detail.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((c) => (
                      <tr key={c.field} className="border-t border-slate-100 align-top">
                        <th scope="row" className="px-2 py-1 font-normal text-slate-600">
                          {labelOr(t, `audit.fields.${c.field}`, c.field)}
                        </th>
                        <td className="px-2 py-1 break-all whitespace-pre-wrap">
                          <del className="bg-red-50 text-red-800 no-underline">{show(c.field, c.before)}</del>
                        </td>
                        <td className="px-2 py-1 break-all whitespace-pre-wrap">
                          <ins className="bg-green-50 text-green-800 no-underline">{show(c.field, c.after)}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <div className="mt-4 flex justify-end">
                <Dialog.Close className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100">{t('audit.detail.close')}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
