/** Catalogue keys of the after-sales states and words, and the pushed request updates. */
import { useEffect, useRef } from 'react';
import type { ReturnDetail, ReturnTab } from '../../../shared/contracts/returns.ts';

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const RETURN_TAB_LIST: readonly ReturnTab[] = ['all', 'pending_approval', 'completed', 'cancelled', 'ended'];
export const tabKey = (tab: ReturnTab) => (tab === 'all' ? 'return.tabs.all' : statusKey(tab));
export const statusKey = (status: ReturnDetail['status']) => `return.status.${camel(status)}`;
export const auditKey = (audit: ReturnDetail['auditStatus']) => `return.audit.${audit === 'pending' ? 'pendingApproval' : audit === 'approved' ? 'success' : 'failed'}`;
export const refundKey = (refund: ReturnDetail['refundStatus']) => `return.refund.${refund}`;
export const typeKey = (type: ReturnDetail['type']) => (type === 'refund_only' ? 'return.types.refundOnly' : 'return.types.returnAndRefund');
export const reasonKey = (reason: string) => `return.reasons.${reason}`;
export const eventKey = (action: string) => `return.events.${action}`;

export const RETURN_UPDATE_EVENT = 'shop:return-update';

/** Calls `handler` for every pushed change of the shopper's after-sales requests while mounted. */
export function useReturnUpdates(handler: (update: { number: string }) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ number?: unknown }>).detail;
      if (detail && typeof detail.number === 'string') latest.current({ number: detail.number });
    };
    window.addEventListener(RETURN_UPDATE_EVENT, listener);
    return () => window.removeEventListener(RETURN_UPDATE_EVENT, listener);
  }, []);
}
