/** The search page: the query, its results with sort and pages, or a no-results note. */
import type { ComponentType } from 'react';
import { PRODUCT_COUNT_LIMIT } from '../../../../shared/constants.ts';
import { useT } from '../../../lib/site.ts';
import { ProductListing } from '../ProductListing.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface SearchResultsProps extends SectionProps<'search-results'> {
  /** The search box (the layout's, as in the header), given by the page layer. */
  SearchForm?: ComponentType<{ defaultValue: string; large: boolean; landmark: boolean; className: string }>;
}

export default function SearchResults({ settings, SearchForm }: SearchResultsProps) {
  const t = useT();
  const { q } = settings;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl md:text-4xl">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      {SearchForm && <SearchForm defaultValue={q} large landmark={false} className="mt-5 max-w-xl" />}
      <div className="mt-8">
        {q ? (
          <ProductListing
            {...settings}
            categoryParam
            countText={
              settings.total > PRODUCT_COUNT_LIMIT ? t('search.resultCountMore', { count: PRODUCT_COUNT_LIMIT }) : t('search.resultCount', { count: settings.total })
            }
            emptyText={t('search.noResults')}
          />
        ) : null}
      </div>
    </div>
  );
}
