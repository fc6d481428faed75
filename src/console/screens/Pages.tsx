/** The merchant's pages (home, content, app and custom pages): their state, and a new page. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminPageList, adminPageSaveDraft, NEW_PAGE_KINDS } from '../../shared/contracts/pages-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';

const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';

export default function Pages() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = usePermitted('content.write');
  const pages = useQuery({ queryKey: ['pages'], queryFn: () => call(adminPageList) });
  const [kind, setKind] = useState<(typeof NEW_PAGE_KINDS)[number]>('page');
  const [slug, setSlug] = useState('');
  const create = useMutation({
    mutationFn: () => call(adminPageSaveDraft, { kind, slug, title: { en: slug }, sections: [] }),
    onSuccess: (page) => void navigate(`/pages/${page.id}`),
  });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t('pages.heading')}</h1>
      <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
        <thead className="text-left text-slate-500">
          <tr>
            <th className="p-2">{t('pages.col.title')}</th>
            <th className="p-2">{t('pages.col.address')}</th>
            <th className="p-2">{t('pages.col.state')}</th>
            <th className="p-2">{t('pages.col.version')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.data?.list.map((page) => (
            <tr key={page.id} className="border-t border-slate-100">
              <td className="p-2">
                <Link className="underline" to={`/pages/${page.id}`}>
                  {page.title}
                </Link>
              </td>
              <td className="p-2 text-slate-600">{page.kind === 'home' ? '/' : `/${page.kind}/${page.slug}`}</td>
              <td className="p-2">
                {page.published ? t('pages.live') : t('pages.hidden')}
                {page.hasDraft ? ` · ${t('pages.draft')}` : ''}
              </td>
              <td className="p-2">{page.version || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canWrite ? (
        <form
          className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <h2 className="w-full font-medium">{t('pages.newPage')}</h2>
          <label className="text-sm">
            {t('pages.kind')}
            <select className={`${input} block`} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {NEW_PAGE_KINDS.map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {t('pages.slug')}
            <input className={`${input} block`} value={slug} onChange={(e) => setSlug(e.target.value)} />
          </label>
          <button className={primary} disabled={!slug || create.isPending}>
            {t('pages.create')}
          </button>
          {create.error ? <p className="w-full text-sm text-red-700">{(create.error as ConsoleApiError).message}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
