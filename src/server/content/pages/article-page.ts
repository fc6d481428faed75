import { breadcrumbLd, errorPage, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { getArticle, type ArticleTag } from '../articles.ts';
import { renderSections } from '../sections.ts';

/** A tag under an article: its name linking to the tag's page, or the bare slug when no such tag exists. */
function tagLink(ctx: BuildContext, tag: ArticleTag): { name: string; href: string | null } {
  return tag.name === null ? { name: tag.slug, href: null } : { name: tag.name, href: href(ctx, { type: 'tag', slug: tag.slug }) };
}

/** A journal article with related articles below it, and its Article JSON-LD. */
export async function articlePage(ctx: BuildContext, slug: string): Promise<Built> {
  const article = await getArticle(ctx.db, slug, ctx.lang);
  if (!article) return errorPage(ctx, 404);
  const trail = [
    { name: ctx.t('common.home'), href: href(ctx, { type: 'home' }) },
    { name: article.title, href: href(ctx, { type: 'article', slug }) },
  ];
  const { seo, ...shown } = article;
  const image = article.thumbnail ? ctx.publicUrl + article.thumbnail : undefined;
  return {
    status: 200,
    id: `article:${article.id}`,
    // The merchant's SEO texts when given, else the article's own.
    title: seo.title || article.title,
    description: seo.description || article.excerpt,
    ogType: 'article',
    image,
    body: [
      { type: 'breadcrumbs', settings: { items: trail } },
      { type: 'article-detail', settings: { article: { ...shown, tags: shown.tags.map((tag) => tagLink(ctx, tag)) } } },
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
