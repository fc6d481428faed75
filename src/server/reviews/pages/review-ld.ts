/** The newest reviews in full in a product page's JSON-LD, beside the aggregate rating the catalogue puts there. */
import type { BuildContext, Built } from '../../platform/page-context.ts';
import { latestReviews } from '../reviews.service.ts';

/** How many of the newest reviews the Product JSON-LD carries. */
const LD_REVIEWS = 5;

export async function withReviewLd(ctx: BuildContext, built: Built): Promise<Built> {
  const product = built.jsonLd?.find((ld) => ld['@type'] === 'Product' && ld.aggregateRating);
  if (!product || typeof built.id !== 'number') return built;
  product.review = (await latestReviews(ctx.db, built.id, LD_REVIEWS)).map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.authorName || ctx.t('review.anonymous') },
    datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
    reviewBody: r.content,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
  return built;
}
