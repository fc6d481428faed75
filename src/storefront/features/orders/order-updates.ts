/** Order changes pushed over the websocket: app/realtime.ts dispatches them as a window event. */
import { useEffect, useRef } from 'react';
import type { OrderSummary } from '../../../shared/contracts/orders.ts';

export const ORDER_UPDATE_EVENT = 'shop:order-update';

export type OrderUpdate = Pick<OrderSummary, 'number' | 'status' | 'payStatus' | 'deliveryStatus' | 'tab'>;

/** Calls `handler` for every order update while the component is mounted. */
export function useOrderUpdates(handler: (update: OrderUpdate) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<OrderUpdate>).detail;
      if (detail && typeof detail.number === 'string') latest.current(detail);
    };
    window.addEventListener(ORDER_UPDATE_EVENT, listener);
    return () => window.removeEventListener(ORDER_UPDATE_EVENT, listener);
  }, []);
}
