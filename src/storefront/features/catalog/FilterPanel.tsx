/**
 * The filters beside a product list: categories, colours, sizes, stock and price, each value with
 * its count. Every value is a link to the list with that filter switched, so filtered lists are
 * shareable URLs and work without scripts. Small screens get a disclosure; large screens show
 * the panel open beside the list (where `::details-content` is supported; elsewhere it stays a
 * disclosure).
 */
import { useId, type ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { activeFilters, listValues, switchHref, toggleHref, type Facets } from './facets.ts';
import { FilterOption } from './FilterOption.tsx';
import { ChevronDownIcon } from '../../components/Icons.tsx';
import { useListLocation } from '../../lib/list-location.ts';
import { PriceFilter } from './PriceFilter.tsx';
import { withQuery } from '../../lib/query.ts';

export interface FilterPanelProps {
  facets: Facets;
  /** Search pages filter by `?category=`; category pages link to the other categories. */
  categoryParam?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

interface GroupProps<T> {
  title: string;
  /** The group's values; a group without any is not shown. */
  items: T[];
  itemKey(item: T): string;
  listClassName?: string;
  children(item: T): ReactNode;
}

function Group<T>({ title, items, itemKey, listClassName, children }: GroupProps<T>) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold">
        {title}
      </h3>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
    </div>
  );
}

function Swatch({ hex }: { hex: string | null }) {
  return <span aria-hidden="true" className="swatch" style={hex ? { backgroundColor: hex } : undefined} />;
}

export function FilterPanel({ facets, categoryParam, minPrice, maxPrice }: FilterPanelProps) {
  const t = useT();
  const href = useHref();
  const categoryHref = (slug: string) => href({ type: 'category', slug });
  const { pathname, search } = useListLocation();
  const params = new URLSearchParams(search);
  const [colors, sizes] = [listValues(search, 'color'), listValues(search, 'size')];
  const active = activeFilters(pathname, search).length;
  // On a category page the facet lists that category itself too; alone, it is no choice.
  const categories = facets.categories.some((c) => categoryParam || categoryHref(c.slug) !== pathname) ? facets.categories : [];

  return (
    <details className="group mb-6 self-start rounded-theme border border-border lg:mb-0 lg:border-0 lg:details-content:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <span>
          {t('search.filters')}
          {active > 0 && ` (${active})`}
        </span>
        <ChevronDownIcon className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-6 border-t border-border p-4 lg:border-0 lg:p-0">
        <h2 className="sr-only lg:not-sr-only lg:text-lg">{t('search.filters')}</h2>
        <Group title={t('search.category')} items={categories} itemKey={(c) => c.slug}>
          {(c) =>
            categoryParam ? (
              <FilterOption href={switchHref(pathname, search, 'category', c.slug)} checked={params.get('category') === c.slug} count={c.count}>
                {c.name}
              </FilterOption>
            ) : (
              <Link
                href={withQuery(categoryHref(c.slug), search, {})}
                aria-current={categoryHref(c.slug) === pathname ? 'page' : undefined}
                className="flex justify-between gap-2 py-1 text-sm hover:text-primary aria-[current=page]:font-semibold"
              >
                {`${c.name} `}
                <span className="text-description">{`(${c.count})`}</span>
              </Link>
            )
          }
        </Group>
        <Group title={t('search.color')} items={facets.colors} itemKey={(c) => c.value}>
          {(c) => (
            <FilterOption href={toggleHref(pathname, search, 'color', c.value)} checked={colors.includes(c.value)} count={c.count}>
              <Swatch hex={c.hex} />
              <span className="truncate">{c.name}</span>
            </FilterOption>
          )}
        </Group>
        <Group title={t('search.size')} items={facets.sizes} itemKey={(s) => s.value} listClassName="grid grid-cols-2 gap-x-3">
          {(s) => (
            <FilterOption href={toggleHref(pathname, search, 'size', s.value)} checked={sizes.includes(s.value)} count={s.count}>
              {s.value}
            </FilterOption>
          )}
        </Group>
        <FilterOption href={switchHref(pathname, search, 'inStock', '1')} checked={params.get('inStock') === '1'} count={facets.inStock}>
          {t('search.inStock')}
        </FilterOption>
        {(facets.price || minPrice !== undefined || maxPrice !== undefined) && <PriceFilter minPrice={minPrice} maxPrice={maxPrice} range={facets.price} />}
      </div>
    </details>
  );
}
