/**
 * A page in the builder: its title, its sections (added from the section types, removed, dragged
 * into order with the mouse or the keyboard), each section's settings in a form generated from its
 * schema, and the storefront page beside them with `?preview=true`. Changes are saved as the
 * page's draft a moment after they are made (when they pass the schema), and the preview then
 * reloads; publishing makes the draft live as a new version, and an older version can come back.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  adminPageGet,
  adminPagePublish,
  adminPageRevert,
  adminPageSaveDraft,
  adminPageVersions,
  BUILDER_SETTINGS,
  BUILDER_TYPES,
  PageContent,
  PageDraftBody,
  type AdminPage,
  type BuilderType,
} from '../../shared/contracts/pages-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { emptyOf, ObjectField, SchemaField } from './pages/SchemaForm.tsx';
import { refresh } from '../refresh.ts';

const AUTOSAVE_MS = 1_000;
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

interface Item {
  key: string;
  type: string;
  settings: Record<string, unknown>;
}
let nextKey = 1;
const itemOf = (section: { type: string; settings: Record<string, unknown> }): Item => ({ key: `s${nextKey++}`, ...section });

export default function PageEditor() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  const loaded = useQuery({ queryKey: ['page', pageId], queryFn: () => call(adminPageGet, { id: pageId }), enabled: pageId > 0 });
  if (loaded.error) return <p className="text-red-700">{(loaded.error as Error).message}</p>;
  if (!loaded.data) return <p>…</p>;
  return <Versioned page={loaded.data} />;
}

type Notice = { ok: boolean; text: string } | null;

/** The editor starts afresh on each published version; what was last said stays. */
function Versioned({ page }: { page: AdminPage }) {
  const [notice, setNotice] = useState<Notice>(null);
  return <Editor key={`${page.id}:${page.version}`} page={page} notice={notice} setNotice={setNotice} />;
}

