/**
 * The return state machine (DESIGN §4 "Return / after-sale"). Pure: the state after each event,
 * or null when the event is not allowed. Services apply the result with a guarded update under a
 * row lock, so concurrent events cannot both win, and write a history row per change.
 *
 *   apply → pending approval / audit pending / refund requested
 *   shopper cancels while the audit is pending → cancelled
 *   merchant refuses (reason) → audit failed, ended
 *   merchant approves → audit successful (refund only: refunded at once → completed)
 *   return and refund: shopper ships back → merchant confirms the goods arrived → refund → completed
 *   merchant ends an approved request not yet refunded → ended
 */
import type { AuditStatus, RefundStatus, ReturnStatus, ReturnType } from './returns.schema.ts';

export interface ReturnState {
  type: ReturnType;
  status: ReturnStatus;
  auditStatus: AuditStatus;
  refundStatus: RefundStatus;
  shippedBack: boolean;
  goodsReceived: boolean;
}

export type ReturnEvent =
  { type: 'cancel' } | { type: 'approve' } | { type: 'refuse' } | { type: 'ship_back' } | { type: 'receive_goods' } | { type: 'refund' } | { type: 'end' };

export type ReturnEventType = ReturnEvent['type'];

export const APPLIED_STATE = (type: ReturnType): ReturnState => ({
  type,
  status: 'pending_approval',
  auditStatus: 'pending',
  refundStatus: 'requested',
  shippedBack: false,
  goodsReceived: false,
});

const open = (r: ReturnState) => r.status === 'pending_approval';
const approved = (r: ReturnState) => open(r) && r.auditStatus === 'approved';

/** The next state, or null when the event is not allowed in this state. */
export function transition(r: ReturnState, event: ReturnEvent): ReturnState | null {
  switch (event.type) {
    case 'cancel':
      return open(r) && r.auditStatus === 'pending' ? { ...r, status: 'cancelled' } : null;
    case 'approve':
      return open(r) && r.auditStatus === 'pending' ? { ...r, auditStatus: 'approved' } : null;
    case 'refuse':
      return open(r) && r.auditStatus === 'pending' ? { ...r, auditStatus: 'refused', status: 'ended' } : null;
    case 'ship_back':
      // The shopper may correct the courier or number until the goods arrive.
      return approved(r) && r.type === 'return_refund' && !r.goodsReceived ? { ...r, shippedBack: true } : null;
    case 'receive_goods':
      return approved(r) && r.type === 'return_refund' && !r.goodsReceived ? { ...r, goodsReceived: true } : null;
    case 'refund':
      return approved(r) && r.refundStatus === 'requested' && (r.type === 'refund_only' || r.goodsReceived)
        ? { ...r, refundStatus: 'refunded', status: 'completed' }
        : null;
    case 'end':
      return approved(r) && r.refundStatus === 'requested' ? { ...r, status: 'ended' } : null;
  }
}

/**
 * Whether the event has already had its effect (a repeated call): the service then answers the
 * request as it is, without a second change. Only true for the state the event itself leads to.
 */
export function alreadyApplied(r: ReturnState, event: ReturnEvent): boolean {
  switch (event.type) {
    case 'cancel':
      return r.status === 'cancelled';
    case 'approve':
      return r.auditStatus === 'approved';
    case 'refuse':
      return r.auditStatus === 'refused';
    case 'ship_back':
      return false;
    case 'receive_goods':
      return r.goodsReceived;
    case 'refund':
      return r.refundStatus === 'refunded';
    case 'end':
      return r.status === 'ended' && r.auditStatus === 'approved';
  }
}

/** What the shopper can do with the request now (buttons on the return screens). */
export function shopperActions(r: ReturnState): Array<'cancel' | 'ship_back'> {
  const actions: Array<'cancel' | 'ship_back'> = [];
  if (transition(r, { type: 'cancel' })) actions.push('cancel');
  if (transition(r, { type: 'ship_back' })) actions.push('ship_back');
  return actions;
}

export const STAFF_ACTIONS = ['approve', 'refuse', 'receive_goods', 'refund', 'end'] as const;

/** What the merchant can do with the request now (the console's buttons; the role's permissions aside). */
export function staffActions(r: ReturnState): Array<(typeof STAFF_ACTIONS)[number]> {
  return STAFF_ACTIONS.filter((type) => transition(r, { type }) !== null);
}

/** Whether the request still holds its units (the same units cannot be asked for twice). */
export const holdsUnits = (status: ReturnStatus) => status === 'pending_approval' || status === 'completed';
