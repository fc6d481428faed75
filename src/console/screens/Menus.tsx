/**
 * The storefront's navigation menus: the header's (links, each with an optional sub-menu) and the
 * footer's (columns of links). Items are edited in the shop's four languages, link to a category,
 * collection, tag (chosen from the shop's tags), page, article or an address, nest one level, and are reordered by dragging their
 * handle (mouse or keyboard: space, arrows, space) or by the buttons beside them. Nothing reaches
 * the storefront until the menu is saved; the next storefront page then shows it.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminMenuGet,
  adminMenuSave,
  adminMenuTargets,
  MENU_NAMES,
  type AdminMenu,
  type LinkChoice,
  type MenuEntryInput,
  type MenuLink,
  type MenuName,
} from '../../shared/contracts/content-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';
import { ErrorNote, TextsField, type Texts } from './taxonomy/TextsField.tsx';

interface Row {
  key: string;
  depth: 0 | 1;
  label: Texts;
  link: MenuLink | null;
}

/** The link kinds offered for a new link; a stored link of another kind keeps its own. */
const OFFERED = ['category', 'collection', 'tag', 'page', 'article', 'url'] as const;
const small = 'rounded border border-slate-300 px-1.5 py-0.5 text-xs';
const input = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

function toRows(menu: AdminMenu): Row[] {
  return menu.items.flatMap((item) => [
    { key: newKey(), depth: 0 as const, label: item.label, link: item.link },
    ...item.children.map((child) => ({ key: newKey(), depth: 1 as const, label: child.label, link: child.link })),
  ]);
}

function toItems(menu: MenuName, rows: Row[]): MenuEntryInput[] {
  const items: MenuEntryInput[] = [];
  for (const row of rows) {
    const parent = items.at(-1);
    if (row.depth === 1 && parent) parent.children!.push({ label: row.label, link: row.link as MenuLink });
    else items.push({ label: row.label, link: menu === 'footer' ? null : row.link, children: [] });
  }
  return items;
}

/** A top-level row moves with its sub-items. */
function blockOf(rows: Row[], index: number): number {
  if (rows[index].depth === 1) return 1;
  let end = index + 1;
  while (end < rows.length && rows[end].depth === 1) end++;
  return end - index;
}

function moveBlock(rows: Row[], from: number, to: number): Row[] {
  const size = blockOf(rows, from);
  const block = rows.slice(from, from + size);
  const rest = [...rows.slice(0, from), ...rows.slice(from + size)];
  const at = to > from ? Math.min(rest.length, to - size + 1) : to;
  const next = [...rest.slice(0, at), ...block, ...rest.slice(at)];
  return next.map((row, i) => (i === 0 && row.depth === 1 ? { ...row, depth: 0 } : row));
}

export default function Menus() {
  const t = useT();
  const [menu, setMenu] = useState<MenuName>('header');
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('menus.heading')}</h1>
      <div role="tablist" aria-label={t('menus.heading')} className="flex gap-2">
        {MENU_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={menu === name}
            className="rounded px-3 py-1.5 text-sm aria-selected:bg-slate-900 aria-selected:text-white"
            onClick={() => setMenu(name)}
          >
            {t(`menus.names.${name}`)}
          </button>
        ))}
      </div>
      <MenuEditor key={menu} menu={menu} />
    </div>
  );
}

function MenuEditor({ menu }: { menu: MenuName }) {
  const t = useT();
  const loaded = useQuery({ queryKey: ['menu', menu], queryFn: () => call(adminMenuGet, { menu }) });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (!loaded.data) return <p>{t('loading')}</p>;
  return <MenuRows menu={menu} initial={loaded.data} />;
}

