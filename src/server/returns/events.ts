/** Return changes, told to the shopper's open tabs and inbox after they commit — best effort. */
import type { ReturnEventType } from './state.ts';
import type { AuditStatus, RefundStatus, ReturnStatus } from './returns.schema.ts';

export type ReturnChange = ReturnEventType | 'apply';

export interface ReturnEvent {
  number: string;
  orderNumber: string;
  userId: number | null;
  status: ReturnStatus;
  auditStatus: AuditStatus;
  refundStatus: RefundStatus;
  change: ReturnChange;
}

export interface ReturnEventBus {
  publish(event: ReturnEvent): void;
}

export const noReturnEvents: ReturnEventBus = { publish() {} };
