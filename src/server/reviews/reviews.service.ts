/**
 * Reviews: written once per received order line, edited by their writer for 30 days; replies by
 * the merchant and by signed-in customers; reports, and the merchant hiding what breaks the rules.
 * The product's average and count are kept from the visible reviews in the same transaction as
 * every change, so the product page, the cards and the JSON-LD agree with the rows.
 */
import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ImageRef } from '../../shared/contracts/catalog.ts';
import {
  REVIEW_EDIT_DAYS,
  type AdminReviewListBody,
  type OrderReviewLine,
  type OwnReview,
  type ReviewEditBody,
  type ReviewPage,
  type ReviewReply,
  type ReviewSort,
  type ReviewSubmitBody,
  type ReviewSummary,
} from '../../shared/contracts/reviews.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { localize } from '../catalog/localize.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { Translate } from '../platform/http/context.ts';
import { claimUploads } from '../platform/media/uploads.ts';
import { reviewReplies, reviewReports, reviews, type ReviewImage } from './reviews.schema.ts';

const EDIT_MS = REVIEW_EDIT_DAYS * 86_400_000;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The name shown with a review or reply: the nickname, else "Ana C.", else empty (shown as anonymous). */
export function displayName(user: { nickname: string; firstName: string; lastName: string }): string {
  if (user.nickname.trim()) return user.nickname.trim();
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  return [first, last ? `${[...last][0]}.` : ''].filter(Boolean).join(' ');
}

const photos = (images: ReviewImage[], t: Translate, author: string): ImageRef[] =>
  images.map((img, i) => ({ url: img.url, width: img.width, height: img.height, alt: t('review.photoAlt', { index: i + 1, name: author || t('review.anonymous') }) }));

