/**
 * The merchant's journal: articles (drafts until published) and the authors who sign them. An
 * article keeps its author's name beside the author's id so the storefront's pages read one row;
 * renaming an author renames it on their articles in the same transaction.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminArticle, AdminAuthor, ArticleListBody, ArticleSaveBody, AuthorSaveBody } from '../../shared/contracts/content-admin.ts';
import { buildPath } from '../../shared/routes.ts';
import { audit } from '../accounts/audit.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import type { Localized } from '../platform/db/columns.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { articles, authors } from './content.schema.ts';
import { sanitizeLocalized } from './rich-text.ts';

type Out<T extends z.ZodType> = z.output<T>;

type ArticleRow = typeof articles.$inferSelect;

function view(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.excerpt,
    body: row.body,
    cover: row.thumbnail,
    authorId: row.authorId,
    author: row.author,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    path: buildPath({ type: 'article', slug: row.slug }),
  };
}

async function articleRow(db: Executor, id: number, lock = false) {
  const query = db.select().from(articles).where(eq(articles.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function articleList(db: Db, body: Out<typeof ArticleListBody>) {
  const filters: SQL[] = [];
  if (body.status) filters.push(eq(articles.published, body.status === 'published'));
  if (body.search) {
    const like = `%${body.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(articles.slug, like), ilike(sql`${articles.title}::text`, like), ilike(articles.author, like))!);
  }
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      author: articles.author,
      published: articles.published,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      total: sql<number>`count(*) over()`,
    })
    .from(articles)
    .where(and(...filters))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return {
    list: rows.map(({ total: _total, ...r }) => ({
      ...r,
      publishedAt: r.publishedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      path: buildPath({ type: 'article', slug: r.slug }),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

export async function articleById(db: Db, id: number): Promise<AdminArticle> {
  const row = await articleRow(db, id);
  invariant(row, 'NOT_FOUND');
  return view(row);
}

export async function saveArticle(db: Db, request: FastifyRequest, body: Out<typeof ArticleSaveBody>) {
  return db.transaction(async (tx) => {
    const before = body.id ? await articleRow(tx, body.id, true) : undefined;
    if (body.id) invariant(before, 'NOT_FOUND');
    const [taken] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, body.slug), body.id ? ne(articles.id, body.id) : undefined))
      .limit(1);
    if (taken) throw new DomainError('ARTICLE_SLUG_TAKEN', { slug: body.slug }, { field: 'slug' });
    let authorName = '';
    if (body.authorId !== null) {
      const [author] = await tx.select({ name: authors.name }).from(authors).where(eq(authors.id, body.authorId)).limit(1);
      if (!author) throw new DomainError('AUTHOR_MISSING', {}, { field: 'authorId' });
      authorName = author.name;
    }
    const values = {
      slug: body.slug,
      title: body.title as Localized,
      excerpt: body.summary as Localized,
      body: sanitizeLocalized(body.body as Localized),
      thumbnail: body.cover,
      authorId: body.authorId,
      author: authorName,
      tags: [...new Set(body.tags)],
      seoTitle: body.seoTitle as Localized,
      seoDescription: body.seoDescription as Localized,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx.update(articles).set(values).where(eq(articles.id, before.id)).returning()
      : // A new article is a draft until the merchant publishes it.
        await tx
          .insert(articles)
          .values({ ...values, published: false })
          .returning();
    const after = view(row);
    await audit(tx, request, {
      action: before ? 'article.update' : 'article.create',
      entity: 'article',
      entityId: row.id,
      before: before ? view(before) : null,
      after,
    });
    return after;
  });
}

/** Publishing a draft (or an unpublished article) dates it now, so it heads the journal; unpublishing keeps the date. */
export async function publishArticle(db: Db, request: FastifyRequest, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    invariant(before, 'NOT_FOUND');
    const [row] = await tx
      .update(articles)
      .set({ published, ...(published && !before.published ? { publishedAt: new Date() } : {}), updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    await audit(tx, request, {
      action: published ? 'article.publish' : 'article.unpublish',
      entity: 'article',
      entityId: id,
      before: { published: before.published },
      after: { published },
    });
    return view(row);
  });
}

export async function deleteArticle(db: Db, request: FastifyRequest, id: number) {
  await db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    invariant(before, 'NOT_FOUND');
    await tx.delete(articles).where(eq(articles.id, id));
    await audit(tx, request, { action: 'article.delete', entity: 'article', entityId: id, before: view(before) });
  });
}

/* Authors */

export async function authorList(db: Executor): Promise<AdminAuthor[]> {
  const rows = await db
    .select({ id: authors.id, name: authors.name, bio: authors.bio, avatar: authors.avatar, articleCount: count(articles.id) })
    .from(authors)
    .leftJoin(articles, eq(articles.authorId, authors.id))
    .groupBy(authors.id)
    .orderBy(authors.name, authors.id);
  return rows.map((r) => ({ ...r, articleCount: Number(r.articleCount) }));
}

async function authorById(db: Executor, id: number): Promise<AdminAuthor | undefined> {
  const [row] = await db
    .select({ id: authors.id, name: authors.name, bio: authors.bio, avatar: authors.avatar, articleCount: count(articles.id) })
    .from(authors)
    .leftJoin(articles, eq(articles.authorId, authors.id))
    .where(eq(authors.id, id))
    .groupBy(authors.id);
  return row && { ...row, articleCount: Number(row.articleCount) };
}

export async function saveAuthor(db: Db, request: FastifyRequest, body: Out<typeof AuthorSaveBody>) {
  return db.transaction(async (tx) => {
    const before = body.id ? await authorById(tx, body.id) : undefined;
    if (body.id) invariant(before, 'NOT_FOUND');
    const values = { name: body.name, bio: body.bio as Localized, avatar: body.avatar };
    let id = before?.id;
    if (id) {
      await tx.update(authors).set(values).where(eq(authors.id, id));
      // The storefront shows the name kept on each article.
      if (before!.name !== body.name) await tx.update(articles).set({ author: body.name }).where(eq(articles.authorId, id));
    } else [{ id }] = await tx.insert(authors).values(values).returning({ id: authors.id });
    const after = (await authorById(tx, id!))!;
    await audit(tx, request, { action: before ? 'author.update' : 'author.create', entity: 'author', entityId: id, before: before ?? null, after });
    return after;
  });
}

/** An author with articles stays: their articles would lose their byline. */
export async function deleteAuthor(db: Db, request: FastifyRequest, id: number) {
  await db.transaction(async (tx) => {
    const before = await authorById(tx, id);
    invariant(before, 'NOT_FOUND');
    if (before.articleCount > 0) throw new DomainError('AUTHOR_IN_USE', { count: before.articleCount });
    await tx.delete(authors).where(eq(authors.id, id));
    await audit(tx, request, { action: 'author.delete', entity: 'author', entityId: id, before });
  });
}
