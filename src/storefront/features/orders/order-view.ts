/** How orders read on screen: catalogue keys of tabs, statuses and events, and the pay countdown. */
import type { OrderDetail, OrderTab } from '../../../shared/contracts/orders.ts';

/** The tabs of spec §4, in order (the contract's ORDER_TABS, without pulling zod into the bundle). */
export const ORDER_TAB_LIST: OrderTab[] = ['all', 'to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled'];

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TAB_LIST as string[]).includes(value);
}

export const tabKey = (tab: OrderTab) => `order.tabs.${camel(tab)}`;
/** What an empty tab says: no orders at all under All, none in that state under the others. */
export const emptyTabKey = (tab: OrderTab) => (tab === 'all' ? 'order.empty' : `order.emptyTab.${camel(tab)}`);
export const statusKey = (status: OrderDetail['status']) => `order.status.${camel(status)}`;
export const payStatusKey = (payStatus: OrderDetail['payStatus']) => `order.pay.${payStatus}`;
export const deliveryKey = (delivery: OrderDetail['deliveryStatus']) => `order.delivery.${camel(delivery)}`;
/** The refund states of spec §4 ("refund requested", "refunded"), shared with returns. */
export const refundKey = (refund: NonNullable<OrderDetail['refund']>['status']) => `return.refund.${refund}`;
export const actionKey = (action: OrderDetail['actions'][number]) => `order.actions.${camel(action)}`;
/** History events are the order state machine's event names ('pay', 'ship', …). */
export const eventKey = (action: string) => `order.events.${camel(action)}`;
export const actorKey = (actor: string) => `order.actors.${camel(actor)}`;

const PAYMENT_KEYS: Record<string, string> = {
  bank_transfer: 'checkout.bankTransfer',
  cash_on_delivery: 'checkout.cashOnDelivery',
  sandbox_card: 'checkout.card',
  stripe: 'checkout.card',
};
export const paymentMethodKey = (method: string): string | null => PAYMENT_KEYS[method] ?? null;

/** A translated key, or `fallback` when the catalogue has no text for it (the translator answers the key). */
export function textOr(t: (key: string) => string, key: string | null, fallback: string): string {
  if (!key) return fallback;
  const text = t(key);
  return text === key ? fallback : text;
}

/** Time left to pay: whole seconds, and as m:ss (or h:mm:ss). */
export function timeLeft(payBefore: string, now: number): { seconds: number; text: string } {
  const end = Date.parse(payBefore);
  const seconds = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return { seconds, text: h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}` };
}

/** The first items' thumbnails of an order card. */
export function thumbnails<L extends { image: string | null }>(lines: L[], max = 4): L[] {
  return lines.filter((l) => l.image).slice(0, max);
}
