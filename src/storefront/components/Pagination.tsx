/** Previous / numbered / next links of a paged list; other query parameters are kept. */
import { useLocation } from '../lib/router/index.ts';
import { Link } from './Link.tsx';
import { useT } from '../lib/site.ts';
import { pageHref } from '../lib/query.ts';

/** The page numbers to show around the current one; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [0, n] : [n]));
}

export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const href = (n: number) => pageHref(pathname, search, n);
  return (
    <nav aria-label={t('common.pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="page-links">
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev">
              {t('common.previous')}
            </Link>
          </li>
        )}
        {pageWindow(current, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-description">
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={href(n)} aria-current={n === current ? 'page' : undefined} aria-label={t('common.page', { page: n, pages })}>
                {n}
              </Link>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link href={href(current + 1)} rel="next">
              {t('common.next')}
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-description">{t('common.page', { page: current, pages })}</p>
    </nav>
  );
}
