/**
 * Paying an unpaid order by card after checkout (again after a declined card, or later from the
 * order page):
 *   1. check the order is open, unpaid and to be paid by card, and that a card came;
 *   2. charge the card — a refused card changes nothing;
 *   3. record the payment and move the order to paid, in one transaction;
 *   4. tell the shopper's open tabs.
 */
import type { OrderEventBus } from '../orders/events.ts';
import { assertPayable, recordPayment } from '../orders/order-payments.ts';
import * as orders from '../orders/orders.service.ts';
import { chargeSandboxCard } from '../payments/sandbox.ts';
import type { Executor } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { steps } from './steps.ts';

export async function payOrder(
  deps: { db: Executor; events: OrderEventBus; onlinePayments: readonly string[] },
  order: orders.OrderRow,
  card: { number: string; expiry: string } | undefined,
  who: orders.Actor,
): Promise<void> {
  const { step } = steps();
  const payWith = await step('check the order can be paid by card', () => {
    assertPayable(order, 'sandbox_card', deps.onlinePayments);
    if (!card) throw new DomainError('VALIDATION', { 0: 'card' }, { field: 'card' });
    return card;
  });
  const reference = await step('charge the card', () => chargeSandboxCard(payWith));
  const paid = await step('record the payment', () => recordPayment(deps.db, order.id, { provider: 'sandbox', reference, amount: order.total }, who));
  await step('tell the shopper', () => orders.announceChange(deps.events, paid, 'pay'));
}
