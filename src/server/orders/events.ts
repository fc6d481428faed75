/** Order changes, told to the shopper's open tabs (realtime) — delivery is best effort. */
import type { OrderState } from './state.ts';

export interface OrderEvent {
  number: string;
  userId: number | null;
  visitorId: string | null;
  state: OrderState;
  tab: string | null;
}

export interface OrderEventBus {
  publish(event: OrderEvent): void;
}

export const noEvents: OrderEventBus = { publish() {} };
