/** The sort order of a product list; choosing one reloads the list from its first page, the page staying where it is. */
import { useLocation } from '../../lib/router/index.ts';
import { PRODUCT_SORTS } from '../../../shared/constants.ts';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useT } from '../../lib/site.ts';
import { sortLabelKey, withQuery } from '../../lib/query.ts';
import { useResetState } from '../../lib/use-reset-state.ts';
import { Select } from '../../components/Select.tsx';

export function SortSelect({ sort }: { sort: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  // The pick shows at once; the list's page, when it arrives, says which sort it has.
  const [value, setValue] = useResetState(sort, [sort]);
  return (
    <Select
      label={t('sort.label')}
      className="gap-2 text-sm"
      selectClassName="px-3 py-2"
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        navigate(withQuery(pathname, search, { sort: e.target.value === 'recommended' ? null : e.target.value }), { suppressPageLoad: true });
      }}
      options={PRODUCT_SORTS.map((sortValue) => ({ value: sortValue, label: t(sortLabelKey(sortValue)) }))}
    />
  );
}
