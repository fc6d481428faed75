/** Previous / next and "page n of m" under a list whose pages the server cuts. */
import { useT } from '../i18n.ts';

export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:opacity-50';
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={t('paging.page', { page, pages })}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <span>{t('paging.page', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}

/** The search box of a list: submits on Enter, its value kept in the URL by the screen. */
export function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch(q: string | undefined): void }) {
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined);
      }}
    >
      <input
        key={value}
        name="q"
        type="search"
        defaultValue={value}
        placeholder={label}
        aria-label={label}
        className="w-80 rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
      />
    </form>
  );
}

/** URL search parameters as a list's state: any change but the page goes back to page 1. */
export function updateParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
