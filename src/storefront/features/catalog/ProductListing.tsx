/**
 * The body of a product list page: the filter panel (beside the list on large screens), the
 * chips of the filters set, count and sort, the grid, and pagination.
 */
import type { ListingSettings } from '../../../shared/contracts/sections/catalog.ts';
import { useT } from '../../lib/site.ts';
import { useListUpdating } from '../../lib/list-location.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ProductCards } from '../../components/ProductCards.tsx';
import { SortSelect } from './SortSelect.tsx';

interface ProductListingProps extends ListingSettings {
  /** The translated result count. */
  countText: string;
  /** Shown instead of the grid when the list is empty and no filter is set. */
  emptyText: string;
  /** Search pages filter by `?category=`. */
  categoryParam?: boolean;
}

export function ProductListing({ products, total, page, pageSize, sort, facets, countText, emptyText, categoryParam, ...filters }: ProductListingProps) {
  const t = useT();
  const updating = useListUpdating();
  const filtered = Boolean(filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.colors?.length || filters.sizes?.length || filters.inStock);
  return (
    <div className={facets ? 'lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10' : ''}>
      {facets && <FilterPanel facets={facets} categoryParam={categoryParam} minPrice={filters.minPrice} maxPrice={filters.maxPrice} />}
      <div aria-busy={updating || undefined} className={`transition-opacity duration-200 ${updating ? 'opacity-60' : ''}`}>
        <div className="mb-6 flex flex-col gap-4 border-b border-border pb-4">
          <ActiveFilters facets={facets ?? null} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-description" aria-live="polite">
              {countText}
            </p>
            <SortSelect sort={sort} />
          </div>
        </div>
        {products.length > 0 ? (
          <ProductCards products={products} headingLevel={2} eagerCount={2} />
        ) : (
          <p className="py-10 text-center text-description">{filtered ? t('search.noFilterResults') : emptyText}</p>
        )}
        <Pagination page={page} pageSize={pageSize} total={total} />
      </div>
    </div>
  );
}
