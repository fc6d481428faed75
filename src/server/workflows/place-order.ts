/**
 * Placing an order (DESIGN §4), from the checkout submit to the confirmation e-mail:
 *   1. check the submission: payment method, card, address, shipping method;
 *   2. price the cart, then reserve stock and record the order in one transaction (retried when
 *      a read went stale; a repeated submit answers the order it placed) — undone if paying fails:
 *      the order goes, stock and coupon uses come back, the cart is restored. The same
 *      transaction writes the jobs that follow the order (platform/jobs): the confirmation e-mail
 *      and the sold products' listing figures, so a crash after the commit loses neither; and the
 *      reply a retry of the submit answers and the card's payment attempt. A sandbox card the
 *      gateway approves (it decides from the card alone, and its ledger is in the shop's
 *      database) is charged in that same statement: the order is placed paid, its attempt
 *      settled, its confirmation due at once, and steps 3 and 4 have nothing left to do;
 *   3. pay: charge a sandbox card the gateway refuses under the payment attempt recorded with
 *      the order (the refusal undoes it), or create the Stripe payment the browser confirms; a
 *      gateway whose answer is unknown (an error other than a refusal) leaves the order and its
 *      pending attempt for reconciliation;
 *   4. mark a charged order paid and settle the attempt — from here on nothing is undone (the
 *      sandbox's approval and this are one statement: its ledger is in the shop's database);
 *   5. release the confirmation (held while paying, so it tells the order as paid) and have the
 *      job runner send it; a mail hiccup never fails a placed order, the job is retried; tell the
 *      staff's open consoles of the new order.
 * A retry with the same key answers what the first submit answered (workflows/reconcile-payments.ts
 * settles its charge first when the first submit died before it could, and releases its
 * confirmation); it never sends the confirmation again.
 */
import * as cart from '../cart/cart.service.ts';
import * as checkout from '../checkout/checkout.service.ts';
import type { PlaceOrderInput } from '../checkout/hooks.ts';
import type { CheckoutDeps, PlacedCart, PlacedOrder } from '../checkout/types.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { announcePaidAtCheckout, chargeSandboxAndMarkPaid } from '../orders/order-payments.ts';
import * as orders from '../orders/orders.service.ts';
import { attemptsOf, recordIntentAttempt, settleAttempt } from '../payments/attempts.ts';
import { refusal, sandboxCharge } from '../payments/sandbox.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import type { Db } from '../platform/db/client.ts';
import type { StaffNoticeBus } from '../realtime/hub.ts';
import { DomainError } from '../platform/http/errors.ts';
import { dropJob, runJobNow } from '../platform/jobs/jobs.ts';
import { steps } from './steps.ts';

export interface PlaceOrderDeps {
  db: Db;
  events: OrderEventBus;
  /** The staff's consoles, told of each new order. */
  staffNotices?: StaffNoticeBus;
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

  const checked = await step('check the submission', () => checkout.checkSubmission(checkoutDeps, input.shopper, body, input.lang, input.clientIp ?? null));
  // The sandbox gateway's answer, known from the card alone: an approval is charged by the statement that places the order.
  const approval = body.paymentMethod === 'sandbox_card' ? sandboxCharge(body.card!) : null;
  const submission = { ...checked, approvedCharge: approval?.ok ? approval.reference : null };
  const placed = await step(
    'price the cart, reserve stock and record the order',
    () => checkout.recordOrder(checkoutDeps, submission),
    (placed) => undoOrder(db, placed),
  );
  let answer: PlacedOrder;
  if (isNew(placed)) {
    answer = { orderId: placed.id, orderNumber: placed.number, payStatus: 'unpaid', guestToken: submission.guestToken, clientSecret: null };
    if (placed.paid) {
      // Charged with the order: nothing is undone from here on, and its confirmation is due already.
      commit();
      answer.payStatus = 'paid';
      announcePaidAtCheckout(deps.events, { number: placed.number, userId: submission.userId, visitorId: 'visitorId' in input.shopper ? input.shopper.visitorId : null });
    } else if (body.paymentMethod === 'sandbox_card') {
      const attemptId = submission.attemptId!;
      // A card the gateway did not approve up front, asked through its own call as any gateway is: a refusal undoes the order.
      // Once the card is charged nothing is undone: if marking the order paid fails after it, the order stays for reconciliation.
      let charged = false;
      const onCharged = () => {
        charged = true;
        commit();
      };
      await step('charge the card', async () => {
        try {
          await chargeSandboxAndMarkPaid(deps, placed.id, body.card!, placed.total, { attemptId, releaseJob: placed.confirmationJob, onCharged });
        } catch (err) {
          // Not a refusal: whether the card was charged is unknown, so the order stays for reconciliation to settle.
          if (!(err instanceof DomainError)) commit();
          throw err;
        }
      }).catch(async (err) => {
        if (err instanceof DomainError && !charged) await settleAttempt(db, attemptId, { status: 'declined', reason: err.name });
        throw err;
      });
      commit();
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
      await step('record the payment the browser confirms', () => recordIntentAttempt(db, placed.id, placed.total, intent.id));
    }
    commit();
    // Held while paying (a card's was released with the payment); if this fails, it goes out when the hold ends.
    if (body.paymentMethod !== 'sandbox_card')
      await step('release the order confirmation', () => runJobNow(db, placed.confirmationJob).catch((err) => deps.log(err, 'order confirmation not released')));
    deps.staffNotices?.publish({ type: 'order.placed', number: placed.number });
  } else {
    answer = await step('answer as the first submit did', () => replay(deps, placed, baseCurrency));
  }
  deps.kickJobs?.();
  return answer;
}

/**
 * The answer to a retried submit: a card charge the first submit left unsettled is settled now
 * (asking the gateway), then the order is answered as it stands; a checkout whose card was refused
 * answers that refusal again.
 */
async function replay(deps: PlaceOrderDeps, placed: PlacedOrder, baseCurrency: string): Promise<PlacedOrder> {
  const { db } = deps;
  await reconcilePayments({ db, events: deps.events, baseCurrency: async () => baseCurrency, log: deps.log }, { orderId: placed.orderId, graceMs: 0 });
  const order = await orders.orderById(db, placed.orderId);
  const refused = (await attemptsOf(db, placed.orderId)).find((a) => a.purpose === 'checkout' && a.status === 'declined');
  if (order.status === 'cancelled' && refused) throw refusal(refused.reason ?? 'declined');
  // A Stripe order still to be paid answers its payment intent again (Stripe answers the same one for the order).
  let clientSecret: string | null = null;
  if (order.paymentMethod === 'stripe' && order.status === 'in_progress' && order.payStatus === 'unpaid' && deps.createIntent) {
    const intent = await deps.createIntent({ id: order.id, number: order.number, total: order.total, currency: baseCurrency }).catch(() => null);
    if (intent) await recordIntentAttempt(db, order.id, order.total, intent.id);
    clientSecret = intent?.clientSecret ?? null;
  }
  return { ...placed, payStatus: order.payStatus, clientSecret };
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
