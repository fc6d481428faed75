/**
 * Review moderation: the shop's reviews, hidden ones too, newest first, paged on the server
 * (TanStack Table in manual mode) and filtered by what was reported, rating, visibility and
 * product; each with its photos and replies. The merchant replies as the shop and hides or shows
 * again a review or a reply. Every choice lives in the URL.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminReviewHide, adminReviewList, adminReviewReply } from '../../shared/contracts/reviews.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { DataTable, Pager } from '../DataTable.tsx';
import { updateParams } from './Pager.tsx';
import { columns, features, ReviewActionsContext, type ReviewActions } from './reviews/columns.tsx';
import { refresh } from '../refresh.ts';

const PAGE_SIZE = 20;
const RATINGS = [5, 4, 3, 2, 1] as const;
const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';

type HideRequest = Parameters<ReviewActions['hide']>[0];

export default function Reviews() {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rating = Number(params.get('rating'));
  const visibility = params.get('visibility');
  const filters = {
    reported: params.get('reported') === '1' || undefined,
    rating: rating >= 1 && rating <= 5 ? rating : undefined,
    hidden: visibility === 'hidden' ? true : visibility === 'visible' ? false : undefined,
    product: params.get('product') || undefined,
  };
  const { data, isError } = useQuery({
    queryKey: ['reviews', filters, page, lang],
    queryFn: () => call(adminReviewList, { ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const done = (text: string) => {
    setOutcome({ ok: true, text });
    void refresh(queryClient, ['reviews']);
  };
  const failed = (err: unknown) => setOutcome({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') });
  const hide = useMutation({
    mutationFn: (body: HideRequest) => call(adminReviewHide, body),
    onMutate: () => setOutcome(null),
    onSuccess: (_, body) =>
      done(t(body.replyId ? (body.hidden ? 'reviews.replyHidden' : 'reviews.replyShown') : body.hidden ? 'reviews.reviewHidden' : 'reviews.reviewShown')),
    onError: failed,
  });
  const reply = useMutation({
    mutationFn: (body: { reviewId: number; content: string }) => call(adminReviewReply, body),
    onMutate: () => setOutcome(null),
    onSuccess: () => done(t('reviews.replied')),
    onError: failed,
  });

  /** Changes URL parameters; any change but the page goes back to page 1. */
  function update(changes: Record<string, string | undefined>) {
    setParams(updateParams(params, changes));
  }

  const actions: ReviewActions = { busy: hide.isPending, hide: hide.mutate, reply: reply.mutateAsync };
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useTable({
    features,
    columns,
    data: data?.list ?? [],
    getRowId: (row) => String(row.id),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('reviews.nav')}</h1>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ product: String(new FormData(e.currentTarget).get('product') ?? '').trim() || undefined });
        }}
      >
        <label className="text-sm">
          <span className="block text-slate-500">{t('reviews.product')}</span>
          <input
            key={filters.product ?? ''}
            name="product"
            type="search"
            defaultValue={filters.product ?? ''}
            placeholder={t('reviews.productSearch')}
            className={`${input} w-64`}
          />
        </label>
        <button type="submit" className={button}>
          {t('reviews.search')}
        </button>
        <label className="text-sm">
          <span className="block text-slate-500">{t('reviews.rating')}</span>
          <select className={input} value={filters.rating ?? ''} onChange={(e) => update({ rating: e.target.value || undefined })}>
            <option value="">{t('reviews.anyRating')}</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {t('reviews.stars', { count: r })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-500">{t('reviews.visibility')}</span>
          <select
            className={input}
            value={visibility === 'hidden' || visibility === 'visible' ? visibility : ''}
            onChange={(e) => update({ visibility: e.target.value || undefined })}
          >
            <option value="">{t('reviews.any')}</option>
            <option value="visible">{t('reviews.visible')}</option>
            <option value="hidden">{t('reviews.hidden')}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 py-1.5 text-sm">
          <input type="checkbox" checked={Boolean(filters.reported)} onChange={(e) => update({ reported: e.target.checked ? '1' : undefined })} />
          {t('reviews.reportedOnly')}
        </label>
      </form>
      <p role="status" className={`text-sm ${outcome?.ok === false ? 'text-red-600' : 'text-emerald-700'}`}>
        {outcome?.text}
      </p>
      {isError && <p role="alert">{t('failed')}</p>}
      <ReviewActionsContext.Provider value={actions}>
        <DataTable table={table} empty={data ? t('reviews.empty') : null} rowClassName={(r) => (r.hidden ? 'bg-slate-50' : undefined)} />
      </ReviewActionsContext.Provider>
      <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}
