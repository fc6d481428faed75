/**
 * The moderation table's columns. They are defined once, not per render: the table renders each
 * cell as a component, and a new function each render would remount it, closing an open dialog.
 * What the cells do goes through a context the screen provides.
 */
import { createColumnHelper, rowPaginationFeature, tableFeatures, type CellContext } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { AdminReview } from '../../../shared/contracts/reviews.ts';
import { useT } from '../../i18n.ts';
import { ReplyDialog } from './ReplyDialog.tsx';
import { ReviewContent } from './ReviewContent.tsx';

export const features = tableFeatures({ rowPaginationFeature });
type Cell = CellContext<typeof features, AdminReview, unknown>;
const column = createColumnHelper<typeof features, AdminReview>();
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';

export interface ReviewActions {
  busy: boolean;
  hide(body: { reviewId: number; replyId?: number; hidden: boolean }): void;
  reply(body: { reviewId: number; content: string }): Promise<unknown>;
}
export const ReviewActionsContext = createContext<ReviewActions>({ busy: true, hide: () => undefined, reply: async () => undefined });

const header = (key: string) =>
  function ColumnHeader() {
    return useT()(key);
  };

function ReviewCell({ row }: Cell) {
  const actions = useContext(ReviewActionsContext);
  const review = row.original;
  return <ReviewContent review={review} busy={actions.busy} onHideReply={(replyId, hidden) => actions.hide({ reviewId: review.id, replyId, hidden })} />;
}

function ProductCell({ row }: Cell) {
  return (
    <a className="text-blue-700 underline" href={`/product/${row.original.productSlug}`} target="_blank" rel="noreferrer">
      {row.original.productTitle}
    </a>
  );
}

function StatusCell({ row }: Cell) {
  const t = useT();
  const { hidden, reportCount } = row.original;
  return (
    <div className="space-y-1 text-xs">
      <span className={`block w-fit rounded px-1.5 ${hidden ? 'bg-slate-200 text-slate-700' : 'bg-emerald-50 text-emerald-800'}`}>
        {t(hidden ? 'reviews.hidden' : 'reviews.visible')}
      </span>
      {reportCount > 0 && <span className="block w-fit rounded bg-red-50 px-1.5 text-red-700">{t('reviews.reports', { count: reportCount })}</span>}
    </div>
  );
}

function ActionsCell({ row }: Cell) {
  const t = useT();
  const actions = useContext(ReviewActionsContext);
  const review = row.original;
  return (
    <div className="flex flex-col items-start gap-2">
      <ReplyDialog authorName={review.authorName} onReply={(content) => actions.reply({ reviewId: review.id, content })} />
      <button type="button" className={button} disabled={actions.busy} onClick={() => actions.hide({ reviewId: review.id, hidden: !review.hidden })}>
        {t(review.hidden ? 'reviews.showReview' : 'reviews.hideReview')}
      </button>
    </div>
  );
}

export const columns = column.columns([
  column.display({ id: 'review', header: header('reviews.col.review'), cell: ReviewCell }),
  column.display({ id: 'product', header: header('reviews.col.product'), cell: ProductCell }),
  column.display({ id: 'status', header: header('reviews.col.status'), cell: StatusCell }),
  column.display({ id: 'actions', header: header('reviews.col.actions'), cell: ActionsCell }),
]);
