/**
 * The category tree: categories in order, indented under their parents. A category moves by
 * dragging its handle (mouse or keyboard) onto another's place, which makes it that category's
 * sibling there, or by the buttons beside it (up, down, under the one above, out of its parent).
 * Each move saves the tree at once; the server refuses one that would make a cycle.
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
  adminCategoryArrange,
  adminCategoryDelete,
  adminCategorySave,
  adminCategoryTree,
  MAX_CATEGORIES,
  type AdminCategory,
  type CategorySaveBody,
} from '../../shared/contracts/taxonomy-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { CategoryForm } from './taxonomy/CategoryForm.tsx';
import { ErrorNote } from './taxonomy/TextsField.tsx';
import { refresh } from '../refresh.ts';

const KEY = ['category-tree'];
type Move = { id: number; parentId: number | null; position: number };

function depthOf(list: AdminCategory[], category: AdminCategory): number {
  let depth = 0;
  for (let p = list.find((c) => c.id === category.parentId); p && depth < list.length; p = list.find((c) => c.id === p!.parentId)) depth++;
  return depth;
}

export default function Categories() {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: KEY, queryFn: () => call(adminCategoryTree) });
  const [editing, setEditing] = useState<{ category?: AdminCategory; parentId: number | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = data?.list ?? [];
  const nameOf = (c: AdminCategory) => c.name[lang] || c.name.en || c.slug;
  const settle = (message: string) => {
    setNotice(message);
    void refresh(queryClient, KEY);
  };

  const arrange = useMutation({
    mutationFn: (move: Move) => call(adminCategoryArrange, { items: [move] }),
    onMutate: () => setNotice(null),
    onSuccess: (tree) => {
      queryClient.setQueryData(KEY, tree);
      setNotice(t('taxonomy.arranged'));
    },
  });
  const save = useMutation({
    mutationFn: (body: CategorySaveBody) => call(adminCategorySave, body),
    onSuccess: (category) => {
      setEditing(null);
      settle(`${t('taxonomy.saved')}: ${nameOf(category)}`);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(adminCategoryDelete, { id }),
    onSuccess: () => settle(t('taxonomy.deleted')),
  });

  const siblingsOf = (c: AdminCategory) => list.filter((s) => s.parentId === c.parentId);
  const moves = {
    up(c: AdminCategory) {
      const siblings = siblingsOf(c);
      const above = siblings[siblings.indexOf(c) - 1];
      if (above) arrange.mutate({ id: c.id, parentId: c.parentId, position: above.position });
    },
    down(c: AdminCategory) {
      const siblings = siblingsOf(c);
      const below = siblings[siblings.indexOf(c) + 1];
      if (below) arrange.mutate({ id: c.id, parentId: c.parentId, position: below.position + 1 });
    },
    indent(c: AdminCategory) {
      const siblings = siblingsOf(c);
      const above = siblings[siblings.indexOf(c) - 1];
      if (above) arrange.mutate({ id: c.id, parentId: above.id, position: MAX_CATEGORIES });
    },
    outdent(c: AdminCategory) {
      const parent = list.find((p) => p.id === c.parentId);
      if (parent) arrange.mutate({ id: c.id, parentId: parent.parentId, position: parent.position + 1 });
    },
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((c) => c.id === active.id);
    const to = list.findIndex((c) => c.id === over.id);
    const target = list[to];
    // Dropped on a category: it becomes that category's sibling, before it when moved up, after it when moved down.
    arrange.mutate({ id: Number(active.id), parentId: target.parentId, position: from < to ? target.position + 1 : target.position });
  };

  const named = (id: UniqueIdentifier | undefined) => {
    const found = list.find((c) => c.id === id);
    return found ? nameOf(found) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('taxonomy.categories.picked', { name: named(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('taxonomy.categories.over', { name: named(active.id), over: named(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('taxonomy.categories.dropped', { name: named(active.id), over: named(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('taxonomy.categories.cancelled', { name: named(active.id) }),
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('taxonomy.categories.heading')}</h1>
        <button type="button" className="ml-auto rounded bg-slate-900 px-3 py-1.5 text-sm text-white" onClick={() => setEditing({ parentId: null })}>
          {t('taxonomy.categories.add')}
        </button>
      </div>
      <p className="text-sm text-slate-600">{t('taxonomy.categories.dragHint')}</p>
      {isError && <p role="alert">{t('failed')}</p>}
      <ErrorNote error={arrange.error ?? remove.error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {editing && (
        <div>
          <h2 className="mb-2 text-lg font-medium">
            {editing.category ? nameOf(editing.category) : editing.parentId ? t('taxonomy.categories.addChild') : t('taxonomy.categories.add')}
          </h2>
          <ErrorNote error={save.error} />
          <CategoryForm
            key={editing.category?.id ?? `new-${editing.parentId}`}
            category={editing.category}
            parentId={editing.parentId}
            pending={save.isPending}
            onSave={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('taxonomy.categories.dragHint') } }}
      >
        <SortableContext items={list.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={t('taxonomy.categories.heading')}>
            {list.map((c) => (
              <CategoryRow
                key={c.id}
                category={c}
                name={nameOf(c)}
                depth={depthOf(list, c)}
                onEdit={() => setEditing({ category: c, parentId: c.parentId })}
                onAddChild={() => setEditing({ parentId: c.id })}
                onRemove={() => window.confirm(t('taxonomy.confirmRemove', { name: nameOf(c) })) && remove.mutate(c.id)}
                onMove={(how) => moves[how](c)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {data && list.length === 0 && <p className="text-slate-500">{t('taxonomy.empty')}</p>}
    </div>
  );
}

function CategoryRow(props: {
  category: AdminCategory;
  name: string;
  depth: number;
  onEdit(): void;
  onAddChild(): void;
  onRemove(): void;
  onMove(how: 'up' | 'down' | 'indent' | 'outdent'): void;
}) {
  const t = useT();
  const { category, name, depth } = props;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: category.id });
  const small = 'rounded border border-slate-300 px-1.5 py-0.5 text-xs';
  return (
    <li
      ref={setNodeRef}
      data-category={category.slug}
      data-depth={depth}
      style={{ transform: CSS.Transform.toString(transform), transition, paddingLeft: `${depth * 1.5 + 0.75}rem` }}
      className="flex flex-wrap items-center gap-2 bg-white py-2 pr-3"
    >
      <button type="button" className="cursor-grab px-1 text-slate-500" aria-label={t('taxonomy.categories.handle', { name })} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="font-medium">{name}</span>
      <span className="text-xs text-slate-500">/{category.slug}</span>
      <span className="text-xs text-slate-500">{t('taxonomy.categories.count', { count: category.productCount })}</span>
      <span className="ml-auto flex flex-wrap gap-1">
        <button type="button" className={small} aria-label={t('taxonomy.categories.up', { name })} onClick={() => props.onMove('up')}>
          ↑
        </button>
        <button type="button" className={small} aria-label={t('taxonomy.categories.down', { name })} onClick={() => props.onMove('down')}>
          ↓
        </button>
        <button type="button" className={small} aria-label={t('taxonomy.categories.indent', { name })} onClick={() => props.onMove('indent')}>
          →
        </button>
        <button type="button" className={small} aria-label={t('taxonomy.categories.outdent', { name })} onClick={() => props.onMove('outdent')}>
          ←
        </button>
        <button type="button" className={small} onClick={props.onAddChild}>
          {t('taxonomy.categories.addChild')}
        </button>
        <button type="button" className={small} onClick={props.onEdit}>
          {t('taxonomy.edit')}
        </button>
        <button type="button" className={small} onClick={props.onRemove}>
          {t('taxonomy.remove')}
        </button>
      </span>
    </li>
  );
}
