/** A request's three states (spec §4): return status, review status and refund state. */
import type { ReturnSummary } from '../../../shared/contracts/returns.ts';
import { useT } from '../../lib/site.ts';
import { auditKey, refundKey, statusKey } from './return-view.ts';

const TONE: Record<ReturnSummary['status'], string> = {
  pending_approval: 'bg-amber-50 text-amber-950 border-amber-300',
  completed: 'bg-green-50 text-green-900 border-green-300',
  cancelled: 'bg-gray-100 text-gray-800 border-gray-300',
  ended: 'bg-gray-100 text-gray-800 border-gray-300',
};

export function ReturnBadges({ request }: { request: Pick<ReturnSummary, 'status' | 'auditStatus' | 'refundStatus'> }) {
  const t = useT();
  const chip = 'rounded-full border px-2.5 py-0.5 text-xs font-semibold';
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('return.auditStatus')}>
      <li className={`${chip} ${TONE[request.status]}`} data-testid="return-status">
        {t(statusKey(request.status))}
      </li>
      <li className={`${chip} border-border bg-white text-title`}>{t(auditKey(request.auditStatus))}</li>
      {request.status !== 'cancelled' && !(request.status === 'ended' && request.refundStatus === 'requested') && (
        <li className={`${chip} border-border bg-white text-title`} data-testid="refund-status">
          {t(refundKey(request.refundStatus))}
        </li>
      )}
    </ul>
  );
}
