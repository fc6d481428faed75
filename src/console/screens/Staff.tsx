/**
 * The staff: members (name, e-mail, role, status) with their role chosen in place and disabling
 * or enabling after a confirmation, the invitations still waiting, and "Invite staff". Nobody
 * changes their own role or disables themselves (the server refuses it too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { adminStaffDisable, adminStaffEnable, adminStaffList, adminStaffRole, STAFF_ROLES, type StaffMember, type StaffRole } from '../../shared/contracts/staff.ts';
import { call, ConsoleApiError } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { useMe } from '../me.ts';
import { ConfirmToggle } from './staff/ConfirmToggle.tsx';
import { InviteDialog } from './staff/InviteDialog.tsx';
import { refresh } from '../refresh.ts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffMember>();
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:bg-slate-50 disabled:text-slate-500';

export const STAFF_KEY = ['staff'] as const;
const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`.trim();

type Change = { kind: 'role'; member: StaffMember; role: StaffRole } | { kind: 'disable' | 'enable'; member: StaffMember };

export default function Staff() {
  const t = useT();
  const { lang } = useLang();
  const me = useMe();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, isError } = useQuery({ queryKey: [...STAFF_KEY, lang], queryFn: () => call(adminStaffList) });
  const selfId = me.data?.member.id;
  const shown = (member: StaffMember) => nameOf(member) || member.email || String(member.id);

  const change = useMutation({
    mutationFn: (c: Change) =>
      c.kind === 'role'
        ? call(adminStaffRole, { id: c.member.id, role: c.role })
        : call(c.kind === 'disable' ? adminStaffDisable : adminStaffEnable, { id: c.member.id }),
    onMutate: () => setNotice(null),
    onSuccess: (member, c) => {
      queryClient.setQueryData([...STAFF_KEY, lang], (list: typeof data) => list && { ...list, staff: list.staff.map((m) => (m.id === member.id ? member : m)) });
      const name = shown(member);
      const text =
        c.kind === 'role'
          ? t('staff.roleSaved', { name, role: t(`staff.roles.${member.role}`) })
          : t(c.kind === 'disable' ? 'staff.disabledDone' : 'staff.enabledDone', { name });
      setNotice({ ok: true, text });
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
    onSettled: () => {
      void refresh(queryClient, STAFF_KEY);
      void refresh(queryClient, ['audit']);
    },
  });

  const columns = column.columns([
    column.display({
      id: 'name',
      header: () => t('staff.col.name'),
      cell: ({ row }) => (
        <>
          {nameOf(row.original) || <span className="text-slate-500">{t('staff.noName')}</span>}
          {row.original.id === selfId && <span className="ml-1 text-slate-500">{t('staff.you')}</span>}
        </>
      ),
    }),
    column.accessor('email', { header: () => t('staff.col.email'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('role', {
      header: () => t('staff.col.role'),
      cell: ({ row }) => {
        const member = row.original;
        const self = member.id === selfId;
        return (
          <select
            className={input}
            aria-label={t('staff.roleOf', { name: shown(member) })}
            title={self ? t('staff.selfHint') : undefined}
            value={member.role}
            disabled={self || change.isPending}
            onChange={(e) => change.mutate({ kind: 'role', member, role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </select>
        );
      },
    }),
    column.accessor('disabled', {
      header: () => t('staff.col.status'),
      cell: (c) => (c.getValue() ? <span className="text-red-700">{t('staff.disabled')}</span> : t('staff.active')),
    }),
    column.display({
      id: 'actions',
      header: () => t('staff.col.actions'),
      cell: ({ row }) =>
        row.original.id === selfId ? (
          <span className="text-xs text-slate-500">{t('staff.selfHint')}</span>
        ) : (
          <ConfirmToggle
            member={row.original}
            name={shown(row.original)}
            busy={change.isPending}
            onConfirm={() => change.mutate({ kind: row.original.disabled ? 'enable' : 'disable', member: row.original })}
          />
        ),
    }),
  ]);
  const table = useTable({ features, columns, data: data?.staff ?? [], getRowId: (row) => String(row.id) });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('staff.heading')}</h1>
        <div className="ml-auto">
          <InviteDialog
            onInvited={(invite) => {
              setNotice({ ok: true, text: t('staff.invited', { email: invite.email }) });
              void refresh(queryClient, STAFF_KEY);
              void refresh(queryClient, ['audit']);
            }}
          />
        </div>
      </div>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={`text-sm ${notice.ok ? 'text-green-700' : 'text-red-600'}`}>
          {notice.text}
        </p>
      )}
      {isError && <p role="alert">{t('failed')}</p>}
      {!data && !isError && <p>{t('loading')}</p>}
      <section aria-labelledby="staff-members" className="space-y-2">
        <h2 id="staff-members" className="font-medium">
          {t('staff.members')}
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-labelledby="staff-members">
            <thead className="bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} className="px-3 py-2 font-medium">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="staff-invites" className="space-y-2">
        <h2 id="staff-invites" className="font-medium">
          {t('staff.invitations')}
        </h2>
        {data && data.invites.length === 0 ? (
          <p className="text-sm text-slate-500">{t('staff.noInvitations')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" aria-labelledby="staff-invites">
              <thead className="bg-slate-50">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('staff.col.email')}</th>
                  <th className="px-3 py-2 font-medium">{t('staff.col.role')}</th>
                  <th className="px-3 py-2 font-medium">{t('staff.col.sent')}</th>
                  <th className="px-3 py-2 font-medium">{t('staff.col.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.invites.map((invite) => (
                  <tr key={invite.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">{invite.email}</td>
                    <td className="px-3 py-2">{t(`staff.roles.${invite.role}`)}</td>
                    <td className="px-3 py-2">{dateTime(invite.createdAt, lang)}</td>
                    <td className="px-3 py-2">{dateTime(invite.expiresAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
