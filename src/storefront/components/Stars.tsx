/** The average rating as five stars, filled to the nearest tenth, with the review count. */
import type { CSSProperties } from 'react';
import { useT } from '../lib/site.ts';

/**
 * The stars are drawn by the stylesheet (the `stars` utility in styles.css: one SVG as a mask,
 * the fill a gradient stopping at `--fill`), so a listing of 24 rated cards carries one 80-byte
 * element per rating instead of two inline SVGs of 490 bytes each.
 */
export function Stars({ value, count }: { value: number; count?: number }) {
  const t = useT();
  const rating = Math.max(0, Math.min(5, value));
  const fill = `${(Math.round(rating * 10) / 50) * 100}%`;
  return (
    <div className="rating">
      <span role="img" aria-label={t('review.average', { rating: rating.toFixed(1) })} className="stars" style={{ '--fill': fill } as CSSProperties} />
      {count !== undefined && <span>{t('product.reviewCount', { count })}</span>}
    </div>
  );
}
