/**
 * The product page's comment list (spec §2): the average with a histogram of the ratings, the
 * reviews sorted by newest, highest, lowest or only those with photos, a page at a time, photos
 * opening in the image viewer, replies (the shop's marked as such), a reply form for signed-in
 * customers and the "sign in to reply" prompt for visitors (spec §6), and a report button.
 * The list loads when the section comes near the screen.
 */
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { ImageRef } from '../../../shared/contracts/catalog.ts';
import type { ReviewPage, ReviewSort, ReviewView } from '../../../shared/contracts/reviews.ts';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, reviewList, reviewReply, reviewReport } from '../../../shared/calls/reviews.ts';
import { call } from '../../app/api.ts';
import { useClientState } from '../../app/store.ts';
import { toast } from '../../app/toast.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Link } from '../../components/Link.tsx';
import { Stars } from '../../components/Stars.tsx';
import { useHref, useLang, useT } from '../../lib/site.ts';
import { PRIMARY, QUIET, SECONDARY } from './buttons.ts';
import { RatingStars } from './RatingStars.tsx';

export interface ImageViewerProps {
  images: ImageRef[];
  start: number;
  onClose(index: number): void;
}

interface ProductReviewsProps {
  productId: number;
  /** The catalogue's full-size image viewer, given by the product page. */
  ImageViewer: ComponentType<ImageViewerProps>;
}

const SORT_LABEL: Record<ReviewSort, string> = { newest: 'review.sortNewest', highest: 'review.sortHighest', lowest: 'review.sortLowest', photos: 'review.sortPhotos' };

