/** The average rating as five stars, filled to the nearest tenth, with the review count. */
import { useT } from '../app/site.tsx';

const FIVE = [0, 1, 2, 3, 4];

export function Stars({ value, count }: { value: number; count?: number }) {
  const t = useT();
  const rating = Math.max(0, Math.min(5, value));
  const fill = `${(Math.round(rating * 10) / 50) * 100}%`;
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <span role="img" aria-label={t('review.average', { rating: rating.toFixed(1) })} className="relative inline-flex">
        <span className="flex text-gray-300">
          {FIVE.map((i) => (
            <StarShape key={i} />
          ))}
        </span>
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: fill }}>
          {FIVE.map((i) => (
            <StarShape key={i} className="shrink-0" />
          ))}
        </span>
      </span>
      {count !== undefined && <span className="text-description">{t('product.reviewCount', { count })}</span>}
    </div>
  );
}

function StarShape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}
