/** The reviews calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/reviews.ts';
import { callRoute } from '../contracts/call.ts';

/** A review holds at most this many photos. */
export const REVIEW_MAX_IMAGES = 9;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEWS_PAGE_SIZE = 5;

export const reviewEdit = callRoute<typeof contract.reviewEdit>('/review/edit');
export const reviewList = callRoute<typeof contract.reviewList>('/review/list');
export const reviewOrder = callRoute<typeof contract.reviewOrder>('/review/order');
export const reviewReply = callRoute<typeof contract.reviewReply>('/review/reply');
export const reviewReport = callRoute<typeof contract.reviewReport>('/review/report');
export const reviewSubmit = callRoute<typeof contract.reviewSubmit>('/review/submit');
