/** The shop's tags: create, rename in each language, delete, or merge one into another. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTagDelete, adminTagList, adminTagMerge, adminTagSave, type AdminTag, type TagSaveBody } from '../../shared/contracts/taxonomy-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { ErrorNote, SeoFields, TextsField, type Texts } from './taxonomy/TextsField.tsx';
import { refresh } from '../refresh.ts';

const KEY = ['tags'];

export default function Tags() {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: KEY, queryFn: () => call(adminTagList) });
  const [editing, setEditing] = useState<AdminTag | 'new' | null>(null);
  const [merging, setMerging] = useState<Record<number, number>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const nameOf = (tag: AdminTag) => tag.name[lang] || tag.name.en || tag.slug;
  const done = (message: string) => ({
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setNotice(message);
      setEditing(null);
      void refresh(queryClient, KEY);
    },
  });
  const save = useMutation({ mutationFn: (body: TagSaveBody) => call(adminTagSave, body), ...done(t('taxonomy.saved')) });
  const remove = useMutation({ mutationFn: (id: number) => call(adminTagDelete, { id }), ...done(t('taxonomy.deleted')) });
  const merge = useMutation({ mutationFn: (m: { from: number; into: number }) => call(adminTagMerge, m), ...done(t('taxonomy.saved')) });
  const list = data?.list ?? [];
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('taxonomy.tags.heading')}</h1>
        <button type="button" className="ml-auto rounded bg-slate-900 px-3 py-1.5 text-sm text-white" onClick={() => setEditing('new')}>
          {t('taxonomy.tags.add')}
        </button>
      </div>
      {isError && <p role="alert">{t('failed')}</p>}
      <ErrorNote error={save.error ?? remove.error ?? merge.error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {editing && (
        <TagForm
          key={editing === 'new' ? 'new' : editing.id}
          tag={editing === 'new' ? undefined : editing}
          pending={save.isPending}
          onSave={(b) => save.mutate(b)}
          onCancel={() => setEditing(null)}
        />
      )}
      <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
        <tbody>
          {list.map((tag) => (
            <tr key={tag.id} className="border-t border-slate-100">
              <td className="px-3 py-2 font-medium">{nameOf(tag)}</td>
              <td className="px-3 py-2 text-slate-500">/{tag.slug}</td>
              <td className="px-3 py-2">{t('taxonomy.tags.count', { count: tag.productCount })}</td>
              <td className="space-x-1 px-3 py-2 text-right">
                <button type="button" className="rounded border border-slate-300 px-2 py-0.5" onClick={() => setEditing(tag)}>
                  {t('taxonomy.edit')}
                </button>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-2 py-0.5"
                  onClick={() => window.confirm(t('taxonomy.confirmRemove', { name: nameOf(tag) })) && remove.mutate(tag.id)}
                >
                  {t('taxonomy.remove')}
                </button>
                <select
                  aria-label={`${t('taxonomy.tags.merge')} (${nameOf(tag)})`}
                  className="rounded border border-slate-300 px-1 py-0.5"
                  value={merging[tag.id] ?? ''}
                  onChange={(e) => setMerging({ ...merging, [tag.id]: Number(e.target.value) })}
                >
                  <option value="">{t('taxonomy.tags.merge')}</option>
                  {list
                    .filter((other) => other.id !== tag.id)
                    .map((other) => (
                      <option key={other.id} value={other.id}>
                        {nameOf(other)}
                      </option>
                    ))}
                </select>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-2 py-0.5"
                  disabled={!merging[tag.id]}
                  onClick={() => merge.mutate({ from: tag.id, into: merging[tag.id] })}
                >
                  {t('taxonomy.tags.mergeButton')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && list.length === 0 && <p className="text-slate-500">{t('taxonomy.empty')}</p>}
    </div>
  );
}

function TagForm({ tag, pending, onSave, onCancel }: { tag?: AdminTag; pending: boolean; onSave(body: TagSaveBody): void; onCancel(): void }) {
  const t = useT();
  const [slug, setSlug] = useState(tag?.slug ?? '');
  const [name, setName] = useState<Texts>(tag?.name ?? {});
  const [seo, setSeo] = useState({ seoTitle: tag?.seoTitle ?? {}, seoDescription: tag?.seoDescription ?? {} });
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ id: tag?.id, slug, name, ...seo });
      }}
    >
      <label className="block text-sm font-medium">
        {t('taxonomy.slug')}
        <input className="mt-1 w-full rounded border border-slate-300 px-2 py-1" value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      <TextsField label={t('taxonomy.name')} value={name} onChange={setName} />
      <SeoFields {...seo} onChange={(patch) => setSeo({ ...seo, ...patch })} />
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white">
          {t('taxonomy.save')}
        </button>
        <button type="button" onClick={onCancel} className="rounded border border-slate-300 px-3 py-1.5 text-sm">
          {t('taxonomy.cancel')}
        </button>
      </div>
    </form>
  );
}
