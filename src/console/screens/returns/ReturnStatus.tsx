/** A request's three states in words: where it stands, the merchant's decision, the refund. */
import type { ReturnSummary } from '../../../shared/contracts/returns.ts';
import { useT } from '../../i18n.ts';

export function ReturnStatus({ request }: { request: Pick<ReturnSummary, 'status' | 'auditStatus' | 'refundStatus'> }) {
  const t = useT();
  return (
    <span>
      {t(`returns.status.${request.status}`)} · {t(`returns.audit.${request.auditStatus}`)} · {t(`returns.refund.${request.refundStatus}`)}
    </span>
  );
}
