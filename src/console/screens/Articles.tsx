/** The journal's articles: searched and filtered by state, each opening its editor; a new one starts as a draft. */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { adminArticleList, ARTICLE_STATUSES } from '../../shared/contracts/content-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';

const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
const PAGE_SIZE = 20;

export default function Articles() {
  const t = useT();
  const { lang } = useLang();
  const canWrite = usePermitted('content.write');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = (ARTICLE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as (typeof ARTICLE_STATUSES)[number]) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const list = useQuery({
    queryKey: ['articles', search, status, page],
    queryFn: () => call(adminArticleList, { search: search || undefined, status, page, pageSize: PAGE_SIZE }),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('articles.heading')}</h1>
        <Link className="text-sm underline" to="/authors">
          {t('authors.nav')}
        </Link>
        {canWrite && (
          <Link className="ml-auto rounded bg-slate-900 px-3 py-1.5 text-sm text-white" to="/articles/new">
            {t('articles.new')}
          </Link>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          className={input}
          aria-label={t('articles.search')}
          placeholder={t('articles.search')}
          defaultValue={search}
          onKeyDown={(e) => e.key === 'Enter' && set('q', e.currentTarget.value.trim())}
        />
        <select className={input} aria-label={t('articles.state')} value={status ?? ''} onChange={(e) => set('status', e.target.value)}>
          <option value="">{t('articles.any')}</option>
          {ARTICLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`articles.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {list.isError && <p role="alert">{t('failed')}</p>}
      <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
        <thead className="text-left text-slate-500">
          <tr>
            <th className="p-2">{t('articles.col.title')}</th>
            <th className="p-2">{t('articles.col.author')}</th>
            <th className="p-2">{t('articles.col.state')}</th>
            <th className="p-2">{t('articles.col.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((a) => (
            <tr key={a.id} className="border-t border-slate-100">
              <td className="p-2">
                <Link className="underline" to={`/articles/${a.id}`}>
                  {a.title[lang] || a.title.en || a.slug}
                </Link>
                <div className="text-xs text-slate-500">{a.path}</div>
              </td>
              <td className="p-2">{a.author || '—'}</td>
              <td className="p-2">{t(`articles.status.${a.published ? 'published' : 'draft'}`)}</td>
              <td className="p-2">{new Date(a.updatedAt).toLocaleString(lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && list.data.list.length === 0 && <p className="text-slate-500">{t('articles.empty')}</p>}
      {pages > 1 && (
        <nav className="flex items-center gap-2 text-sm" aria-label={t('articles.pages')}>
          <button type="button" className="rounded border px-2 py-1 disabled:opacity-50" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
            {t('articles.previous')}
          </button>
          <span>{t('articles.page', { page, pages })}</span>
          <button type="button" className="rounded border px-2 py-1 disabled:opacity-50" disabled={page >= pages} onClick={() => set('page', String(page + 1))}>
            {t('articles.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
