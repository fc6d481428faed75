import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';
import { ImageRef } from './catalog.ts';

import { REVIEW_MAX_IMAGES, REVIEW_SORTS, REVIEWS_PAGE_SIZE } from '../calls/reviews.ts';

export { REVIEW_MAX_IMAGES, REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from '../calls/reviews.ts';
/** A review may be edited for this many days after it was written. */
export const REVIEW_EDIT_DAYS = 30;

const content = (max: number, required: string) => z.string(msg(required)).trim().min(1, msg(required)).max(max, msg('validation.tooLong'));

export const ReviewListBody = z.strictObject({
  productId: id(),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: pagination.page,
  pageSize: z.number().int().min(1).max(20).default(REVIEWS_PAGE_SIZE),
});

export const ReviewReply = z.object({
  id: z.number().int(),
  content: z.string(),
  authorName: z.string(),
  /** The merchant's reply. */
  fromShop: z.boolean(),
  createdAt: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

export const ReviewView = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(ImageRef),
  authorName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  replies: z.array(ReviewReply),
});
export type ReviewView = z.infer<typeof ReviewView>;

export const ReviewSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each rating, 1 to 5. */
  histogram: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  withPhotos: z.number().int(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewPage = z.object({
  summary: ReviewSummary,
  list: z.array(ReviewView),
  /** Reviews in this sort (with photos: only those). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

const reviewFields = {
  rating: z.number(msg('validation.reviewRating')).int(msg('validation.reviewRating')).min(1, msg('validation.reviewRating')).max(5, msg('validation.reviewRating')),
  content: content(2000, 'validation.reviewContent'),
  /** URLs answered by `/attach/upload`. */
  images: z.array(z.string().max(300)).max(REVIEW_MAX_IMAGES, msg('validation.reviewImages')).default([]),
};
export const ReviewSubmitBody = z.strictObject({ lineId: id(), ...reviewFields });
export type ReviewSubmitBody = z.infer<typeof ReviewSubmitBody>;
export const ReviewEditBody = z.strictObject({ id: id(), ...reviewFields });
export type ReviewEditBody = z.infer<typeof ReviewEditBody>;

export const ReviewReplyBody = z.strictObject({ reviewId: id(), content: content(1000, 'validation.replyContent') });
export const ReviewReportBody = z.strictObject({ reviewId: id(), replyId: id().optional() });

/** What the customer wrote about a line of their order, and what they may do now. */
export const OwnReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(ImageRef),
  createdAt: z.string(),
  /** Until when it may be edited; null once that is past. */
  editableUntil: z.string().nullable(),
});
export type OwnReview = z.infer<typeof OwnReview>;

export const OrderReviewLine = z.object({
  lineId: z.number().int(),
  productId: z.number().int().nullable(),
  productSlug: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  /** Received and still sold: a review can be written (when `review` is null). */
  reviewable: z.boolean(),
  review: OwnReview.nullable(),
});
export type OrderReviewLine = z.infer<typeof OrderReviewLine>;

const tags = ['reviews'];
export const reviewList = defineCall({ path: '/review/list', body: ReviewListBody, answer: ReviewPage, tags });
/** The customer's order lines with their reviews (the order page's prompt). */
export const reviewOrder = defineCall({
  path: '/review/order',
  body: z.strictObject({ number: z.string().trim().min(1).max(40) }),
  answer: z.array(OrderReviewLine),
  tags,
});
export const reviewSubmit = defineCall({ path: '/review/submit', body: ReviewSubmitBody, answer: OwnReview, tags });
export const reviewEdit = defineCall({ path: '/review/edit', body: ReviewEditBody, answer: OwnReview, tags });
export const reviewReply = defineCall({ path: '/review/reply', body: ReviewReplyBody, answer: ReviewReply, tags });
export const reviewReport = defineCall({ path: '/review/report', body: ReviewReportBody, answer: z.null(), tags });

/** Merchant calls. */
export const AdminReviewListBody = z.strictObject({
  ...pagination,
  /** Only reviews reported (or with a reported reply). */
  reported: z.boolean().optional(),
  productId: id().optional(),
  /** Only reviews of products whose title (in any language) or slug contains this. */
  product: z.string().trim().max(100).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** Only hidden reviews (true) or only visible ones (false). */
  hidden: z.boolean().optional(),
});
export type AdminReviewListBody = z.infer<typeof AdminReviewListBody>;
export const AdminReview = ReviewView.extend({
  productId: z.number().int(),
  /** The product's title in the console's language, and its slug (its page's address). */
  productTitle: z.string(),
  productSlug: z.string(),
  hidden: z.boolean(),
  reportCount: z.number().int(),
  replies: z.array(ReviewReply.extend({ hidden: z.boolean(), reportCount: z.number().int() })),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewList = z.object({ list: z.array(AdminReview), total: z.number().int() });
export const AdminReviewHideBody = z.strictObject({ reviewId: id(), replyId: id().optional(), hidden: z.boolean() });

const admin = { tags: ['admin', 'reviews'], base: '/api/admin' } as const;
export const adminReviewList = defineCall({ path: '/review/list', body: AdminReviewListBody, answer: AdminReviewList, ...admin });
export const adminReviewHide = defineCall({ path: '/review/hide', body: AdminReviewHideBody, answer: z.null(), ...admin });
export const adminReviewReply = defineCall({ path: '/review/reply', body: ReviewReplyBody, answer: ReviewReply, ...admin });
