import type { BuildContext, Built } from '../../platform/page-context.ts';
import { productFacets } from '../facets.ts';
import { cardView, categorySubtree, listProducts } from '../catalog.service.ts';
import { listQuery, localizedFacets, selection } from './listing.ts';

/** The search results for `?q=`, filtered like a listing (and by `?category=`); nothing is searched without a query. */
export async function searchPage(ctx: BuildContext): Promise<Built> {
  const q = (ctx.query.q ?? '').trim().slice(0, 200);
  const query = listQuery(ctx);
  const filters = { q, categoryIds: undefined as number[] | undefined };
  const category = ctx.query.category ? ctx.site.categories.find((c) => c.slug === ctx.query.category) : undefined;
  if (category) filters.categoryIds = categorySubtree(ctx.site.categories, category.id);
  const [{ list, total }, facets] = q
    ? await Promise.all([
        listProducts(ctx.db, { ...query, ...filters }, ctx.lang),
        productFacets(ctx.db, { scope: { q }, selected: { ...selection(query), categoryIds: filters.categoryIds } }),
      ])
    : [{ list: [], total: 0 }, null];
  return {
    status: 200,
    id: 'search',
    title: q ? ctx.t('search.resultsFor', { query: q }) : ctx.t('search.title'),
    body: [
      {
        type: 'search-results',
        settings: { q, products: list.map(cardView), total, facets: facets && localizedFacets(ctx, facets), category: category?.slug ?? null, ...query },
      },
    ],
    noindex: true,
  };
}