export default function ProductReviews({ productId, ImageViewer }: ProductReviewsProps) {
  const t = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [query, setQuery] = useState<{ sort: ReviewSort; page: number }>({ sort: 'newest', page: 1 });
  const [data, setData] = useState<ReviewPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState<{ images: ImageRef[]; start: number } | null>(null);

  // Asks for the reviews once the section is within a screen of being seen.
  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fetchPage = () => {
    call(reviewList, { productId, sort: query.sort, page: query.page, pageSize: REVIEWS_PAGE_SIZE }, { silent: true }).then(
      (page) => {
        setData(page);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };
  useEffect(() => {
    if (near) fetchPage();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the query changes
  }, [near, productId, query.sort, query.page]);
  const load = () => {
    setFailed(false);
    fetchPage();
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const summary = data?.summary;
  const goTo = (page: number) => {
    setQuery((q) => ({ ...q, page }));
    section.current?.scrollIntoView({ block: 'start' });
  };
  const withReply = (reviewId: number, reply: ReviewView['replies'][number]) =>
    setData((d) => d && { ...d, list: d.list.map((r) => (r.id === reviewId ? { ...r, replies: [...r.replies, reply] } : r)) });

  return (
    <section ref={section} id="reviews" aria-labelledby={headingId} className="container-page scroll-mt-20 border-t border-border py-10">
      <h2 id={headingId} className="text-2xl">
        {t('review.title')}
      </h2>
      {failed && (
        <p role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          {t('review.loadFailed')}
          <button type="button" onClick={load} className={QUIET}>
            {t('review.retry')}
          </button>
        </p>
      )}
      {!data && !failed && <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-theme bg-gray-100" />}
      {summary && summary.count === 0 && <p className="mt-4 text-description">{t('review.none')}</p>}
      {data && summary && summary.count > 0 && (
        <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
          <div className="flex flex-col gap-3">
            <p className="text-4xl font-semibold">{summary.average.toFixed(1)}</p>
            <Stars value={summary.average} />
            <p className="text-sm text-description">{t('review.basedOn', { count: summary.count })}</p>
            <ul className="flex flex-col gap-1.5">
              {([5, 4, 3, 2, 1] as const).map((stars) => {
                const n = summary.histogram[stars];
                return (
                  <li key={stars} className="flex items-center gap-2 text-sm">
                    <span className="sr-only">{t('review.starsShare', { stars, count: n })}</span>
                    <span aria-hidden="true" className="w-8 shrink-0">
                      {stars} ★
                    </span>
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
                      <span className="block h-full bg-amber-500" style={{ width: `${summary.count ? (n / summary.count) * 100 : 0}%` }} />
                    </span>
                    <span aria-hidden="true" className="w-8 shrink-0 text-right text-description">
                      {n}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div role="group" aria-label={t('review.sortLabel')} className="flex flex-wrap gap-2">
              {REVIEW_SORTS.map((sort) => (
                <button
                  key={sort}
                  type="button"
                  aria-pressed={query.sort === sort}
                  onClick={() => setQuery({ sort, page: 1 })}
                  className={`min-h-11 rounded-full border px-4 text-sm ${query.sort === sort ? 'border-primary bg-primary text-white' : 'border-border bg-white hover:border-primary'}`}
                >
                  {t(SORT_LABEL[sort], { count: summary.withPhotos })}
                </button>
              ))}
            </div>
            {data.list.length === 0 && <p className="text-description">{query.sort === 'photos' ? t('review.noPhotos') : t('review.none')}</p>}
            <ol className="flex flex-col divide-y divide-border">
              {data.list.map((review) => (
                <li key={review.id} className="py-5 first:pt-0">
                  <ReviewItem review={review} onPhoto={(start) => setViewing({ images: review.images, start })} onReply={(reply) => withReply(review.id, reply)} />
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav aria-label={t('common.pagination')} className="flex flex-wrap items-center gap-3">
                <button type="button" disabled={query.page <= 1} onClick={() => goTo(query.page - 1)} className={`${SECONDARY} disabled:opacity-50`}>
                  {t('common.previous')}
                </button>
                <span className="text-sm text-description">{t('common.page', { page: query.page, pages })}</span>
                <button type="button" disabled={query.page >= pages} onClick={() => goTo(query.page + 1)} className={`${SECONDARY} disabled:opacity-50`}>
                  {t('common.next')}
                </button>
              </nav>
            )}
          </div>
        </div>
      )}
      {viewing && <ImageViewer images={viewing.images} start={viewing.start} onClose={() => setViewing(null)} />}
    </section>
  );
}

/** One date format per language for the review list (a format costs far more to build than to use). */
const reviewDates = new Map<string, Intl.DateTimeFormat>();
function reviewDate(lang: string): Intl.DateTimeFormat {
  let format = reviewDates.get(lang);
  if (!format) reviewDates.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format;
}

function ReviewItem({ review, onPhoto, onReply }: { review: ReviewView; onPhoto(index: number): void; onReply(reply: ReviewView['replies'][number]): void }) {
  const t = useT();
  const { lang } = useLang();
  const date = reviewDate(lang).format(new Date(review.createdAt));
  const [reported, setReported] = useState(false);
  const report = () => {
    call(reviewReport, { reviewId: review.id }).then(
      () => {
        setReported(true);
        toast(t('review.reported'), 'success');
      },
      () => undefined,
    );
  };
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="font-medium">{review.authorName || t('review.anonymous')}</span>
        {review.verified && <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">{t('review.verifiedPurchase')}</span>}
        <time dateTime={review.createdAt} className="text-sm text-description">
          {date}
        </time>
        {review.editedAt && <span className="text-xs text-description">({t('review.edited')})</span>}
      </div>
      <p className="whitespace-pre-line break-words">{review.content}</p>
      {review.images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {review.images.map((image, i) => (
            <li key={image.url}>
              <button type="button" onClick={() => onPhoto(i)} aria-label={t('review.viewPhoto', { index: i + 1 })} className="block rounded-theme">
                <img
                  src={image.url}
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  className="size-20 rounded-theme object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.replies.length > 0 && (
        <ul aria-label={t('review.replyCount', { count: review.replies.length })} className="mt-1 flex flex-col gap-2 border-l-2 border-border pl-4">
          {review.replies.map((reply) => (
            <li key={reply.id} className="text-sm">
              <span className="font-medium">{reply.fromShop ? t('review.merchantReply') : reply.authorName || t('review.anonymous')}: </span>
              <span className="whitespace-pre-line break-words">{reply.content}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-4">
        <ReplyBox reviewId={review.id} onReply={onReply} />
        <button type="button" onClick={report} disabled={reported} aria-label={t('review.reportReview')} className={`${QUIET} text-description disabled:no-underline`}>
          {t('review.report')}
        </button>
      </div>
    </article>
  );
}

/** The reply form for a signed-in customer; for a visitor, the link to sign in and come back. */
function ReplyBox({ reviewId, onReply }: { reviewId: number; onReply(reply: ReviewView['replies'][number]): void }) {
  const t = useT();
  const href = useHref();
  const id = useId();
  const signedIn = useClientState((s) => s.userInfo !== null);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!signedIn) {
    const back = typeof window === 'undefined' ? '' : `?redirect=${encodeURIComponent(window.location.pathname + '#reviews')}`;
    return (
      <Link href={href({ type: 'auth', screen: 'signin' }) + back} className={QUIET}>
        {t('review.signInPrompt')}
      </Link>
    );
  }
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={QUIET}>
        {t('review.reply')}
      </button>
    );
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t('validation.replyContent'));
    setBusy(true);
    try {
      onReply(await call(reviewReply, { reviewId, content: content.trim() }));
      toast(t('review.replySent'), 'success');
      setContent('');
      setOpen(false);
    } catch {
      // The call showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={send} noValidate className="mt-2 flex w-full flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('review.replyPlaceholder')}
      </label>
      <textarea
        id={id}
        autoFocus
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
        rows={2}
        maxLength={1000}
        placeholder={t('review.replyPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-theme border bg-white px-3 py-2 ${error ? 'border-red-700' : 'border-border'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <BusyButton type="submit" busy={busy} className={PRIMARY}>
          {t('review.sendReply')}
        </BusyButton>
        <button type="button" onClick={() => setOpen(false)} className={SECONDARY}>
          {t('review.cancel')}
        </button>
      </div>
    </form>
  );
}
