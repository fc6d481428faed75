/**
 * The order page's review prompt (shown once the order is received): each line with a "Write a
 * review" button, or the review written and, for 30 days, a button to edit it.
 */
import { useEffect, useId, useState } from 'react';
import type { OrderReviewLine, OwnReview } from '../../../shared/contracts/reviews.ts';
import { reviewOrder } from '../../../shared/calls/reviews.ts';
import { call } from '../../app/api.ts';
import { Link } from '../../components/Link.tsx';
import { useHref, useLang, useT } from '../../lib/site.ts';
import { PRIMARY, SECONDARY } from './buttons.ts';
import { RatingStars } from './RatingStars.tsx';
import { ReviewForm } from './ReviewForm.tsx';

export default function OrderReviews({ number }: { number: string }) {
  const t = useT();
  const headingId = useId();
  const [lines, setLines] = useState<OrderReviewLine[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    call(reviewOrder, { number }, { silent: true }).then(setLines, () => setLines([]));
  }, [number]);

  if (!lines || !lines.some((l) => l.reviewable || l.review)) return null;
  const saved = (lineId: number, review: OwnReview) => {
    setLines((list) => list && list.map((l) => (l.lineId === lineId ? { ...l, review } : l)));
    setOpen(null);
  };
  return (
    <section id="reviews" aria-labelledby={headingId} className="mt-6 scroll-mt-20 rounded-theme border border-border bg-white p-5">
      <h2 id={headingId} className="text-lg">
        {t('review.promptTitle')}
      </h2>
      <p className="mt-1 text-sm text-description">{t('review.prompt')}</p>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {lines.map((line) => (
          <li key={line.lineId} className="py-4 first:pt-0 last:pb-0">
            <LineReview
              line={line}
              open={open === line.lineId}
              onOpen={() => setOpen(line.lineId)}
              onClose={() => setOpen(null)}
              onSaved={(r) => saved(line.lineId, r)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LineReview({ line, open, onOpen, onClose, onSaved }: { line: OrderReviewLine; open: boolean; onOpen(): void; onClose(): void; onSaved(r: OwnReview): void }) {
  const t = useT();
  const href = useHref();
  const { lang } = useLang();
  const review = line.review;
  const until = review?.editableUntil ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(review.editableUntil)) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {line.image && <img src={line.image} alt="" width={56} height={56} className="size-14 rounded-theme object-cover" />}
        {line.productSlug ? (
          <Link href={href({ type: 'product', slug: line.productSlug })} className="min-w-0 flex-1 font-medium hover:text-primary">
            {line.title}
          </Link>
        ) : (
          <span className="min-w-0 flex-1 font-medium">{line.title}</span>
        )}
        {!review && line.reviewable && !open && (
          <button type="button" onClick={onOpen} aria-label={t('review.writeFor', { title: line.title })} className={PRIMARY}>
            {t('review.write')}
          </button>
        )}
        {review && until && !open && (
          <button type="button" onClick={onOpen} className={SECONDARY}>
            {t('review.edit')}
          </button>
        )}
      </div>
      {review && !open && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex items-center gap-2">
            <span className="font-medium">{t('review.yours')}</span>
            <RatingStars rating={review.rating} />
          </p>
          <p className="whitespace-pre-line break-words">{review.content}</p>
          {review.images.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {review.images.map((image) => (
                <li key={image.url}>
                  <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="size-16 rounded-theme object-cover" />
                </li>
              ))}
            </ul>
          )}
          {until && <p className="text-xs text-description">{t('review.editUntil', { date: until })}</p>}
        </div>
      )}
      {open && (
        <ReviewForm target={review ? { review } : { lineId: line.lineId }} title={t('review.writeFor', { title: line.title })} onDone={onSaved} onCancel={onClose} />
      )}
    </div>
  );
}