/** Sets the product's average and count from its visible reviews. */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} set
      rating_avg = coalesce((select avg(rating)::float8 from ${reviews} where product_id = ${productId} and not hidden), 0),
      rating_count = (select count(*)::int from ${reviews} where product_id = ${productId} and not hidden)
    where id = ${productId}`);
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  photos: [desc(reviews.createdAt), desc(reviews.id)],
};
const hasPhotos = sql`jsonb_array_length(${reviews.images}) > 0`;

/** The figures above the list: one query. */
export async function reviewSummary(db: Executor, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int`, photos: sql<number>`(count(*) filter (where ${hasPhotos}))::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating);
  const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  let withPhotos = 0;
  for (const r of rows) {
    histogram[r.rating as 1 | 2 | 3 | 4 | 5] = r.n;
    count += r.n;
    sum += r.rating * r.n;
    withPhotos += r.photos;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, histogram, withPhotos };
}

/** A page of a product's visible reviews with their visible replies: three queries, however many reviews and replies. */
export async function listReviews(db: Db, input: { productId: number; sort: ReviewSort; page: number; pageSize: number }, t: Translate): Promise<ReviewPage> {
  const visible = and(eq(reviews.productId, input.productId), eq(reviews.hidden, false), input.sort === 'photos' ? hasPhotos : undefined);
  const [summary, rows] = await Promise.all([
    reviewSummary(db, input.productId),
    db
      .select()
      .from(reviews)
      .where(visible)
      .orderBy(...ORDER[input.sort])
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await db
        .select()
        .from(reviewReplies)
        .where(and(inArray(reviewReplies.reviewId, ids), eq(reviewReplies.hidden, false)))
        .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id))
    : [];
  return {
    summary,
    total: input.sort === 'photos' ? summary.withPhotos : summary.count,
    page: input.page,
    pageSize: input.pageSize,
    sort: input.sort,
    list: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      content: r.content,
      images: photos(r.images, t, r.authorName),
      authorName: r.authorName,
      verified: r.verified,
      createdAt: iso(r.createdAt),
      editedAt: r.editedAt ? iso(r.editedAt) : null,
      replies: replies.filter((p) => p.reviewId === r.id).map(replyView),
    })),
  };
}

/** The newest visible reviews, for the product's JSON-LD. */
export async function latestReviews(db: Db, productId: number, limit: number) {
  return db
    .select({ rating: reviews.rating, content: reviews.content, authorName: reviews.authorName, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

const replyView = (r: typeof reviewReplies.$inferSelect): ReviewReply => ({
  id: r.id,
  content: r.content,
  authorName: r.authorName,
  fromShop: r.fromShop,
  createdAt: iso(r.createdAt),
});

function ownView(r: typeof reviews.$inferSelect, t: Translate, now = Date.now()): OwnReview {
  const until = new Date(r.createdAt).getTime() + EDIT_MS;
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    images: photos(r.images, t, r.authorName),
    createdAt: iso(r.createdAt),
    editableUntil: until > now ? new Date(until).toISOString() : null,
  };
}

async function imagesOf(tx: Executor, userId: number, urls: string[]): Promise<ReviewImage[]> {
  const unique = [...new Set(urls)];
  const sizes = await claimUploads(tx, userId, unique);
  return unique.map((url) => ({ url, ...sizes.get(url)! }));
}

async function authorOf(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ nickname: users.nickname, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return user ? displayName(user) : '';
}

/** Reviews one line of the customer's received order; a second review of the line (even sent at the same moment) is refused. */
export async function submitReview(db: Db, userId: number, input: ReviewSubmitBody, ctx: { lang: string; t: Translate }): Promise<OwnReview> {
  const [line] = await db
    .select({ id: orderLines.id, productId: orderLines.productId, received: orders.received, productExists: products.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.id, input.lineId), eq(orders.userId, userId)));
  invariant(line, 'NOT_FOUND');
  if (!line.received || !line.productExists || !line.productId) throw new DomainError('REVIEW_NOT_ALLOWED');
  const productId = line.productId;
  const authorName = await authorOf(db, userId);
  const row = await db.transaction(async (tx) => {
    const images = await imagesOf(tx, userId, input.images);
    const [inserted] = await tx
      .insert(reviews)
      .values({ productId, orderLineId: line.id, userId, authorName, rating: input.rating, content: input.content, images, lang: ctx.lang, verified: true })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning();
    if (!inserted) throw new DomainError('REVIEW_EXISTS');
    await refreshProductRating(tx, productId);
    return inserted;
  });
  return ownView(row, ctx.t);
}

/** Edits the customer's own review within 30 days of writing it; anyone else's is not found. */
export async function editReview(db: Db, userId: number, input: ReviewEditBody, ctx: { t: Translate; now?: Date }): Promise<OwnReview> {
  const now = ctx.now ?? new Date();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, input.id), eq(reviews.userId, userId)))
      .for('update');
    invariant(current, 'NOT_FOUND');
    if (new Date(current.createdAt).getTime() + EDIT_MS <= now.getTime()) throw new DomainError('REVIEW_EDIT_CLOSED', { days: REVIEW_EDIT_DAYS });
    const images = await imagesOf(tx, userId, input.images);
    const [updated] = await tx.update(reviews).set({ rating: input.rating, content: input.content, images, editedAt: now }).where(eq(reviews.id, current.id)).returning();
    await refreshProductRating(tx, current.productId);
    return updated;
  });
  return ownView(row, ctx.t, now.getTime());
}

/** The lines of the customer's order with what they wrote about each (the order page's review prompt). */
export async function orderReviewLines(db: Db, userId: number, number: string, ctx: { lang: string; t: Translate }): Promise<OrderReviewLine[]> {
  const rows = await db
    .select({ line: orderLines, received: orders.received, slug: products.slug, review: reviews })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    .orderBy(orderLines.id);
  invariant(rows.length, 'NOT_FOUND');
  return rows.map(({ line, received, slug, review }) => ({
    lineId: line.id,
    productId: slug ? line.productId : null,
    productSlug: slug,
    title: localize(line.title, ctx.lang),
    image: line.image,
    reviewable: received && slug !== null,
    review: review ? ownView(review, ctx.t) : null,
  }));
}

/** A reply to a visible review: the merchant's (`fromShop`) or a signed-in customer's. */
export async function replyToReview(db: Db, userId: number, input: { reviewId: number; content: string }, fromShop: boolean): Promise<ReviewReply> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), fromShop ? undefined : eq(reviews.hidden, false)));
  invariant(review, 'NOT_FOUND');
  const authorName = fromShop ? '' : await authorOf(db, userId);
  const [row] = await db.insert(reviewReplies).values({ reviewId: review.id, userId, fromShop, authorName, content: input.content }).returning();
  return replyView(row);
}

/** A shopper's report of a review or one of its replies; reporting the same thing again changes nothing. */
export async function reportReview(db: Db, reporter: string, input: { reviewId: number; replyId?: number }): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.replyId) {
      const [reply] = await tx
        .select({ id: reviewReplies.id })
        .from(reviewReplies)
        .where(and(eq(reviewReplies.id, input.replyId), eq(reviewReplies.reviewId, input.reviewId), eq(reviewReplies.hidden, false)));
      invariant(reply, 'NOT_FOUND');
    } else {
      const [review] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, input.reviewId), eq(reviews.hidden, false)));
      invariant(review, 'NOT_FOUND');
    }
    const [report] = await tx
      .insert(reviewReports)
      .values({ reviewId: input.reviewId, replyId: input.replyId ?? 0, reporter })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!report) return;
    if (input.replyId)
      await tx
        .update(reviewReplies)
        .set({ reportCount: sql`${reviewReplies.reportCount} + 1` })
        .where(eq(reviewReplies.id, input.replyId));
    else
      await tx
        .update(reviews)
        .set({ reportCount: sql`${reviews.reportCount} + 1` })
        .where(eq(reviews.id, input.reviewId));
  });
}

/**
 * The merchant's list: every review, hidden ones too, newest first, with its product's title; the
 * filters keep those reported (the review or a reply), of one rating, hidden or visible, of one
 * product, or of products whose title (any language) or slug contains the search.
 */
export async function adminListReviews(db: Db, input: AdminReviewListBody & { page: number; pageSize: number }, ctx: { lang: string; t: Translate }) {
  const reported = or(gt(reviews.reportCount, 0), sql`exists (select 1 from ${reviewReplies} rr where rr.review_id = ${reviews.id} and rr.report_count > 0)`);
  const like = input.product ? `%${input.product.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    input.productId ? eq(reviews.productId, input.productId) : undefined,
    input.reported ? reported : undefined,
    input.rating ? eq(reviews.rating, input.rating) : undefined,
    input.hidden === undefined ? undefined : eq(reviews.hidden, input.hidden),
    like ? or(ilike(products.slug, like), sql`exists (select 1 from jsonb_each_text(${products.title}) t where t.value ilike ${like})`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ review: reviews, productTitle: products.title, productSlug: products.slug })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.review.id);
  const replies = ids.length
    ? await db.select().from(reviewReplies).where(inArray(reviewReplies.reviewId, ids)).orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id))
    : [];
  return {
    total,
    list: rows.map(({ review: r, productTitle, productSlug }) => ({
      id: r.id,
      productId: r.productId,
      productTitle: localize(productTitle, ctx.lang),
      productSlug,
      rating: r.rating,
      content: r.content,
      images: photos(r.images, ctx.t, r.authorName),
      authorName: r.authorName,
      verified: r.verified,
      hidden: r.hidden,
      reportCount: r.reportCount,
      createdAt: iso(r.createdAt),
      editedAt: r.editedAt ? iso(r.editedAt) : null,
      replies: replies.filter((p) => p.reviewId === r.id).map((p) => ({ ...replyView(p), hidden: p.hidden, reportCount: p.reportCount })),
    })),
  };
}

/** Hides (or shows again) a review or one reply; a hidden review leaves the product's figures. */
/** The product a review is about (its page shows the review's stars and, in its structured data, the review). */
export async function reviewProduct(db: Executor, reviewId: number): Promise<number | null> {
  const [row] = await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, reviewId));
  return row?.productId ?? null;
}

export async function setReviewHidden(db: Db, input: { reviewId: number; replyId?: number; hidden: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.replyId) {
      const rows = await tx
        .update(reviewReplies)
        .set({ hidden: input.hidden })
        .where(and(eq(reviewReplies.id, input.replyId), eq(reviewReplies.reviewId, input.reviewId)))
        .returning({ id: reviewReplies.id });
      invariant(rows.length, 'NOT_FOUND');
      return;
    }
    const [row] = await tx.update(reviews).set({ hidden: input.hidden }).where(eq(reviews.id, input.reviewId)).returning({ productId: reviews.productId });
    invariant(row, 'NOT_FOUND');
    await refreshProductRating(tx, row.productId);
  });
}
