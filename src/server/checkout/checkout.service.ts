/**
 * Placing an order (DESIGN §4): prices, discounts and shipping are computed on the server from
 * the cart as read just before the transaction; one short transaction then reserves stock (never
 * below zero) at exactly those prices, writes the order, empties the cart and records coupon use,
 * re-checking under its locks everything read before it. A retry with the same idempotency key
 * returns the same order; the same key with another body is refused. The payment comes after
 * that transaction, outside the stock locks (workflows/place-order.ts runs the steps).
 */
import { productTag, purge } from '../platform/purge.ts';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CheckoutBody } from '../../shared/contracts/checkout.ts';
import { hashToken } from '../accounts/tokens.ts';
import { creditBalance, recordCredits } from '../accounts/credits.ts';
import { CURRENCIES, isCurrency } from '../../shared/money.ts';
import { loadCart, pricingInputs, type LoadedCart } from '../cart/cart.service.ts';
import { variantNames } from '../catalog/localize.ts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import { OFFLINE_METHODS } from '../orders/payment-terms.ts';
import type { AddressData } from '../accounts/accounts.schema.ts';
import { addAddress, savedAddress } from '../accounts/addresses.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { Shopper } from '../accounts/identity.ts';
import type { CouponRow, PromotionRow } from '../marketing/marketing.service.ts';
import { explainStockRefusal } from '../inventory/inventory.service.ts';
import { useCoupons, type CouponTerms } from '../marketing/coupon-uses.ts';
import { StaleSnapshot } from '../platform/db/stale-snapshot.ts';
import { methodsForCountry, type ShippingMethodRow } from '../shipping/shipping.service.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { PlaceRefused, placeOrderRecord, type OrderDraft } from '../orders/order-record.ts';
import { orderByIdempotencyKey } from '../orders/orders.service.ts';
import type { CheckoutDeps, PlacedCart, PlacedOrder } from './types.ts';
import { priceOrder, type PriceBreakdown } from '../pricing/pricing.ts';

/** A new order number: date and random digits, e.g. 261121-4830157 (unique index behind it). */
function orderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `${date}-${randomInt(1_000_000, 9_999_999)}`;
}

function requestHash(body: CheckoutBody): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/**
 * Shipping methods by country, kept for 5 s per process as the running promotions are: every
 * checkout needs them, and they change only when the merchant edits a zone or a rate.
 */
const shippingMethods = ttlCache<ShippingMethodRow[]>({ name: 'shippingMethods', ttlMs: 5_000, maxEntries: 300, maxBytes: 2 * 2 ** 20 });
const shippingMethodsFor = (db: Db, country: string) => shippingMethods.get(country, () => methodsForCountry(db, country));

/**
 * The shipping methods for a country with the fee each would charge the shopper's cart, priced
 * as the order will be (a free-over method is free when the cart reaches its threshold). The
 * methods are the ones placing the order accepts; a shopper without a cart is quoted an empty one.
 */
export async function shippingOptions(db: Db, shopper: Shopper | null, country: string) {
  const [methods, cart] = await Promise.all([shippingMethodsFor(db, country), shopper ? loadCart(db, shopper) : null]);
  const inputs = await pricingInputs(db, cart);
  return methods.map((method) => ({ method, fee: priceOrder({ ...inputs, shipping: method }).shipping }));
}

/**
 * The order an earlier submit with this key placed, answered as it was the first time (the
 * guest's token included); the key is the shopper's who made it, anyone else is refused
 * (IDEMPOTENCY_OTHER_SHOPPER), and so is a different body under the same key.
 */
async function earlierOrder(db: Db, shopper: Shopper, key: string, hash: string): Promise<PlacedOrder | null> {
  const order = await orderByIdempotencyKey(db, key);
  if (!order) return null;
  const same = 'userId' in shopper ? order.userId === shopper.userId : order.userId === null && order.visitorId === shopper.visitorId;
  if (!same) throw new DomainError('IDEMPOTENCY_OTHER_SHOPPER');
  if (order.requestHash !== hash) throw new DomainError('IDEMPOTENCY_MISMATCH');
  return { orderId: order.id, orderNumber: order.number, payStatus: order.payStatus, guestToken: order.guestToken, clientSecret: null };
}

async function resolveAddress(db: Db, shopper: Shopper, body: CheckoutBody): Promise<AddressData> {
  if (body.address) return { ...body.address };
  if (body.addressId && 'userId' in shopper) {
    const saved = await savedAddress(db, shopper.userId, body.addressId);
    invariant(saved, 'NOT_FOUND');
    return saved;
  }
  throw new DomainError('ADDRESS_REQUIRED');
}

