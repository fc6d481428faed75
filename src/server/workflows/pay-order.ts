/**
 * Paying an unpaid order by card after checkout (again after a declined card, or later from the
 * order page):
 *   1. check a card came;
 *   2. lock the order, check it is open, unpaid, to be paid by card and has no charge under way,
 *      and record the payment attempt — so two pay calls at once charge once (the second is
 *      PAYMENT_IN_PROGRESS, or ORDER_STATE once the first has paid);
 *   3. charge the card under the attempt's key — a refused card changes nothing; an unknown
 *      answer leaves the attempt for reconciliation (workflows/reconcile-payments.ts);
 *   4. record the payment, move the order to paid and settle the attempt;
 *   5. tell the shopper's open tabs.
 */
import { eq } from 'drizzle-orm';
import type { OrderEventBus } from '../orders/events.ts';
import { assertPayable, recordPayment } from '../orders/order-payments.ts';
import { orders as ordersTable } from '../orders/orders.schema.ts';
import * as orders from '../orders/orders.service.ts';
import { pendingAttempts, settleAttempt, startAttempt } from '../payments/attempts.ts';
import { chargeSandboxCard } from '../payments/sandbox.ts';
import type { Executor } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { steps } from './steps.ts';

const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

export async function payOrder(
  deps: { db: Executor; events: OrderEventBus; onlinePayments: readonly string[] },
  order: orders.OrderRow,
  card: { number: string; expiry: string } | undefined,
  who: orders.Actor,
): Promise<void> {
  const { db } = deps;
  const { step } = steps();
  const payWith = await step('check the order can be paid by card', () => {
    assertPayable(order, 'sandbox_card', deps.onlinePayments);
    if (!card) throw new DomainError('VALIDATION', { 0: 'card' }, { field: 'card' });
    return card;
  });
  const attempt = await step('lock the order and record the payment attempt', () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(ordersTable).where(eq(ordersTable.id, order.id)).for('update');
      invariant(locked, 'NOT_FOUND');
      assertPayable(locked, 'sandbox_card', deps.onlinePayments);
      if ((await pendingAttempts(tx, FAR_FUTURE, order.id, 1)).length > 0) throw new DomainError('PAYMENT_IN_PROGRESS');
      const id = await startAttempt(tx, { orderId: order.id, provider: 'sandbox', purpose: 'pay', amount: locked.total });
      return { id, amount: locked.total };
    }),
  );
  const reference = await step('charge the card', () => chargeSandboxCard(db, attempt.id, payWith, attempt.amount)).catch(async (err) => {
    if (err instanceof DomainError) await settleAttempt(db, attempt.id, { status: 'declined', reason: err.name });
    throw err;
  });
  const paid = await step('record the payment', () => recordPayment(db, order.id, { provider: 'sandbox', reference, amount: attempt.amount }, who));
  await step('settle the payment attempt', () => settleAttempt(db, attempt.id, { status: 'succeeded', reference }));
  await step('tell the shopper', () => orders.announceChange(deps.events, paid, 'pay'));
}
