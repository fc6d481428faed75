/** One review's rating as five stars (read-only), named for assistive tech. */
import { useT } from '../../lib/site.ts';

export function RatingStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span role="img" aria-label={t('review.ratingStar', { count: rating })} className="inline-flex text-base leading-none">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? 'text-amber-500' : 'text-gray-300'}>
          ★
        </span>
      ))}
    </span>
  );
}
