/**
 * Paying at checkout, after the order's transaction and outside its stock locks: the sandbox
 * card is charged and the order marked paid; Stripe gets a payment intent for the browser to
 * confirm. A declined card or an unreachable provider undoes the order completely.
 */
import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import { markPlacedOrderPaid } from '../orders/order-payments.ts';
import { undoPlacedOrder } from '../orders/orders.service.ts';
import { DomainError } from '../platform/http/errors.ts';
import { sandboxCharge } from '../payments/sandbox.ts';
import type { CheckoutDeps, PlacedCart, PlacedOrder } from './types.ts';

export async function payForOrder(deps: CheckoutDeps, placed: PlacedCart, submission: { body: CheckoutBody; guestToken: string | null }): Promise<PlacedOrder> {
  const { db } = deps;
  const { body } = submission;
  const result: PlacedOrder = { orderId: placed.id, orderNumber: placed.number, payStatus: 'unpaid', guestToken: submission.guestToken, clientSecret: null };
  if (body.paymentMethod === 'sandbox_card') {
    const outcome = sandboxCharge(body.card!);
    if (!outcome.ok) {
      await undoPlacedOrder(db, placed.id);
      throw new DomainError(outcome.reason === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
    }
    await markPlacedOrderPaid(deps, placed.id, { provider: 'sandbox', reference: outcome.reference, amount: placed.total }, { actor: 'system' });
    result.payStatus = 'paid';
  }
  if (body.paymentMethod === 'stripe' && deps.createIntent) {
    try {
      const intent = await deps.createIntent({ id: placed.id, number: placed.number, total: placed.total, currency: deps.baseCurrency });
      result.clientSecret = intent.clientSecret;
    } catch {
      await undoPlacedOrder(db, placed.id);
      throw new DomainError('PAYMENT_FAILED');
    }
  }
  return result;
}