function MenuRows({ menu, initial }: { menu: MenuName; initial: AdminMenu }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('content.write');
  const key = ['menu', menu];
  const targets = useQuery({ queryKey: ['menu-targets'], queryFn: () => call(adminMenuTargets) });
  const [rows, setRows] = useState<Row[]>(() => toRows(initial));
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (list: Row[]) => call(adminMenuSave, { menu, items: toItems(menu, list) }),
    onMutate: () => setNotice(null),
    onSuccess: (saved) => {
      setRows(toRows(saved));
      setEditing(null);
      setNotice(t('menus.saved'));
      void refresh(queryClient, key);
    },
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (row: Row) => row.label[lang] || row.label.en || t('menus.untitled');
  const update = (next: Row[]) => {
    setNotice(null);
    setRows(next);
  };
  const patch = (rowKey: string, change: Partial<Row>) => update(rows.map((r) => (r.key === rowKey ? { ...r, ...change } : r)));
  const indexOf = (id: UniqueIdentifier | undefined) => rows.findIndex((r) => r.key === id);
  const moves = {
    up(i: number) {
      if (rows[i].depth === 1) {
        if (i > 0 && rows[i - 1].depth === 1) update(moveBlock(rows, i, i - 1));
        return;
      }
      let j = i - 1;
      while (j > 0 && rows[j].depth === 1) j--;
      if (j >= 0) update(moveBlock(rows, i, j));
    },
    down(i: number) {
      const size = blockOf(rows, i);
      if (rows[i].depth === 1) {
        if (rows[i + 1]?.depth === 1) update(moveBlock(rows, i, i + 1));
        return;
      }
      const after = i + size;
      if (after < rows.length) update(moveBlock(rows, i, after + blockOf(rows, after) - 1));
    },
    indent(i: number) {
      if (i > 0 && rows[i].depth === 0 && blockOf(rows, i) === 1) patch(rows[i].key, { depth: 1, link: rows[i].link ?? firstLink(targets.data?.list) });
    },
    outdent(i: number) {
      if (rows[i].depth !== 1) return;
      // It leaves its parent's sub-menu: it goes after the parent's last sub-item.
      let end = i + 1;
      while (end < rows.length && rows[end].depth === 1) end++;
      const row = { ...rows[i], depth: 0 as const };
      const rest = [...rows.slice(0, i), ...rows.slice(i + 1)];
      update([...rest.slice(0, end - 1), row, ...rest.slice(end - 1)]);
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    update(moveBlock(rows, indexOf(active.id), indexOf(over.id)));
  };
  const named = (id: UniqueIdentifier | undefined) => {
    const row = rows[indexOf(id)];
    return row ? labelOf(row) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menus.picked', { name: named(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('menus.over', { name: named(active.id), over: named(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('menus.dropped', { name: named(active.id), over: named(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('menus.cancelled', { name: named(active.id) }),
  };
  const add = (afterIndex: number | null) => {
    const row: Row = {
      key: newKey(),
      depth: afterIndex === null ? 0 : 1,
      label: {},
      link: afterIndex === null && menu === 'footer' ? null : firstLink(targets.data?.list),
    };
    if (afterIndex === null) update([...rows, row]);
    else {
      const end = afterIndex + blockOf(rows, afterIndex);
      update([...rows.slice(0, end), row, ...rows.slice(end)]);
    }
    setEditing(row.key);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t(`menus.hint.${menu}`)}</p>
      <ErrorNote error={save.error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('menus.dragHint') } }}
      >
        <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={t(`menus.names.${menu}`)}>
            {rows.map((row, i) => (
              <MenuRow
                key={row.key}
                row={row}
                name={labelOf(row)}
                column={menu === 'footer' && row.depth === 0}
                canWrite={canWrite}
                editing={editing === row.key}
                choices={targets.data?.list ?? []}
                onEdit={() => setEditing(editing === row.key ? null : row.key)}
                onChange={(change) => patch(row.key, change)}
                onAddChild={() => add(i)}
                onRemove={() => update(rows.filter((_, j) => j < i || j >= i + blockOf(rows, i)))}
                onMove={(how) => moves[how](i)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {rows.length === 0 && <p className="text-slate-500">{t('menus.empty')}</p>}
      {canWrite && (
        <div className="flex gap-2">
          <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm" onClick={() => add(null)}>
            {t(menu === 'footer' ? 'menus.addColumn' : 'menus.addItem')}
          </button>
          <button
            type="button"
            className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50"
            disabled={save.isPending}
            onClick={() => save.mutate(rows)}
          >
            {save.isPending ? t('menus.saving') : t('menus.save')}
          </button>
        </div>
      )}
    </div>
  );
}

function firstLink(choices: LinkChoice[] | undefined): MenuLink {
  const first = choices?.find((c) => c.type === 'category');
  return first ? { type: 'category', slug: first.slug } : { type: 'url', url: 'https://' };
}

function MenuRow(props: {
  row: Row;
  name: string;
  column: boolean;
  canWrite: boolean;
  editing: boolean;
  choices: LinkChoice[];
  onEdit(): void;
  onChange(change: Partial<Row>): void;
  onAddChild(): void;
  onRemove(): void;
  onMove(how: 'up' | 'down' | 'indent' | 'outdent'): void;
}) {
  const t = useT();
  const { lang } = useLang();
  const { row, name } = props;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: row.key, disabled: !props.canWrite });
  const target = row.link ? linkText(row.link, props.choices, lang, t) : '';
  return (
    <li
      ref={setNodeRef}
      data-depth={row.depth}
      style={{ transform: CSS.Transform.toString(transform), transition, paddingLeft: `${row.depth * 2 + 0.75}rem` }}
      className="bg-white py-2 pr-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        {props.canWrite && (
          <button type="button" className="cursor-grab px-1 text-slate-500" aria-label={t('menus.handle', { name })} {...attributes} {...listeners}>
            ⠿
          </button>
        )}
        <span className="font-medium">{name}</span>
        <span className="text-xs text-slate-500">{props.column ? t('menus.column') : target}</span>
        {props.canWrite && (
          <span className="ml-auto flex flex-wrap gap-1">
            <button type="button" className={small} aria-label={t('menus.up', { name })} onClick={() => props.onMove('up')}>
              ↑
            </button>
            <button type="button" className={small} aria-label={t('menus.down', { name })} onClick={() => props.onMove('down')}>
              ↓
            </button>
            <button type="button" className={small} aria-label={t('menus.indent', { name })} onClick={() => props.onMove('indent')}>
              →
            </button>
            <button type="button" className={small} aria-label={t('menus.outdent', { name })} onClick={() => props.onMove('outdent')}>
              ←
            </button>
            {row.depth === 0 && (
              <button type="button" className={small} onClick={props.onAddChild}>
                {t('menus.addChild')}
              </button>
            )}
            <button type="button" className={small} aria-expanded={props.editing} onClick={props.onEdit}>
              {t('menus.edit')}
            </button>
            <button type="button" className={small} onClick={props.onRemove}>
              {t('menus.remove')}
            </button>
          </span>
        )}
      </div>
      {props.editing && (
        <div className="mt-2 space-y-2 rounded border border-slate-200 p-3">
          <TextsField label={t('menus.label')} value={row.label} onChange={(label) => props.onChange({ label })} />
          {!props.column && <LinkField link={row.link} choices={props.choices} onChange={(link) => props.onChange({ link })} />}
        </div>
      )}
    </li>
  );
}

