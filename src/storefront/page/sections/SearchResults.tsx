/** The search results section: the catalogue's listing under the layout's search box. */
import type { ComponentProps } from 'react';
import { SearchForm } from '../../features/layout/SearchForm.tsx';
import SearchResults from '../../features/catalog/sections/SearchResults.tsx';

export default function SearchResultsSection(props: Omit<ComponentProps<typeof SearchResults>, 'SearchForm'>) {
  return <SearchResults {...props} SearchForm={SearchForm} />;
}
