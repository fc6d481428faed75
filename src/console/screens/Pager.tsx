import { Pager as SharedPager } from '../DataTable.tsx';

/** The shared pager (DataTable.tsx) for a list that knows its total and page size. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  return <SharedPager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={onPage} />;
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
