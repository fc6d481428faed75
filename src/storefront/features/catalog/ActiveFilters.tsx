/** The filters set on a list, as chips that each remove their filter, and a link clearing them all; the page stays where it is. */
import { Link } from '../../components/Link.tsx';
import { useMoney, useT } from '../../lib/site.ts';
import { activeFilters, clearFiltersHref, type ActiveFilter, type Facets } from './facets.ts';
import { CloseIcon } from '../../components/Icons.tsx';
import { useListLocation } from '../../lib/list-location.ts';

export function ActiveFilters({ facets }: { facets: Facets | null }) {
  const t = useT();
  const money = useMoney();
  const { pathname, search } = useListLocation();
  const filters = activeFilters(pathname, search);
  if (filters.length === 0) return null;

  const label = ({ key, value }: ActiveFilter): string => {
    if (key === 'color') return facets?.colors.find((c) => c.value === value)?.name ?? value;
    if (key === 'size') return `${t('search.size')}: ${value}`;
    if (key === 'category') return facets?.categories.find((c) => c.slug === value)?.name ?? value;
    if (key === 'inStock') return t('search.inStock');
    const [min, max] = value.split('-').map((v) => (v ? money.format(Number(v)) : ''));
    if (min && max) return `${min} – ${max}`;
    return min ? t('product.priceFrom', { price: min }) : t('search.priceUpTo', { price: max });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('search.activeFilters')} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const text = label(filter);
          return (
            <li key={`${filter.key}:${filter.value}`}>
              <Link
                href={filter.href}
                suppressPageLoad
                rel="nofollow"
                aria-label={t('search.removeFilter', { filter: text })}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-gray-50 py-1 pl-3 pr-2 text-sm hover:border-primary hover:text-primary"
              >
                {text}
                <CloseIcon width="14" height="14" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link href={clearFiltersHref(pathname, search)} suppressPageLoad rel="nofollow" className="px-1 text-sm text-primary underline">
        {t('search.clearFilters')}
      </Link>
    </div>
  );
}
