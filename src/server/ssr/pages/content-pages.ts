/** Merchant content: home, pages (page/app/custom/root), articles and the quote-request page. */
import { localize } from '../../catalog/localize.ts';
import { getProduct } from '../../catalog/catalog.service.ts';
import { findPage } from '../../content/content.service.ts';
import { getArticle, type ArticleTag } from '../../content/articles.ts';
import { breadcrumbLd } from '../../content/meta.ts';
import { renderSections } from '../../content/sections.ts';
import { errorPage, href, type BuildContext, type Built } from './context.ts';

export async function homePage(ctx: BuildContext): Promise<Built> {
  const page = await findPage(ctx.db, 'home', 'home');
  return {
    status: 200,
    id: 'home',
    title: page ? localize(page.title, ctx.lang) : ctx.site.config.name,
    description: page ? localize(page.description, ctx.lang) : undefined,
    body: page ? await renderSections(ctx.db, page.sections, ctx) : [],
    hideHead: page?.hideHead,
    hideFoot: page?.hideFoot,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: ctx.site.config.name, url: `${ctx.publicUrl}/` }],
  };
}

/** A page built from sections; `kind` is the route family (page, app, custom). */
export async function contentPage(ctx: BuildContext, kind: string, slug: string): Promise<Built> {
  const page = await findPage(ctx.db, kind, slug);
  if (!page) return errorPage(ctx, 404);
  const title = localize(page.title, ctx.lang);
  return {
    status: 200,
    id: `page:${page.id}`,
    title,
    description: localize(page.description, ctx.lang),
    body: [{ type: 'page-title', settings: { title } }, ...(await renderSections(ctx.db, page.sections, ctx))],
    hideHead: page.hideHead,
    hideFoot: page.hideFoot,
  };
}

/** A tag under an article: its name linking to the tag's page, or the bare slug when no such tag exists. */
function tagLink(ctx: BuildContext, tag: ArticleTag): { name: string; href: string | null } {
  return tag.name === null ? { name: tag.slug, href: null } : { name: tag.name, href: href(ctx, { type: 'tag', slug: tag.slug }) };
}

export async function articlePage(ctx: BuildContext, slug: string): Promise<Built> {
  const article = await getArticle(ctx.db, slug, ctx.lang);
  if (!article) return errorPage(ctx, 404);
  const trail = [
    { name: ctx.t('common.home'), href: href(ctx, { type: 'home' }) },
    { name: article.title, href: href(ctx, { type: 'article', slug }) },
  ];
  const image = article.thumbnail ? ctx.publicUrl + article.thumbnail : undefined;
  return {
    status: 200,
    id: `article:${article.id}`,
    title: article.title,
    description: article.excerpt,
    ogType: 'article',
    image,
    body: [
      { type: 'breadcrumbs', settings: { items: trail } },
      { type: 'article-detail', settings: { article: { ...article, tags: article.tags.map((tag) => tagLink(ctx, tag)) } } },
      ...(await renderSections(ctx.db, [{ type: 'article-list', settings: { title: ctx.t('article.related'), limit: 3, exclude: slug } }], ctx)),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: image ? [image] : undefined,
        author: { '@type': 'Person', name: article.author },
        datePublished: article.publishedAt,
        publisher: { '@type': 'Organization', name: ctx.site.config.name },
      },
      breadcrumbLd(ctx.publicUrl, trail),
    ],
  };
}

/**
 * The quote-request page: `inquiry/{slug}` asks about the product of that slug, or renders the
 * merchant's inquiry page of that slug; the form itself is the same.
 */
export async function inquiryPage(ctx: BuildContext, slug: string): Promise<Built> {
  const [product, page] = await Promise.all([getProduct(ctx.db, { slug }, ctx.lang), findPage(ctx.db, 'inquiry', slug)]);
  if (!product && !page) return errorPage(ctx, 404);
  const title = product ? `${ctx.t('inquiry.title')}: ${product.title}` : localize(page!.title, ctx.lang);
  const intro = page ? await renderSections(ctx.db, page.sections, ctx) : [];
  return {
    status: 200,
    id: product ? `inquiry:product:${product.id}` : `inquiry:${page!.id}`,
    title,
    body: [
      { type: 'page-title', settings: { title } },
      ...intro,
      { type: 'inquiry-form', settings: { slug, product: product ? { slug: product.slug, title: product.title, image: product.images[0] ?? null } : null } },
    ],
    noindex: Boolean(product),
  };
}
