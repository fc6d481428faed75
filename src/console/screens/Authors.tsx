/** The journal's authors: name, a short bio per language and a portrait; one with articles cannot be removed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAuthorDelete, adminAuthorList, adminAuthorSave, type AdminAuthor } from '../../shared/contracts/content-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';
import { ImageField } from './content/ImageField.tsx';
import { ErrorNote, TextsField, type Texts } from './taxonomy/TextsField.tsx';

const KEY = ['authors'];
interface Form {
  id?: number;
  name: string;
  bio: Texts;
  avatar: string | null;
}

export default function Authors() {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('content.write');
  const list = useQuery({ queryKey: KEY, queryFn: () => call(adminAuthorList) });
  const [form, setForm] = useState<Form | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const settle = (message: string) => {
    setNotice(message);
    void refresh(queryClient, KEY);
  };
  const save = useMutation({
    mutationFn: (f: Form) => call(adminAuthorSave, f),
    onMutate: () => setNotice(null),
    onSuccess: (author) => {
      setForm(null);
      settle(`${t('authors.saved')}: ${author.name}`);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(adminAuthorDelete, { id }),
    onMutate: () => setNotice(null),
    onSuccess: () => settle(t('authors.deleted')),
  });
  const edit = (a: AdminAuthor) => setForm({ id: a.id, name: a.name, bio: a.bio, avatar: a.avatar });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('authors.heading')}</h1>
        {canWrite && (
          <button type="button" className="ml-auto rounded bg-slate-900 px-3 py-1.5 text-sm text-white" onClick={() => setForm({ name: '', bio: {}, avatar: null })}>
            {t('authors.add')}
          </button>
        )}
      </div>
      <ErrorNote error={remove.error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {form && (
        <form
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          <ErrorNote error={save.error} />
          <label className="block text-sm font-medium">
            {t('authors.name')}
            <input
              className="block w-80 rounded border border-slate-300 px-2 py-1 text-sm"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </label>
          <TextsField label={t('authors.bio')} value={form.bio} onChange={(bio) => setForm({ ...form, bio })} multiline />
          <ImageField label={t('authors.avatar')} value={form.avatar} onChange={(avatar) => setForm({ ...form, avatar })} />
          <div className="flex gap-2">
            <button className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={save.isPending}>
              {t('authors.save')}
            </button>
            <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm" onClick={() => setForm(null)}>
              {t('authors.cancel')}
            </button>
          </div>
        </form>
      )}
      {list.isError && <p role="alert">{t('failed')}</p>}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {list.data?.list.map((a) => (
          <li key={a.id} className="flex items-center gap-3 p-3">
            {a.avatar ? <img src={a.avatar} alt="" className="h-10 w-10 rounded-full object-cover" /> : <span className="h-10 w-10 rounded-full bg-slate-200" />}
            <div>
              <div className="font-medium">{a.name}</div>
              <div className="text-xs text-slate-500">
                {t('authors.articles', { count: a.articleCount })}
                {a.bio[lang] || a.bio.en ? ` · ${a.bio[lang] || a.bio.en}` : ''}
              </div>
            </div>
            {canWrite && (
              <span className="ml-auto flex gap-1">
                <button type="button" className="rounded border border-slate-300 px-2 py-0.5 text-xs" onClick={() => edit(a)}>
                  {t('authors.edit')}
                </button>
                <button
                  type="button"
                  className="rounded border border-slate-300 px-2 py-0.5 text-xs"
                  onClick={() => window.confirm(t('authors.confirmDelete', { name: a.name })) && remove.mutate(a.id)}
                >
                  {t('authors.remove')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {list.data && list.data.list.length === 0 && <p className="text-slate-500">{t('authors.empty')}</p>}
    </div>
  );
}
