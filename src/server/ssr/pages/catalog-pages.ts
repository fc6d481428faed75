/** Catalogue pages: category, collection, tags, search and product. */
import type { CurrencyCode } from '../../../shared/money.ts';
import { formatMoney } from '../../../shared/money.ts';
import { localize } from '../../catalog/localize.ts';
import { productFacets, type Facets } from '../../catalog/facets.ts';
import { cardView, categorySubtree, findCollection, findTag, getProduct, listProducts, selectionConditions, tagsByProductCount, type Selection } from '../../catalog/catalog.service.ts';
import { listArticles } from '../../content/articles.ts';
import { breadcrumbLd } from '../../content/meta.ts';
import { errorPage, href, listQuery, type BuildContext, type Built } from './context.ts';

type Crumb = { name: string; href: string };

/** Filter counts with names in the page's language; the storefront builds the category links from the slugs. */
function localizedFacets(ctx: BuildContext, facets: Facets) {
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
function selection(query: ReturnType<typeof listQuery>): Selection {
  return { minPrice: query.minPrice, maxPrice: query.maxPrice, inStock: query.inStock, colors: query.colors, sizes: query.sizes };
}

/** A product list page: the listing and its filter counts, two queries whatever the catalogue size. */
async function listingPage(
  ctx: BuildContext,
  page: { id: string; title: string; description: string; trail: Crumb[]; filters: { categoryIds?: number[]; collection?: string; tag?: string }; extra?: Record<string, unknown> },
): Promise<Built> {
  const query = listQuery(ctx);
  const [{ list, total }, facets] = await Promise.all([
    listProducts(ctx.db, { ...query, ...page.filters }, ctx.lang),
    productFacets(ctx.db, { scope: page.filters, selected: selection(query) }),
  ]);
  return {
    status: 200,
    id: page.id,
    title: page.title,
    description: page.description,
    body: [
      { type: 'breadcrumbs', settings: { items: page.trail } },
      { type: 'product-list', settings: { title: page.title, description: page.description, products: list.map(cardView), total, facets: localizedFacets(ctx, facets), ...query, ...page.extra } },
    ],
    jsonLd: [breadcrumbLd(ctx.publicUrl, page.trail)],
  };
}

const home = (ctx: BuildContext): Crumb => ({ name: ctx.t('common.home'), href: href(ctx, { type: 'home' }) });

export function categoryPage(ctx: BuildContext, slug: string): Promise<Built> | Built {
  const all = ctx.site.categories;
  const category = all.find((c) => c.slug === slug);
  if (!category) return errorPage(ctx, 404);
  const name = localize(category.name, ctx.lang);
  const trail: Crumb[] = [home(ctx)];
  for (let c = all.find((x) => x.id === category.parentId); c; c = all.find((x) => x.id === c!.parentId)) {
    trail.splice(1, 0, { name: localize(c.name, ctx.lang), href: href(ctx, { type: 'category', slug: c.slug }) });
  }
  trail.push({ name, href: href(ctx, { type: 'category', slug }) });
  const subcategories = all.filter((c) => c.parentId === category.id).map((c) => ({ name: localize(c.name, ctx.lang), href: href(ctx, { type: 'category', slug: c.slug }) }));
  return listingPage(ctx, {
    id: `category:${category.id}`,
    title: name,
    description: localize(category.description, ctx.lang),
    trail,
    filters: { categoryIds: categorySubtree(all, category.id) },
    extra: { subcategories },
  });
}

export async function collectionPage(ctx: BuildContext, slug: string): Promise<Built> {
  const collection = await findCollection(ctx.db, slug);
  if (!collection) return errorPage(ctx, 404);
  const title = localize(collection.title, ctx.lang);
  return listingPage(ctx, {
    id: `collection:${collection.id}`,
    title,
    description: localize(collection.description, ctx.lang),
    trail: [home(ctx), { name: title, href: href(ctx, { type: 'collection', slug }) }],
    filters: { collection: slug },
    extra: { image: collection.image },
  });
}

export async function tagPage(ctx: BuildContext, slug: string): Promise<Built> {
  const tag = await findTag(ctx.db, slug);
  if (!tag) return errorPage(ctx, 404);
  const title = localize(tag.name, ctx.lang);
  const [listing, tagged] = await Promise.all([
    listingPage(ctx, {
      id: `tag:${tag.id}`,
      title,
      description: ctx.t('tag.taggedWith', { tag: title }),
      trail: [home(ctx), { name: ctx.t('nav.tags'), href: href(ctx, { type: 'tag-list' }) }, { name: title, href: href(ctx, { type: 'tag', slug }) }],
      filters: { tag: slug },
    }),
    listArticles(ctx.db, { limit: TAGGED_ARTICLES, tag: slug }, ctx.lang),
  ]);
  if (tagged.list.length === 0) return listing;
  // Articles share the shop's tags: the tag's page lists its journal articles below its products.
  const articles = tagged.list.map((a) => ({ ...a, href: href(ctx, { type: 'article', slug: a.slug }) }));
  const articleList = { type: 'article-list', settings: { title: ctx.t('article.title'), articles } };
  // A tag only articles carry reads as a journal page, without an empty product grid and filters.
  const products = listing.body.find((section) => section.type === 'product-list');
  const query = listQuery(ctx);
  const unfiltered = query.page === 1 && Object.values(selectionConditions(selection(query))).every((condition) => condition === undefined);
  if (products?.settings.total === 0 && unfiltered) {
    return { ...listing, body: [listing.body[0], { type: 'page-title', settings: { title } }, articleList] };
  }
  return { ...listing, body: [...listing.body, articleList] };
}

const TAGGED_ARTICLES = 6;

export async function tagListPage(ctx: BuildContext): Promise<Built> {
  const rows = await tagsByProductCount(ctx.db);
  const items = rows.map((r) => ({ name: localize(r.name, ctx.lang), count: Number(r.n), href: href(ctx, { type: 'tag', slug: r.slug }) }));
  const title = ctx.t('tag.all');
  return {
    status: 200,
    id: 'tag-list',
    title,
    body: [{ type: 'breadcrumbs', settings: { items: [home(ctx), { name: title, href: href(ctx, { type: 'tag-list' }) }] } }, { type: 'tag-list', settings: { title, tags: items } }],
  };
}

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
    body: [{ type: 'search-results', settings: { q, products: list.map(cardView), total, facets: facets && localizedFacets(ctx, facets), category: category?.slug ?? null, ...query } }],
    noindex: true,
  };
}

