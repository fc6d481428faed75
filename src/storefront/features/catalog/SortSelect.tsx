/** The sort order of a product list; choosing one reloads the list from its first page. */
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_SORTS } from '../../../shared/constants.ts';
import { useAppNavigate } from '../../app/navigation.tsx';
import { useT } from '../../app/site.tsx';
import { sortLabelKey, withQuery } from '../../lib/query.ts';

export function SortSelect({ sort }: { sort: string }) {
  const t = useT();
  const id = useId();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const [value, setValue] = useState(sort);
  useEffect(() => setValue(sort), [sort]);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-description">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          navigate(withQuery(pathname, search, { sort: e.target.value === 'recommended' ? null : e.target.value }));
        }}
        className="rounded-theme border border-border bg-white px-3 py-2"
      >
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(sortLabelKey(value))}
          </option>
        ))}
      </select>
    </div>
  );
}