/** The database's error code and constraint behind a failed query (Drizzle wraps the driver's error). */
function databaseError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.cause ?? e;
}

/** The unique index an insert ran into, or null for any other error. */
function violatedUniqueIndex(err: unknown): string | null {
  const { code, constraint } = databaseError(err);
  return code === '23505' ? (constraint ?? '') : null;
}

/** What stays the same over the attempts of one checkout. */
export interface Submission {
  shopper: Shopper;
  body: CheckoutBody;
  hash: string;
  lang: string;
  address: AddressData;
  method: ShippingMethodRow;
  currency: string;
  userId: number | null;
  guestToken: string | null;
  /** The card payment's attempt, recorded with the order before the gateway is called (its idempotency key there). */
  attemptId: string | null;
  /**
   * The reference of the sandbox card charge the gateway approved (under `attemptId`): written in
   * its ledger by the statement that places the order, which is placed paid. Null for any other
   * payment, and for a card the gateway refuses (it is asked after the order is placed).
   */
  approvedCharge: string | null;
  clientIp: string | null;
}

/**
 * Attempts of one checkout: a read made before the transaction went stale (a price, a coupon, the
 * cart), the random order number was taken, or two checkouts of one cart deadlocked; each time
 * the transaction rolled back and the next attempt starts afresh.
 */
const PLACE_ATTEMPTS = 3;

const worthRetrying = (err: unknown) => err instanceof StaleSnapshot || violatedUniqueIndex(err) === 'orders_number_key' || databaseError(err).code === '40P01';

/** Checks what the shopper sent against the shop (payment method, card, address, shipping method) before anything is read or written. */
export async function checkSubmission(deps: CheckoutDeps, shopper: Shopper, body: CheckoutBody, lang: string, clientIp: string | null = null): Promise<Submission> {
  const { db } = deps;
  if (!deps.paymentMethods.includes(body.paymentMethod)) throw new DomainError('NO_PAYMENT_METHOD');
  if (body.paymentMethod === 'sandbox_card' && !body.card) throw new DomainError('VALIDATION', { 0: 'card' }, { field: 'card' });
  const address = await resolveAddress(db, shopper, body);
  const method = (await shippingMethodsFor(db, address.country)).find((m) => m.id === body.shippingMethodId);
  if (!method) throw new DomainError('SHIPPING_UNAVAILABLE');
  const userId = 'userId' in shopper ? shopper.userId : null;
  return {
    shopper,
    body,
    hash: requestHash(body),
    lang,
    address,
    method,
    currency: body.currency && deps.rates[body.currency] ? body.currency : deps.baseCurrency,
    userId,
    guestToken: userId ? null : randomBytes(24).toString('base64url'),
    attemptId: body.paymentMethod === 'sandbox_card' ? randomUUID() : null,
    approvedCharge: null,
    clientIp,
  };
}

/**
 * Prices the cart and places its order (see placeCart), again when a read went stale. A submit
 * whose key already placed an order answers that order instead. The idempotency key is looked up
 * only when it can matter: a finished checkout has emptied its cart, so a retry finds the cart
 * empty; a retry racing the first submit hits the key's unique index. The common first submit
 * costs no lookup.
 */
export async function recordOrder(deps: CheckoutDeps, submission: Submission): Promise<PlacedCart | PlacedOrder> {
  try {
    return await placeWithRetries(deps, submission);
  } catch (err) {
    // Two submits with one key raced: the loser answers with the winner's order.
    const winner = violatedUniqueIndex(err) === null ? null : await earlierOrder(deps.db, submission.shopper, submission.body.idempotencyKey, submission.hash);
    if (winner) return winner;
    throw err;
  }
}

async function placeWithRetries(deps: CheckoutDeps, submission: Submission): Promise<PlacedCart | PlacedOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeCart(deps, submission);
    } catch (err) {
      if (!worthRetrying(err) || attempt >= PLACE_ATTEMPTS) throw err;
    }
  }
}

/**
 * Reads and prices the cart before writing (no locks held meanwhile), then places the order with
 * one statement, which checks the stock, prices and cart lines it finds against what was priced
 * and fails as a whole when they differ. With coupons, credits, a saved address or the
 * unpaid-order cap, that statement and their bookkeeping run in one short transaction, and what
 * the coupon bookkeeping answers is checked too. A difference throws StaleSnapshot (or the stock
 * error) and nothing stays.
 */
