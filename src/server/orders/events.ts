/** Order changes, told to the shopper's open tabs (realtime) — delivery is best effort. */
import type { OrderEvent as StateChange, OrderState } from './state.ts';

export interface OrderEvent {
  number: string;
  userId: number | null;
  visitorId: string | null;
  state: OrderState;
  tab: string | null;
  /** The step that led to this state (absent when unknown): order e-mails follow it. */
  change?: StateChange['type'];
  /** The change happened while placing the order, so the order confirmation already tells it. */
  duringCheckout?: boolean;
}

export interface OrderEventBus {
  publish(event: OrderEvent): void;
}

export const noEvents: OrderEventBus = { publish() {} };
