/** Articles: lists for the article-list section and the article page. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../db/client.server.ts';
import { articles } from '../db/schema.ts';

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

function toCard(row: { slug: string; title: Record<string, string>; excerpt: Record<string, string>; thumbnail: string | null; author: string; publishedAt: Date }, lang: string): ArticleCard {
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

export async function getArticle(db: Db, slug: string, lang: string) {
  const [row] = await db
    .select({ ...cardColumns, id: articles.id, body: articles.body, tags: articles.tags })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  if (!row) return null;
  return { ...toCard(row, lang), id: row.id, body: localize(row.body, lang), tags: row.tags };
}
