/**
 * The order state machine (DESIGN §4). Pure: which tab an order is under, what the shopper may
 * do with it, and the state after each event; services apply the result with a guarded update
 * (`where status = …`), so concurrent events cannot both win.
 */
import type { OrderTab } from '../../shared/contracts/orders.ts';
import type { DeliveryStatus, OrderStatus, PayStatus } from './orders.schema.ts';

export interface OrderState {
  status: OrderStatus;
  payStatus: PayStatus;
  deliveryStatus: DeliveryStatus;
  received: boolean;
  /** Paid in cash on delivery: ships unpaid, and the merchant marks it paid when it is delivered. */
  cashOnDelivery?: boolean;
}

export type OrderEvent =
  | { type: 'pay' }
  | { type: 'cancel' }
  | { type: 'request_cancel' }
  | { type: 'accept_cancel' }
  | { type: 'refuse_cancel' }
  | { type: 'ship'; fully: boolean }
  | { type: 'confirm_receipt' };

/** Whether the order may ship: paid, or cash on delivery (paid when it arrives). */
const shippable = (o: OrderState) => o.payStatus === 'paid' || o.cashOnDelivery === true;

export function tabOf(o: OrderState): Exclude<OrderTab, 'all'> | null {
  if (o.status === 'cancelled') return 'cancelled';
  if (o.status === 'completed') return 'completed';
  if (o.status === 'in_progress' && o.payStatus === 'unpaid' && !o.cashOnDelivery) return 'to_pay';
  if (o.deliveryStatus === 'shipped' && !o.received) return 'to_receive';
  if (shippable(o) && o.deliveryStatus !== 'shipped') return 'to_ship';
  return null;
}

/** The next state, or null when the event is not allowed in this state. */
export function transition(o: OrderState, event: OrderEvent): OrderState | null {
  switch (event.type) {
    case 'pay':
      // Cash on delivery is paid when it arrives, which may be after the shopper confirmed receipt.
      return o.payStatus === 'unpaid' && (o.status === 'in_progress' || (o.cashOnDelivery && o.status === 'completed')) ? { ...o, payStatus: 'paid' } : null;
    case 'cancel':
      // A shopper cancels an unpaid order at once (not once it ships); so does the scheduler when payment is overdue.
      return o.status === 'in_progress' && o.payStatus === 'unpaid' && o.deliveryStatus === 'not_shipped' ? { ...o, status: 'cancelled' } : null;
    case 'request_cancel':
      return o.status === 'in_progress' && o.payStatus === 'paid' && o.deliveryStatus === 'not_shipped' ? { ...o, status: 'pending_cancellation' } : null;
    case 'accept_cancel':
      return o.status === 'pending_cancellation' ? { ...o, status: 'cancelled' } : null;
    case 'refuse_cancel':
      return o.status === 'pending_cancellation' ? { ...o, status: 'in_progress' } : null;
    case 'ship':
      return o.status === 'in_progress' && shippable(o) && o.deliveryStatus !== 'shipped' ? { ...o, deliveryStatus: event.fully ? 'shipped' : 'partly_shipped' } : null;
    case 'confirm_receipt':
      return o.status === 'in_progress' && o.deliveryStatus === 'shipped' && !o.received ? { ...o, received: true, status: 'completed' } : null;
  }
}

/** What the shopper can do with the order now (buttons on the order screens). */
export function shopperActions(o: OrderState): Array<'pay' | 'cancel' | 'request_cancel' | 'confirm_receipt'> {
  const actions: Array<'pay' | 'cancel' | 'request_cancel' | 'confirm_receipt'> = [];
  if (transition(o, { type: 'pay' })) actions.push('pay');
  if (transition(o, { type: 'cancel' })) actions.push('cancel');
  if (transition(o, { type: 'request_cancel' })) actions.push('request_cancel');
  if (transition(o, { type: 'confirm_receipt' })) actions.push('confirm_receipt');
  return actions;
}

/** The state checkout leaves a new order in. */
export const PLACED_STATE: OrderState = { status: 'in_progress', payStatus: 'unpaid', deliveryStatus: 'not_shipped', received: false };

/** A new order's state once paid: a card approved as the order is placed, or its 'pay' step. */
export const PAID_STATE: OrderState = transition(PLACED_STATE, { type: 'pay' })!;