function linkText(link: MenuLink, choices: LinkChoice[], lang: string, t: (key: string, vars?: Record<string, string | number>) => string): string {
  if (link.type === 'url') return link.url;
  if ('slug' in link) {
    const choice = choices.find((c) => c.type === link.type && c.slug === link.slug);
    return `${t(`menus.kinds.${link.type}`)}: ${choice ? choice.name[lang] || choice.name.en : link.slug}`;
  }
  return t(`menus.kinds.${link.type}`);
}

function LinkField({ link, choices, onChange }: { link: MenuLink | null; choices: LinkChoice[]; onChange(link: MenuLink): void }) {
  const t = useT();
  const { lang } = useLang();
  const type = link?.type ?? 'category';
  const kinds: string[] = (OFFERED as readonly string[]).includes(type) ? [...OFFERED] : [...OFFERED, type];
  const options = choices.filter((c) => c.type === type);
  const choose = (next: string) => {
    if (next === 'url') return onChange({ type: 'url', url: 'https://' });
    const first = choices.find((c) => c.type === next);
    onChange({ type: next as 'category', slug: first?.slug ?? '' });
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        {t('menus.linkTo')}
        <select className={`${input} block`} aria-label={t('menus.linkTo')} value={type} onChange={(e) => choose(e.target.value)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`menus.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {link?.type === 'url' ? (
        <label className="text-sm">
          {t('menus.url')}
          <input className={`${input} block w-80`} aria-label={t('menus.url')} value={link.url} onChange={(e) => onChange({ type: 'url', url: e.target.value })} />
        </label>
      ) : link && 'slug' in link ? (
        <label className="text-sm">
          {t(`menus.kinds.${link.type}`)}
          <select className={`${input} block`} aria-label={t(`menus.kinds.${link.type}`)} value={link.slug} onChange={(e) => onChange({ ...link, slug: e.target.value })}>
            {!options.some((c) => c.slug === link.slug) && <option value={link.slug}>{link.slug}</option>}
            {options.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name[lang] || c.name.en || c.slug}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
