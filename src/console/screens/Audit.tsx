/**
 * The audit log: every merchant write, newest first, paged on the server, filtered by who, action,
 * record and dates (all in the URL); a row opens its detail with the changed fields.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { adminAuditList, adminStaffList, type AuditEntry } from '../../shared/contracts/staff.ts';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';
import { usePermitted } from '../me.ts';
import { AuditDetail, labelOr } from './audit/AuditDetail.tsx';

const features = tableFeatures({ rowPaginationFeature });
const column = createColumnHelper<typeof features, AuditEntry>();
const PAGE_SIZE = 25;
const KNOWN_ACTIONS = ['staff.invite', 'staff.accept-invite', 'staff.role', 'staff.disable', 'staff.enable'];
const KNOWN_ENTITIES = ['staff', 'staff_invite', 'order', 'settings'];
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** A day typed in the browser's time zone, as the instant it starts or ends. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));

/** A filter's label above its control (a label wrapping a select or a list of suggestions would take their texts into its name). */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block text-slate-500">
        {label}
      </label>
      {children}
    </div>
  );
}

export default function Audit() {
  const t = useT();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const canListStaff = usePermitted('staff.manage');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actorId = Number(params.get('actor')) || undefined;
  const from = isDay(params.get('from')) ? params.get('from')! : '';
  const to = isDay(params.get('to')) ? params.get('to')! : '';
  const filters = {
    actorId,
    action: params.get('action')?.trim() || undefined,
    entity: params.get('entity')?.trim() || undefined,
    entityId: params.get('entityId')?.trim() || undefined,
    from: from ? dayStart(from) : undefined,
    to: to ? dayEnd(to) : undefined,
  };
  const { data, isError } = useQuery({
    queryKey: ['audit', filters, page, lang],
    queryFn: () => call(adminAuditList, { ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const staff = useQuery({ queryKey: ['staff', lang], queryFn: () => call(adminStaffList), enabled: canListStaff });

  /** Who can be chosen: the staff (for those who may list them) and whoever acted on this page. */
  const actors = new Map<number, string>();
  for (const m of staff.data?.staff ?? []) actors.set(m.id, m.email ?? `${m.firstName} ${m.lastName}`.trim());
  for (const row of data?.list ?? []) if (row.actorId && !actors.has(row.actorId)) actors.set(row.actorId, row.actorEmail);
  if (actorId && !actors.has(actorId)) actors.set(actorId, `#${actorId}`);

  function update(changes: Record<string, string | undefined>) {
    setParams(updateParams(params, changes));
  }

  const columns = column.columns([
    column.accessor('at', { header: () => t('audit.col.at'), cell: (c) => dateTime(c.getValue(), lang) }),
    column.accessor('actorEmail', {
      header: () => t('audit.col.actor'),
      cell: ({ row }) => (
        <>
          {row.original.actorEmail || t('audit.system')}
          {row.original.actorRole && <span className="ml-1 text-xs text-slate-500">({labelOr(t, `staff.roles.${row.original.actorRole}`, row.original.actorRole)})</span>}
        </>
      ),
    }),
    column.accessor('action', { header: () => t('audit.col.action'), cell: (c) => labelOr(t, `audit.actions.${c.getValue()}`, c.getValue()) }),
    column.accessor('entity', {
      header: () => t('audit.col.entity'),
      cell: ({ row }) => `${labelOr(t, `audit.entities.${row.original.entity}`, row.original.entity)} ${row.original.entityId}`.trim(),
    }),
    column.display({
      id: 'details',
      header: () => t('audit.col.details'),
      cell: ({ row }) => (
        <button type="button" className={input} aria-label={t('audit.viewEntry', { id: row.original.id })} onClick={() => setOpen(row.original)}>
          {t('audit.view')}
        </button>
      ),
    }),
  ]);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useTable({
    features,
    columns,
    data: data?.list ?? [],
    getRowId: (row) => String(row.id),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('audit.heading')}</h1>
      <form
        role="search"
        aria-label={t('audit.filter')}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
          update({ action: text('action'), entity: text('entity'), entityId: text('entityId') });
        }}
      >
        <Filter id="audit-who" label={t('audit.who')}>
          <select id="audit-who" className={input} value={actorId ?? ''} onChange={(e) => update({ actor: e.target.value || undefined })}>
            <option value="">{t('audit.anyone')}</option>
            {[...actors].map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="audit-action" label={t('audit.action')}>
          <input
            id="audit-action"
            key={`a${filters.action ?? ''}`}
            name="action"
            list="audit-actions"
            className={input}
            defaultValue={filters.action ?? ''}
            maxLength={80}
          />
          <datalist id="audit-actions">
            {KNOWN_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {labelOr(t, `audit.actions.${a}`, a)}
              </option>
            ))}
          </datalist>
        </Filter>
        <Filter id="audit-entity" label={t('audit.entity')}>
          <input
            id="audit-entity"
            key={`e${filters.entity ?? ''}`}
            name="entity"
            list="audit-entities"
            className={input}
            defaultValue={filters.entity ?? ''}
            maxLength={80}
          />
          <datalist id="audit-entities">
            {KNOWN_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {labelOr(t, `audit.entities.${e}`, e)}
              </option>
            ))}
          </datalist>
        </Filter>
        <Filter id="audit-entity-id" label={t('audit.entityId')}>
          <input
            id="audit-entity-id"
            key={`i${filters.entityId ?? ''}`}
            name="entityId"
            className={`${input} w-32`}
            defaultValue={filters.entityId ?? ''}
            maxLength={80}
          />
        </Filter>
        <Filter id="audit-from" label={t('audit.from')}>
          <input id="audit-from" type="date" className={input} value={from} onChange={(e) => update({ from: e.target.value || undefined })} />
        </Filter>
        <Filter id="audit-to" label={t('audit.to')}>
          <input id="audit-to" type="date" className={input} value={to} onChange={(e) => update({ to: e.target.value || undefined })} />
        </Filter>
        <button type="submit" className={input}>
          {t('audit.filter')}
        </button>
        {params.size > 0 && (
          <button type="button" className={input} onClick={() => setParams(new URLSearchParams())}>
            {t('audit.clear')}
          </button>
        )}
      </form>
      {isError && <p role="alert">{t('failed')}</p>}
      <DataTable table={table} empty={data ? t('audit.empty') : null} label={t('audit.heading')} />
      <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
      <AuditDetail entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}
