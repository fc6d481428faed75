/** The search page: the query, its results with sort and pages, or a no-results note. */
import { useT } from '../app/site.tsx';
import { ProductListing, type ListingSettings } from '../ui/ProductListing.tsx';
import { SearchForm } from '../ui/SearchForm.tsx';
import type { SectionProps } from '../app/section.ts';

interface Settings extends ListingSettings {
  q: string;
  category?: string | null;
}

export default function SearchResults({ settings }: SectionProps<Settings>) {
  const t = useT();
  const { q } = settings;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl md:text-4xl">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <SearchForm defaultValue={q} large landmark={false} className="mt-5 max-w-xl" />
      <div className="mt-8">
        {q ? (
          <ProductListing {...settings} categoryParam countText={t('search.resultCount', { count: settings.total })} emptyText={t('search.noResults')} />
        ) : null}
      </div>
    </div>
  );
}
