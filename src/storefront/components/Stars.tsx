/** The average rating as five stars, filled to the nearest tenth, with the review count. */
import { useT } from '../app/site.tsx';

/** One star drawn with relative moves, so five stars are one path, 20 units apart. */
const STAR = 'l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z';
const FIVE_STARS = `M10 1.6${STAR}m20 0${STAR}m20 0${STAR}m20 0${STAR}m20 0${STAR}`;

export function Stars({ value, count }: { value: number; count?: number }) {
  const t = useT();
  const rating = Math.max(0, Math.min(5, value));
  const fill = `${(Math.round(rating * 10) / 50) * 100}%`;
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <span role="img" aria-label={t('review.average', { rating: rating.toFixed(1) })} className="relative inline-flex">
        <StarRow className="text-gray-300" />
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: fill }}>
          <StarRow className="shrink-0" />
        </span>
      </span>
      {count !== undefined && <span className="text-description">{t('product.reviewCount', { count })}</span>}
    </div>
  );
}

function StarRow({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 20" width="80" height="16" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={FIVE_STARS} />
    </svg>
  );
}