function Editor({ page, notice, setNotice }: { page: AdminPage; notice: Notice; setNotice: (notice: Notice) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('content.write');
  const [title, setTitle] = useState<Record<string, string>>(page.content.title);
  const [hideHead, setHideHead] = useState(page.content.hideHead);
  const [hideFoot, setHideFoot] = useState(page.content.hideFoot);
  const [items, setItems] = useState<Item[]>(() => page.content.sections.map(itemOf));
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState<BuilderType>('hero');
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [previewRound, setPreviewRound] = useState(0);

  const body = { id: page.id, title, description: page.content.description, hideHead, hideFoot, sections: items.map(({ type, settings }) => ({ type, settings })) };
  const checked = PageDraftBody.safeParse(body);
  const issue = checked.success ? null : checked.error.issues[0];
  const dirty = edits !== savedEdits;
  const edit = () => setEdits((n) => n + 1);

  const save = useMutation({
    mutationFn: async (round: number) => ({ round, page: await call(adminPageSaveDraft, body as never) }),
    onSuccess: ({ round }) => {
      setSavedEdits(round);
      setPreviewRound((n) => n + 1);
      setNotice({ ok: true, text: t('pages.saved') });
    },
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
  });
  const versions = useQuery({ queryKey: ['page-versions', page.id], queryFn: () => call(adminPageVersions, { id: page.id }) });
  const settle = (answer: AdminPage, text: string) => {
    queryClient.setQueryData(['page', page.id], answer);
    void refresh(queryClient, ['page-versions', page.id]);
    void refresh(queryClient, ['pages']);
    setNotice({ ok: true, text });
  };
  const publish = useMutation({
    mutationFn: async () => {
      if (dirty) await call(adminPageSaveDraft, body as never);
      return call(adminPagePublish, { id: page.id });
    },
    onSuccess: (answer) => settle(answer, t('pages.published')),
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
  });
  const revert = useMutation({
    mutationFn: (version: number) => call(adminPageRevert, { id: page.id, version }),
    onSuccess: (answer, version) => settle(answer, t('pages.published') + ` (${version})`),
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
  });

  function errorText(err: unknown): string {
    if (err instanceof ConsoleApiError) {
      const field = (err.data as { field?: string } | null)?.field;
      return field ? t('pages.invalid', { field, message: err.message }) : err.message;
    }
    return String(err);
  }

  // The draft saves itself a moment after the last change, once it passes the schema.
  useEffect(() => {
    if (!canWrite || !dirty || !checked.success || save.isPending) return;
    const timer = setTimeout(() => save.mutate(edits), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits, canWrite, checked.success, save.isPending]);

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    setItems((list) =>
      arrayMove(
        list,
        list.findIndex((i) => i.key === active.id),
        list.findIndex((i) => i.key === over.id),
      ),
    );
    edit();
  }
  const typeName = (type: string) => t(`pages.type.${type}`);
  const current = items.find((i) => i.key === selected);
  const previewSrc = `${page.path}?preview=true&round=${previewRound}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link className="text-sm underline" to="/pages">
          {t('pages.back')}
        </Link>
        <h1 className="text-xl font-semibold">{title.en || page.slug}</h1>
        <span className="text-sm text-slate-600">
          {page.published ? t('pages.live') : t('pages.hidden')} · v{page.version || '—'}
        </span>
        {canWrite ? (
          <div className="ml-auto flex gap-2">
            <button type="button" className={button} disabled={!checked.success || save.isPending} onClick={() => save.mutate(edits)}>
              {save.isPending ? t('pages.saving') : t('pages.saveDraft')}
            </button>
            <button type="button" className={primary} disabled={!checked.success || publish.isPending} onClick={() => publish.mutate()}>
              {t('pages.publish')}
            </button>
          </div>
        ) : null}
      </div>
      {issue ? (
        <p role="alert" className="text-sm text-red-700">
          {t('pages.invalid', { field: issue.path.join('.'), message: issue.message })}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={`text-sm ${notice.ok ? 'text-green-700' : 'text-red-700'}`}>
          {notice.text}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <ObjectField
            id="page-title"
            label={t('pages.pageTitle')}
            shape={{ title: PageContent.shape.title }}
            value={{ title }}
            onChange={(v) => {
              setTitle(((v as { title?: Record<string, string> }).title ?? {}) as Record<string, string>);
              edit();
            }}
          />
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={hideHead} onChange={(e) => (setHideHead(e.target.checked), edit())} />
              {t('pages.field.hideHead')}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={hideFoot} onChange={(e) => (setHideFoot(e.target.checked), edit())} />
              {t('pages.field.hideFoot')}
            </label>
          </div>
          <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
            <h2 className="font-medium">{t('pages.sections')}</h2>
            {items.length === 0 ? <p className="text-sm text-slate-600">{t('pages.noSections')}</p> : null}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
                <ol className="space-y-1" aria-label={t('pages.sections')}>
                  {items.map((item, index) => (
                    <SortableSection
                      key={item.key}
                      item={item}
                      index={index}
                      name={typeName(item.type)}
                      selected={item.key === selected}
                      onSelect={() => setSelected(item.key === selected ? null : item.key)}
                      onRemove={() => {
                        setItems((list) => list.filter((i) => i.key !== item.key));
                        edit();
                      }}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
            {canWrite ? (
              <div className="flex items-end gap-2">
                <label className="text-sm">
                  {t('pages.addSection')}
                  <select className={`${input} block`} value={adding} onChange={(e) => setAdding(e.target.value as BuilderType)}>
                    {BUILDER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {typeName(type)}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className={button}
                  onClick={() => {
                    const item = itemOf({ type: adding, settings: emptyOf(BUILDER_SETTINGS[adding]) as Record<string, unknown> });
                    setItems((list) => [...list, item]);
                    setSelected(item.key);
                    edit();
                  }}
                >
                  {t('pages.add')}
                </button>
              </div>
            ) : null}
          </section>
          {current && current.type in BUILDER_SETTINGS ? (
            <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
              <h2 className="font-medium">{t('pages.settings', { section: typeName(current.type) })}</h2>
              <SchemaField
                key={current.key}
                id={`section-${current.key}`}
                name={current.type}
                schema={BUILDER_SETTINGS[current.type as BuilderType]}
                value={current.settings}
                onChange={(settings) => {
                  setItems((list) => list.map((i) => (i.key === current.key ? { ...i, settings: (settings ?? {}) as Record<string, unknown> } : i)));
                  edit();
                }}
              />
            </section>
          ) : null}
          <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
            <h2 className="font-medium">{t('pages.versions')}</h2>
            {versions.data?.list.length ? (
              <ul className="space-y-1 text-sm">
                {versions.data.list.map((v) => (
                  <li key={v.version} className="flex items-center gap-2">
                    <span>{t('pages.versionLine', { version: v.version, date: new Date(v.createdAt).toLocaleString(), by: v.by || '—' })}</span>
                    {v.version === page.version ? (
                      <strong>{t('pages.current')}</strong>
                    ) : canWrite ? (
                      <button type="button" className={button} disabled={revert.isPending} onClick={() => revert.mutate(v.version)}>
                        {t('pages.revert')}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('pages.noVersions')}</p>
            )}
          </section>
        </div>
        <section className="space-y-2">
          <h2 className="font-medium">{t('pages.preview')}</h2>
          <iframe title={t('pages.previewTitle')} src={previewSrc} className="h-[80vh] w-full rounded-lg border border-slate-200 bg-white" />
        </section>
      </div>
    </div>
  );
}

function SortableSection(props: { item: Item; index: number; name: string; selected: boolean; onSelect: () => void; onRemove: () => void }) {
  const t = useT();
  const { item, index, name, selected, onSelect, onRemove } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.6 : 1 };
  return (
    <li ref={setNodeRef} style={style} className={`flex items-center gap-2 rounded border p-2 text-sm ${selected ? 'border-slate-900' : 'border-slate-200'}`}>
      <button type="button" className="cursor-grab px-1" aria-label={t('pages.move', { n: index + 1 })} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="flex-1">{name}</span>
      <button type="button" className={button} aria-pressed={selected} onClick={onSelect}>
        {t('pages.edit')}
      </button>
      <button type="button" className={button} onClick={onRemove}>
        {t('pages.remove')}
      </button>
    </li>
  );
}
