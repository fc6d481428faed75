/** Product list pages (category, collection, tag, search): the list query, the listing and its filters. */
import { DEFAULT_PAGE_SIZE, MAX_INT4, PRODUCT_SORTS, type ProductSort } from '../../../shared/constants.ts';
import type { SectionSettings } from '../../../shared/contracts/sections/section.ts';
import { breadcrumbLd, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { productFacets, type Facets } from '../facets.ts';
import { cardView, listProducts, type Selection } from '../catalog.service.ts';
import type { Localized } from '../../platform/db/columns.ts';
import { localize } from '../localize.ts';

export type Crumb = { name: string; href: string };

function intParam(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function sortParam(value: string | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'recommended';
}

/** A price in minor units a price column can hold (int4): larger ones filter nothing and are dropped. */
const isPrice = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_INT4;

/** The list filters of a page's query string; values that make no sense are dropped, not fatal. */
export function listQuery(ctx: BuildContext) {
  const q = ctx.query;
  const minPrice = Number(q.minPrice);
  const maxPrice = Number(q.maxPrice);
  return {
    page: intParam(q.page, 1, 10_000),
    pageSize: DEFAULT_PAGE_SIZE,
    sort: sortParam(q.sort),
    minPrice: q.minPrice && isPrice(minPrice) ? minPrice : undefined,
    maxPrice: q.maxPrice && isPrice(maxPrice) ? maxPrice : undefined,
    colors: q.color ? q.color.split(',').filter(Boolean).slice(0, 20) : undefined,
    sizes: q.size ? q.size.split(',').filter(Boolean).slice(0, 20) : undefined,
    inStock: q.inStock === '1' || undefined,
  };
}

/** Filter counts with names in the page's language; the storefront builds the category links from the slugs. */
export function localizedFacets(ctx: BuildContext, facets: Facets) {
  const byId = new Map(ctx.site.categories.map((c) => [c.id, c]));
  return {
    categories: facets.categories.flatMap((f) => {
      const c = byId.get(f.id);
      return c ? [{ slug: c.slug, name: localize(c.name, ctx.lang), count: f.count }] : [];
    }),
    colors: facets.colors.map((c) => ({ value: c.value, count: c.count, name: c.name ? localize(c.name, ctx.lang) : c.value, hex: c.hex ?? null })),
    sizes: facets.sizes,
    inStock: facets.inStock,
    price: facets.price,
  };
}

/** The shopper's filters of a list page's query string. */
export function selection(query: ReturnType<typeof listQuery>): Selection {
  return { minPrice: query.minPrice, maxPrice: query.maxPrice, inStock: query.inStock, colors: query.colors, sizes: query.sizes };
}

/** A product list page: the listing and its filter counts, two queries whatever the catalogue size. */
export async function listingPage(
  ctx: BuildContext,
  page: {
    id: string;
    title: string;
    description: string;
    trail: Crumb[];
    filters: { categoryIds?: number[]; collection?: string; tag?: string };
    extra?: Pick<SectionSettings<'product-list'>, 'subcategories' | 'image'>;
    /** The merchant's search-engine title and description, per language. */
    seo?: { seoTitle: Localized; seoDescription: Localized };
  },
): Promise<Built> {
  const query = listQuery(ctx);
  const [{ list, total }, facets] = await Promise.all([
    listProducts(ctx.db, { ...query, ...page.filters }, ctx.lang),
    productFacets(ctx.db, { scope: page.filters, selected: selection(query) }),
  ]);
  return {
    status: 200,
    id: page.id,
    title: seoText(page.seo?.seoTitle, ctx.lang) || page.title,
    description: seoText(page.seo?.seoDescription, ctx.lang) || page.description,
    body: [
      { type: 'breadcrumbs', settings: { items: page.trail } },
      {
        type: 'product-list',
        settings: {
          title: page.title,
          description: page.description,
          products: list.map(cardView),
          total,
          facets: localizedFacets(ctx, facets),
          ...query,
          ...page.extra,
        },
      },
    ],
    jsonLd: [breadcrumbLd(ctx.publicUrl, page.trail)],
  };
}

/**
 * A search-engine text in the page's own language only: a page in Chinese keeps its Chinese title
 * rather than an English SEO title (docs/decisions.md).
 */
const seoText = (texts: Localized | undefined, lang: string) => texts?.[lang as keyof Localized] ?? '';

/** The first crumb of every trail. */
export const homeCrumb = (ctx: BuildContext): Crumb => ({ name: ctx.t('common.home'), href: href(ctx, { type: 'home' }) });