async function placeCart(deps: CheckoutDeps, submission: Submission): Promise<PlacedCart | PlacedOrder> {
  const { db } = deps;
  const cart = await loadCart(db, submission.shopper);
  if (!cart || cart.lines.length === 0) {
    const earlier = await earlierOrder(db, submission.shopper, submission.body.idempotencyKey, submission.hash);
    if (earlier) return earlier;
    throw new DomainError('CART_EMPTY');
  }
  const inputs = await pricingInputs(db, cart);
  const { promotions, coupons } = inputs;
  // Credits are read before the transaction like the rest; spending them re-checks the balance under a lock.
  const wanted = submission.userId && submission.body.credits ? Math.min(submission.body.credits, await creditBalance(db, submission.userId)) : 0;
  const credits = { requested: wanted, minorPerUnit: 10 ** (isCurrency(deps.baseCurrency) ? CURRENCIES[deps.baseCurrency].decimals : 2) };
  const priced = priceOrder({ ...inputs, shipping: submission.method, credits });
  const productIds = [...new Set(cart.lines.map((l) => l.productId))];
  const draft = orderDraft(deps, submission, cart, priced, promotions, productIds);
  // What has to be written beside the order. Nothing: its statement alone, committed on its own. Else one short transaction.
  const beside: Bookkeeping = {
    unpaidCap: OFFLINE_METHODS.includes(submission.body.paymentMethod),
    coupons: priced.coupons.length > 0,
    credits: !!submission.userId && priced.credits.used > 0,
    address: !!(submission.body.saveAddress && submission.userId && submission.body.address),
  };
  const alone = !Object.values(beside).some(Boolean);
  const order = await (alone ? placeOrderRecord(db, draft) : db.transaction((tx) => placeWithBookkeeping(tx, deps, submission, draft, priced, coupons, beside))).catch(
    async (err: unknown) => {
      if (!(err instanceof PlaceRefused)) throw err;
      // Nothing was written: say which line is short of stock (else a price moved), or start again from a fresh read of the cart.
      if (err.reason === 'stock') return explainStockRefusal(db, cart.lines);
      throw new StaleSnapshot('the cart');
    },
  );
  // Committed: the pages whose stock status just changed ("only 2 units left", sold out) show the new one.
  // Counts at or above the low-stock threshold read "in stock" either way and leave pages alone.
  purge('catalog', { tags: order.stockShown.map(productTag) });
  return { id: order.id, number: order.number, total: order.total, productIds, confirmationJob: order.confirmationJob, paid: order.paid };
}

/** What an order needs written beside its statement, in one transaction with it. */
interface Bookkeeping {
  unpaidCap: boolean;
  coupons: boolean;
  credits: boolean;
  address: boolean;
}

/** The order's statement and what it needs written beside it (unpaid-order cap, coupon use, credits, a saved address), in the caller's transaction. */
async function placeWithBookkeeping(
  tx: Tx,
  deps: CheckoutDeps,
  submission: Submission,
  draft: OrderDraft,
  priced: PriceBreakdown,
  coupons: CouponRow[],
  beside: Bookkeeping,
) {
  if (beside.unpaidCap) await checkUnpaidLimit(tx, submission, deps.unpaidOrdersPerAddress);
  const placed = await placeOrderRecord(tx, draft);
  const terms = await useCoupons(
    tx,
    priced.coupons.map((c) => c.id),
    { id: placed.id, userId: submission.userId, email: submission.body.email },
  );
  if (
    !terms.every((t) =>
      sameTerms(
        t,
        coupons.find((c) => c.id === t.id),
      ),
    )
  )
    throw new StaleSnapshot('a coupon');
  if (beside.credits)
    await recordCredits(tx, { userId: submission.userId!, amount: -priced.credits.used, reason: 'checkout', order: { id: placed.id, number: placed.number } });
  if (beside.address) await addAddress(tx, submission.userId!, submission.address);
  return placed;
}

/** How long a card order's confirmation waits for the charge before it goes out as the order then stands. */
export const CARD_CONFIRMATION_HOLD_MS = 2 * 60_000;

/**
 * Open orders waiting for an offline payment (bank transfer, cash on delivery) hold stock for
 * days without any money moving, so one shopper may have this many at a time: counted per
 * account or visitor and per e-mail. The address the orders came from may have more (the
 * configured `unpaidOrdersPerAddress`), since many shoppers can share one (an office, a mobile
 * carrier's gateway).
 */
export const UNPAID_ORDER_LIMIT = 3;

/**
 * Refuses an offline order past the limits. Runs in the order's transaction after taking a lock
 * per key (visitor, address, e-mail), so concurrent submits of one shopper count each other.
 */
