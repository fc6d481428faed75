/**
 * Placing an order (DESIGN §4), from the checkout submit to the confirmation e-mail:
 *   1. check the submission: payment method, card, address, shipping method;
 *   2. price the cart, then reserve stock and record the order in one transaction (retried when
 *      a read went stale; a repeated submit answers the order it placed) — undone if paying fails:
 *      the order goes, stock and coupon uses come back, the cart is restored. The same
 *      transaction writes the jobs that follow the order (platform/jobs): the confirmation e-mail
 *      and the sold products' listing figures, so a crash after the commit loses neither;
 *   3. pay: charge the sandbox card, or create the Stripe payment the browser confirms;
 *   4. mark a charged order paid — from here on nothing is undone;
 *   5. release the confirmation (held while paying, so it tells the order as paid) and have the
 *      job runner send it; a mail hiccup never fails a placed order, the job is retried.
 */
import * as cart from '../cart/cart.service.ts';
import * as checkout from '../checkout/checkout.service.ts';
import type { PlaceOrderInput } from '../checkout/hooks.ts';
import type { CheckoutDeps, PlacedCart, PlacedOrder } from '../checkout/types.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { markPlacedOrderPaid } from '../orders/order-payments.ts';
import * as orders from '../orders/orders.service.ts';
import { chargeSandboxCard } from '../payments/sandbox.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { dropJob, runJobNow } from '../platform/jobs/jobs.ts';
import { steps } from './steps.ts';

export interface PlaceOrderDeps {
  db: Db;
  events: OrderEventBus;
  /** The payment methods the shop offers. */
  paymentMethods: string[];
  /** Creates a provider payment (Stripe) for an unpaid order; answers the client secret. */
  createIntent?: (order: { id: number; number: string; total: number; currency: string }) => Promise<{ id: string; clientSecret: string }>;
  /** Open offline-paid orders one address may have (config UNPAID_ORDERS_PER_ADDRESS). */
  unpaidOrdersPerAddress?: number;
  /** Runs the jobs that became due (the confirmation) without waiting for the runner's next poll. */
  kickJobs?(): void;
  log(err: unknown, msg: string): void;
}

export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const { body, baseCurrency } = input;
  const checkoutDeps: CheckoutDeps = { db, paymentMethods: deps.paymentMethods, baseCurrency, rates: input.rates, unpaidOrdersPerAddress: deps.unpaidOrdersPerAddress };
  const { step, commit } = steps();

  const submission = await step('check the submission', () => checkout.checkSubmission(checkoutDeps, input.shopper, body, input.lang, input.clientIp ?? null));
  const placed = await step(
    'price the cart, reserve stock and record the order',
    () => checkout.recordOrder(checkoutDeps, submission),
    (placed) => undoOrder(db, placed),
  );
  let answer: PlacedOrder;
  if (isNew(placed)) {
    answer = { orderId: placed.id, orderNumber: placed.number, payStatus: 'unpaid', guestToken: submission.guestToken, clientSecret: null };
    if (body.paymentMethod === 'sandbox_card') {
      const reference = await step('charge the card', () => chargeSandboxCard(body.card!));
      commit();
      await step('mark the order paid', () => markPlacedOrderPaid(deps, placed.id, { provider: 'sandbox', reference, amount: placed.total }, { actor: 'system' }));
      answer.payStatus = 'paid';
    }
    if (body.paymentMethod === 'stripe' && deps.createIntent) {
      const createIntent = deps.createIntent;
      const intent = await step('create the payment the browser confirms', () =>
        createIntent({ id: placed.id, number: placed.number, total: placed.total, currency: baseCurrency }).catch(() => {
          throw new DomainError('PAYMENT_FAILED');
        }),
      );
      answer.clientSecret = intent.clientSecret;
    }
    commit();
    // Held while paying; if this fails, it goes out when the hold ends.
    await step('release the order confirmation', () => runJobNow(db, placed.confirmationJob).catch((err) => deps.log(err, 'order confirmation not released')));
  } else {
    // A repeated submit answers the order it placed; that order's confirmation was written with it.
    answer = placed;
  }
  deps.kickJobs?.();
  return answer;
}

/** An order this submit placed, as opposed to the one an earlier submit with the same key placed. */
const isNew = (placed: PlacedCart | PlacedOrder): placed is PlacedCart => 'productIds' in placed;

/** Undoes an order whose payment failed, in one transaction: the order goes, what it held comes back, and so does its cart. */
async function undoOrder(db: Db, placed: PlacedCart | PlacedOrder): Promise<void> {
  if (!isNew(placed)) return;
  await db.transaction(async (tx) => {
    const order = await orders.lockUnpaidOrder(tx, placed.id);
    if (!order) return;
    await orders.giveBack(tx, order.id);
    const lines = await orders.orderedQuantities(tx, order.id);
    const owner = order.userId ? { userId: order.userId } : order.visitorId ? { visitorId: order.visitorId } : null;
    if (owner)
      await cart.restoreCart(
        tx,
        owner,
        order.coupons.map((c) => c.code),
        lines,
      );
    await orders.deleteOrder(tx, order.id);
    await dropJob(tx, placed.confirmationJob);
  });
}
