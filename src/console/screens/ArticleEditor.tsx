/**
 * An article's editor: title, address, summary, body (rich text) per language, cover image,
 * author, tags and SEO texts; saved as a whole, then published or taken off the storefront.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  adminArticleDelete,
  adminArticleGet,
  adminArticlePublish,
  adminArticleSave,
  adminAuthorList,
  CONTENT_LANGS,
  type AdminArticle,
  type ArticleSaveBody,
} from '../../shared/contracts/content-admin.ts';
import { call } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';
import { RichText } from '../RichText.tsx';
import { ImageField } from './content/ImageField.tsx';
import { ErrorNote, SeoFields, TextsField, type Texts } from './taxonomy/TextsField.tsx';

interface Form {
  slug: string;
  title: Texts;
  summary: Texts;
  body: Texts;
  cover: string | null;
  authorId: number | null;
  tags: string;
  seoTitle: Texts;
  seoDescription: Texts;
}

const EMPTY: Form = { slug: '', title: {}, summary: {}, body: {}, cover: null, authorId: null, tags: '', seoTitle: {}, seoDescription: {} };
const input = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

const formOf = (a: AdminArticle): Form => ({ ...a, tags: a.tags.join(', ') });
const bodyOf = (id: number | undefined, f: Form): ArticleSaveBody => ({
  ...(id ? { id } : {}),
  slug: f.slug,
  title: f.title,
  summary: f.summary,
  body: f.body,
  cover: f.cover,
  authorId: f.authorId,
  tags: f.tags
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  seoTitle: f.seoTitle,
  seoDescription: f.seoDescription,
});

export default function ArticleEditor() {
  const t = useT();
  const params = useParams();
  const id = params.id === 'new' ? undefined : Number(params.id);
  const loaded = useQuery({ queryKey: ['article', id], queryFn: () => call(adminArticleGet, { id: id! }), enabled: id !== undefined });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (id !== undefined && !loaded.data) return <p>{t('loading')}</p>;
  // No key: the form stays as it is when a new article, once saved, takes its own address.
  return <ArticleForm id={id} article={loaded.data} />;
}

function ArticleForm({ id, article }: { id: number | undefined; article: AdminArticle | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('content.write');
  const authors = useQuery({ queryKey: ['authors'], queryFn: () => call(adminAuthorList) });
  const [form, setForm] = useState<Form>(() => (article ? formOf(article) : EMPTY));
  const [bodyLang, setBodyLang] = useState<(typeof CONTENT_LANGS)[number]>('en');
  const [notice, setNotice] = useState<string | null>(null);
  const settled = (article: AdminArticle, message: string) => {
    setNotice(message);
    queryClient.setQueryData(['article', article.id], article);
    void refresh(queryClient, ['articles']);
  };
  const save = useMutation({
    mutationFn: (f: Form) => call(adminArticleSave, bodyOf(id, f)),
    onMutate: () => setNotice(null),
    onSuccess: (article) => {
      settled(article, t('articles.saved'));
      if (id === undefined) void navigate(`/articles/${article.id}`, { replace: true });
    },
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => call(adminArticlePublish, { id: id!, published }),
    onMutate: () => setNotice(null),
    onSuccess: (article) => settled(article, t(article.published ? 'articles.publishedNotice' : 'articles.unpublishedNotice')),
  });
  const remove = useMutation({
    mutationFn: () => call(adminArticleDelete, { id: id! }),
    onSuccess: () => {
      void refresh(queryClient, ['articles']);
      void navigate('/articles');
    },
  });
  const change = (next: Partial<Form>) => setForm({ ...form, ...next });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form);
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Link className="text-sm underline" to="/articles">
          {t('articles.back')}
        </Link>
        <h1 className="text-2xl font-semibold">{form.title.en || t('articles.new')}</h1>
        {article && <span className="text-sm text-slate-600">{t(`articles.status.${article.published ? 'published' : 'draft'}`)}</span>}
        {article?.published && (
          <a className="text-sm underline" href={article.path} target="_blank" rel="noreferrer">
            {t('articles.view')}
          </a>
        )}
      </div>
      <ErrorNote error={save.error ?? publish.error ?? remove.error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      <fieldset disabled={!canWrite} className="space-y-4">
        <TextsField label={t('articles.title')} value={form.title} onChange={(title) => change({ title })} />
        <label className="block text-sm font-medium">
          {t('articles.slug')}
          <input className={`${input} block w-80`} value={form.slug} onChange={(e) => change({ slug: e.target.value })} />
        </label>
        <TextsField label={t('articles.summary')} value={form.summary} onChange={(summary) => change({ summary })} multiline />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t('articles.body')}</legend>
          <div role="tablist" className="flex gap-1" aria-label={t('articles.body')}>
            {CONTENT_LANGS.map((l) => (
              <button
                key={l}
                type="button"
                role="tab"
                aria-selected={bodyLang === l}
                className="rounded px-2 py-0.5 text-sm aria-selected:bg-slate-900 aria-selected:text-white"
                onClick={() => setBodyLang(l)}
              >
                {t(`taxonomy.lang.${l}`)}
                {form.body[l] ? '' : ` · ${t('articles.missing')}`}
              </button>
            ))}
          </div>
          <RichText
            key={bodyLang}
            id={`article-body-${bodyLang}`}
            label={`${t('articles.body')} (${t(`taxonomy.lang.${bodyLang}`)})`}
            value={form.body[bodyLang] ?? ''}
            onChange={(html) => change({ body: { ...form.body, [bodyLang]: html } })}
          />
        </fieldset>
        <ImageField label={t('articles.cover')} value={form.cover} onChange={(cover) => change({ cover })} />
        <label className="block text-sm font-medium">
          {t('articles.author')}
          <select
            className={`${input} block`}
            aria-label={t('articles.author')}
            value={form.authorId ?? ''}
            onChange={(e) => change({ authorId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('articles.noAuthor')}</option>
            {authors.data?.list.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t('articles.tags')}
          <input className={`${input} block w-80`} value={form.tags} onChange={(e) => change({ tags: e.target.value })} />
          <span className="text-xs font-normal text-slate-500">{t('articles.tagsHint')}</span>
        </label>
        <SeoFields seoTitle={form.seoTitle} seoDescription={form.seoDescription} onChange={(next) => change(next)} />
      </fieldset>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <button className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={save.isPending}>
            {save.isPending ? t('articles.saving') : t('articles.save')}
          </button>
          {article && (
            <button
              type="button"
              className="rounded border border-slate-300 px-3 py-1.5 text-sm"
              disabled={publish.isPending}
              onClick={() => publish.mutate(!article.published)}
            >
              {article.published ? t('articles.unpublish') : t('articles.publish')}
            </button>
          )}
          {article && (
            <button
              type="button"
              className="ml-auto rounded border border-red-300 px-3 py-1.5 text-sm text-red-700"
              onClick={() => window.confirm(t('articles.confirmDelete')) && remove.mutate()}
            >
              {t('articles.delete')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
