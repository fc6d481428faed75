/** One review as the merchant sees it: rating, author, text, photos, and every reply, each of which can be hidden or shown. */
import type { AdminReview } from '../../../shared/contracts/reviews.ts';
import { dateTime } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { PhotoViewer } from './PhotoViewer.tsx';

const small = 'rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:bg-slate-100 disabled:opacity-50';

export function ReviewContent({ review, busy, onHideReply }: { review: AdminReview; busy: boolean; onHideReply(replyId: number, hidden: boolean): void }) {
  const t = useT();
  const { lang } = useLang();
  return (
    <div className="max-w-xl">
      <p className="flex flex-wrap items-center gap-2">
        <span role="img" aria-label={t('reviews.ratingLabel', { rating: review.rating })} className="text-amber-500">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <strong className="font-medium">{review.authorName || t('reviews.anonymous')}</strong>
        {review.verified && <span className="rounded bg-emerald-50 px-1.5 text-xs text-emerald-800">{t('reviews.verified')}</span>}
        <span className="text-xs text-slate-500">
          {dateTime(review.createdAt, lang)}
          {review.editedAt ? ` · ${t('reviews.edited')}` : ''}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-wrap">{review.content}</p>
      <PhotoViewer photos={review.images} />
      {review.replies.length > 0 && (
        <section className="mt-3 border-l-2 border-slate-200 pl-3">
          <h3 className="text-xs font-medium text-slate-500 uppercase">{t('reviews.replies')}</h3>
          <ul className="mt-1 space-y-2">
            {review.replies.map((reply) => (
              <li key={reply.id} className={reply.hidden ? 'opacity-60' : undefined}>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{reply.fromShop ? t('reviews.theShop') : reply.authorName || t('reviews.customer')}</span>
                  <span>{dateTime(reply.createdAt, lang)}</span>
                  {reply.hidden && <span className="rounded bg-slate-200 px-1.5 text-slate-700">{t('reviews.hidden')}</span>}
                  {reply.reportCount > 0 && <span className="rounded bg-red-50 px-1.5 text-red-700">{t('reviews.reports', { count: reply.reportCount })}</span>}
                </p>
                <p className="text-sm whitespace-pre-wrap">{reply.content}</p>
                <button type="button" className={`${small} mt-1`} disabled={busy} onClick={() => onHideReply(reply.id, !reply.hidden)}>
                  {t(reply.hidden ? 'reviews.showReply' : 'reviews.hideReply')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