export async function productPage(ctx: BuildContext, slug: string, sku?: string): Promise<Built> {
  const product = await getProduct(ctx.db, { slug }, ctx.lang);
  if (!product) return errorPage(ctx, 404);
  const selected = sku ? product.variants.find((v) => v.sku === sku) : undefined;
  const variant = selected ?? product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const trail: Crumb[] = [home(ctx)];
  if (product.category) trail.push({ name: product.category.name, href: href(ctx, { type: 'category', slug: product.category.slug }) });
  trail.push({ name: product.title, href: href(ctx, { type: 'product', slug }) });
  const currency = ctx.site.config.baseCurrency as CurrencyCode;
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => ctx.publicUrl + i.url),
    sku: variant?.sku,
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      price: (v.price / 100).toFixed(2),
      priceCurrency: currency,
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: ctx.publicUrl + href(ctx, { type: 'product', slug, sku: v.sku }),
    })),
  };
  if (product.ratingCount > 0) productLd.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.ratingAvg.toFixed(1), reviewCount: product.ratingCount };
  return {
    // An unknown SKU still shows the product, but is not a page of its own.
    status: sku && !selected ? 404 : 200,
    id: product.id,
    title: product.title,
    description: `${product.description.slice(0, 150)} ${variant ? formatMoney(variant.price, currency) : ''}`.trim(),
    ogType: 'product',
    image: product.images[0] ? ctx.publicUrl + product.images[0].url : undefined,
    body: [
      { type: 'breadcrumbs', settings: { items: trail } },
      { type: 'product-detail', settings: { product, selectedSku: selected?.sku ?? null } },
    ],
    jsonLd: [productLd, breadcrumbLd(ctx.publicUrl, trail)],
    noindex: Boolean(sku && !selected),
  };
}