async function checkUnpaidLimit(tx: Tx, submission: Submission, perAddress = Infinity): Promise<void> {
  const { shopper, clientIp } = submission;
  const email = submission.body.email.trim().toLowerCase();
  const keys = ['userId' in shopper ? `user:${shopper.userId}` : `visitor:${shopper.visitorId}`, `email:${email}`, ...(clientIp ? [`ip:${clientIp}`] : [])].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${UNPAID_LOCK}, hashtext(${key}))`);
  const who = [
    'userId' in shopper ? sql`user_id = ${shopper.userId}` : sql`visitor_id = ${shopper.visitorId}::uuid`,
    sql`lower(email) = ${email}`,
    ...(clientIp ? [sql`client_ip = ${clientIp}`] : []),
  ];
  const limits = [UNPAID_ORDER_LIMIT, UNPAID_ORDER_LIMIT, perAddress];
  const counts = (await tx.execute(sql`
    select ${sql.join(
      who.map(
        (condition, i) => sql`(select count(*)::int from orders where status = 'in_progress' and pay_status = 'unpaid'
        and payment_method in (${sql.join(
          OFFLINE_METHODS.map((m) => sql`${m}`),
          sql`, `,
        )}) and ${condition}) as ${sql.raw(`c${i}`)}`,
      ),
      sql`, `,
    )}`)) as unknown as { rows: Array<Record<string, number>> };
  const row = counts.rows[0] ?? {};
  const reached = who.findIndex((_, i) => (row[`c${i}`] ?? 0) >= limits[i]);
  if (reached >= 0) throw new DomainError('UNPAID_LIMIT', { 0: row[`c${reached}`] }, { limit: limits[reached] });
}

/** The advisory-lock class of the unpaid-order cap (the key is the shopper's). */
const UNPAID_LOCK = 7_204_312;

/** The order row and its lines as the server priced them. */
function orderDraft(deps: CheckoutDeps, submission: Submission, cart: LoadedCart, priced: PriceBreakdown, promotions: PromotionRow[], productIds: number[]): OrderDraft {
  const { body, address, method, currency, userId, guestToken, approvedCharge } = submission;
  const promotion = priced.promotion
    ? { id: priced.promotion.id, title: promotions.find((p) => p.id === priced.promotion!.id)!.title, discount: priced.promotion.discount }
    : null;
  return {
    order: {
      number: orderNumber(),
      userId,
      visitorId: 'visitorId' in submission.shopper ? submission.shopper.visitorId : null,
      email: body.email,
      phone: `${address.countryCode} ${address.phone}`.trim(),
      lang: submission.lang,
      currency,
      rate: String(deps.rates[currency] ?? 1),
      subtotal: priced.subtotal,
      discount: priced.discount,
      shippingFee: priced.shipping,
      total: priced.total,
      creditsUsed: priced.credits.used,
      creditDiscount: priced.credits.discount,
      promotion,
      coupons: priced.coupons,
      address,
      shippingMethod: { id: method.id, name: method.name, fee: priced.shipping },
      paymentMethod: body.paymentMethod,
      remarks: body.remarks ?? '',
      idempotencyKey: body.idempotencyKey,
      requestHash: submission.hash,
      guestTokenHash: guestToken ? hashToken(guestToken) : null,
      clientIp: submission.clientIp,
    },
    lines: cart.lines.map((l, i) => ({
      productId: l.productId,
      variantId: l.variantId,
      sku: l.sku,
      title: l.title,
      options: { color: l.color, size: l.size, style: l.style },
      optionNames: variantNames(l.options, l),
      image: l.images[l.imageIndex ?? 0]?.url ?? l.images[0]?.url ?? null,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      promotionDiscount: priced.lines[i].promotionDiscount,
      couponDiscount: priced.lines[i].couponDiscount,
      creditDiscount: priced.lines[i].creditDiscount,
      total: priced.lines[i].total,
    })),
    placedBy: { actorId: userId, data: { total: priced.total, payment: body.paymentMethod } },
    cartId: cart.id,
    // What follows the order is written with it, so a crash after the commit loses none of it. A
    // card's confirmation waits for the charge (runJobNow), so it tells the order is paid; one
    // charged with the order goes at once. The card charge about to be asked for is recorded with
    // the order, before the gateway hears of it.
    checkout: {
      guestToken,
      attemptId: submission.attemptId,
      confirmationDelayMs: body.paymentMethod === 'sandbox_card' && !approvedCharge ? CARD_CONFIRMATION_HOLD_MS : 0,
      productIds,
    },
    approvedCharge,
  };
}

function sameTerms(locked: CouponTerms, priced: CouponRow | undefined): boolean {
  return (
    !!priced &&
    locked.discountType === priced.discountType &&
    locked.value === priced.value &&
    locked.threshold === priced.threshold &&
    locked.productIds.join() === priced.productIds.join() &&
    locked.stackable === priced.stackable
  );
}
