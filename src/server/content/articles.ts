/** Articles: lists for the article-list section and the article page. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../platform/db/client.ts';
import { tags } from '../catalog/catalog.schema.ts';
import { articles, authors } from './content.schema.ts';

export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  thumbnail: string | null;
  author: string;
  publishedAt: string;
}

const cardColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  thumbnail: articles.thumbnail,
  author: articles.author,
  publishedAt: articles.publishedAt,
};

function toCard(
  row: { slug: string; title: Record<string, string>; excerpt: Record<string, string>; thumbnail: string | null; author: string; publishedAt: Date },
  lang: string,
): ArticleCard {
  return {
    slug: row.slug,
    title: localize(row.title, lang),
    excerpt: localize(row.excerpt, lang),
    thumbnail: row.thumbnail,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listArticles(db: Db, opts: { limit: number; offset?: number; tag?: string }, lang: string) {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over()` })
    .from(articles)
    .where(and(eq(articles.published, true), opts.tag ? sql`${articles.tags} ? ${opts.tag}` : undefined))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
  return { list: rows.map((r) => toCard(r, lang)), total: rows.length ? Number(rows[0].total) : 0 };
}

/** An article's tag: its display name, or null when no tag of that slug exists (nothing to link to). */
export interface ArticleTag {
  slug: string;
  name: string | null;
}

/**
 * Articles keep their tags as slugs; the names are those of the tags table (as for products),
 * looked up in the article's own statement and kept in the article's order.
 */
const tagNames = sql<Array<{ slug: string; name: Record<string, string> | null }>>`(
  select coalesce(json_agg(json_build_object('slug', e.slug, 'name', t.name) order by e.n), '[]'::json)
  from jsonb_array_elements_text(${sql.raw('"articles"."tags"')}) with ordinality as e(slug, n)
  left join ${tags} t on t.slug = e.slug)`;

export async function getArticle(db: Db, slug: string, lang: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      id: articles.id,
      body: articles.body,
      tags: tagNames,
      seoTitle: articles.seoTitle,
      seoDescription: articles.seoDescription,
      authorBio: authors.bio,
      authorAvatar: authors.avatar,
    })
    .from(articles)
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  if (!row) return null;
  // The embedded driver may answer json as text.
  const tagRows: Array<{ slug: string; name: Record<string, string> | null }> = typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags;
  const articleTags: ArticleTag[] = tagRows.map((t) => ({ slug: t.slug, name: t.name ? localize(t.name, lang) || t.slug : null }));
  const seo = { title: localize(row.seoTitle, lang), description: localize(row.seoDescription, lang) };
  // The author's bio in the page's language (empty when they have none) and portrait, when the article has an author of record.
  const authorProfile = { bio: row.authorBio ? localize(row.authorBio, lang) : '', avatar: row.authorAvatar ?? null };
  return { ...toCard(row, lang), id: row.id, body: localize(row.body, lang), tags: articleTags, seo, authorProfile };
}
