/** The storefront's review calls and the merchant's (list, hide, reply). */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewHide,
  adminReviewList,
  adminReviewReply,
  reviewEdit,
  reviewList,
  reviewOrder,
  reviewReply,
  reviewReport,
  reviewSubmit,
} from '../../shared/contracts/reviews.ts';
import { requireShopper, requireUser } from '../accounts/identity.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import { rateKey } from '../platform/media/upload.routes.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError } from '../platform/http/errors.ts';
import { ADMIN, WEB } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import {
  adminListReviews,
  editReview,
  listReviews,
  orderReviewLines,
  replyToReview,
  reportReview,
  reviewProduct,
  setReviewHidden,
  submitReview,
} from './reviews.service.ts';
import { productTag, purge } from '../platform/purge.ts';

/** Writing is limited per session (many customers can share one address), reading is not. */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: rateKey } });

/** After a review's change has committed: its product's pages are drawn again (stars, count, structured data). */
async function productChanged(db: Db, reviewId: number) {
  const productId = await reviewProduct(db, reviewId);
  if (productId) purge('catalog', { tags: [productTag(productId)] });
}

export function reviewRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, reviewList, async (request) => ok(await listReviews(db, request.body, request.t)));

    route(app, reviewOrder, async (request) => {
      const { user } = await requireUser(request);
      return ok(await orderReviewLines(db, user.id, request.body.number, { lang: request.lang, t: request.t }));
    });

    route(app, reviewSubmit, { config: limit(20) }, async (request) => {
      const { user } = await requireUser(request);
      const review = await submitReview(db, user.id, request.body, { lang: request.lang, t: request.t });
      await productChanged(db, review.id);
      return ok(review, request.t('review.submitted'));
    });

    route(app, reviewEdit, { config: limit(20) }, async (request) => {
      const { user } = await requireUser(request);
      const review = await editReview(db, user.id, request.body, { t: request.t });
      await productChanged(db, review.id);
      return ok(review, request.t('review.updated'));
    });

    // Visitors are asked to sign in first (spec §6): the answer says so, and the page offers the sign-in.
    route(app, reviewReply, { config: limit(20) }, async (request) => {
      const identity = await request.identity();
      if (!identity) throw new DomainError('SIGN_IN_TO_REPLY');
      return ok(await replyToReview(db, identity.user.id, request.body, false), request.t('review.replySent'));
    });

    route(app, reviewReport, { config: limit(20) }, async (request, reply) => {
      const shopper = await requireShopper(request, reply);
      const reporter = 'userId' in shopper ? `u:${shopper.userId}` : `v:${shopper.visitorId}`;
      await reportReview(db, reporter, request.body);
      return ok(null, request.t('review.reported'));
    });
  };
}

export function adminReviewRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminReviewList, permit('reviews.moderate'), async (request) => {
      // Reading the list changes nothing: no audit row.
      request.audited = true;
      return ok(await adminListReviews(db, request.body, { lang: request.lang, t: request.t }));
    });
    // Hiding and replying are recorded by the fallback audit hook (the call and its body).
    route(app, adminReviewHide, permit('reviews.moderate'), async (request) => {
      await setReviewHidden(db, request.body);
      await productChanged(db, request.body.reviewId);
      return ok(null, request.t(request.body.hidden ? 'review.hiddenDone' : 'review.shownDone'));
    });
    route(app, adminReviewReply, permit('reviews.moderate'), async (request) => {
      const { user } = staffOf(request);
      return ok(await replyToReview(db, user.id, request.body, true), request.t('review.replySent'));
    });
  };
}

export async function registerReviews(app: FastifyInstance, deps: { db: Db }) {
  await app.register(reviewRoutes(deps.db), WEB);
  await app.register(adminReviewRoutes(deps.db), ADMIN);
}
