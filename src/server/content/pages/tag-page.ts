/**
 * A tag's page. Articles share the shop's tags, so the page joins the catalogue's listing of the
 * tag's products and the journal's articles of the tag; it sits with the journal, which may
 * import the catalogue.
 */
import type { Section } from '../../../shared/contracts/sections/section.ts';
import { findTag, selectionConditions } from '../../catalog/catalog.service.ts';
import { localize } from '../../catalog/localize.ts';
import { homeCrumb, listingPage, listQuery, selection } from '../../catalog/pages/listing.ts';
import { errorPage, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { listArticles } from '../articles.ts';

const TAGGED_ARTICLES = 6;

export async function tagPage(ctx: BuildContext, slug: string): Promise<Built> {
  const tag = await findTag(ctx.db, slug);
  if (!tag) return errorPage(ctx, 404);
  const title = localize(tag.name, ctx.lang);
  const [listing, tagged] = await Promise.all([
    listingPage(ctx, {
      id: `tag:${tag.id}`,
      title,
      description: ctx.t('tag.taggedWith', { tag: title }),
      trail: [homeCrumb(ctx), { name: ctx.t('nav.tags'), href: href(ctx, { type: 'tag-list' }) }, { name: title, href: href(ctx, { type: 'tag', slug }) }],
      filters: { tag: slug },
      seo: tag,
    }),
    listArticles(ctx.db, { limit: TAGGED_ARTICLES, tag: slug }, ctx.lang),
  ]);
  if (tagged.list.length === 0) return listing;
  // The tag's journal articles go below its products.
  const articles = tagged.list.map((a) => ({ ...a, href: href(ctx, { type: 'article', slug: a.slug }) }));
  const articleList: Section = { type: 'article-list', settings: { title: ctx.t('article.title'), articles } };
  // A tag only articles carry reads as a journal page, without an empty product grid and filters.
  const products = listing.body.find((section) => section.type === 'product-list');
  const query = listQuery(ctx);
  const unfiltered = query.page === 1 && Object.values(selectionConditions(selection(query))).every((condition) => condition === undefined);
  if (products?.settings.total === 0 && unfiltered) {
    return { ...listing, body: [listing.body[0], { type: 'page-title', settings: { title } }, articleList] };
  }
  return { ...listing, body: [...listing.body, articleList] };
}
