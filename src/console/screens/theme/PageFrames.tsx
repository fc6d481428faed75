/**
 * The pages that hide the shop's header or footer. Each page keeps that choice itself (the page
 * editor's toggles, published with the page; the storefront reads it from the page), so this list
 * only shows it and links to the page's editor: one place to change it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminPageList } from '../../../shared/contracts/pages-admin.ts';
import { call } from '../../api.ts';
import { useT } from '../../i18n.ts';

export function PageFrames() {
  const t = useT();
  // The same query the pages screen keeps, so a publish there refreshes this list too.
  const pages = useQuery({ queryKey: ['pages'], queryFn: () => call(adminPageList) });
  if (!pages.data) return null;
  const framed = pages.data.list.filter((page) => page.hideHead || page.hideFoot);
  return (
    <section aria-labelledby="page-frames" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="page-frames" className="font-semibold">
        {t('theme.frames.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('theme.frames.intro')}</p>
      {framed.length === 0 ? (
        <p className="mt-2 text-sm">{t('theme.frames.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {framed.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center gap-2">
              <Link className="underline" to={`/pages/${page.id}`}>
                {page.title}
              </Link>
              <span className="text-slate-600">{[page.hideHead && t('theme.frames.noHead'), page.hideFoot && t('theme.frames.noFoot')].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
