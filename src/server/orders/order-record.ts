/**
 * Places a priced order with one prepared statement (data-modifying CTEs): it reserves the
 * stock, writes the order row, its lines and the 'placed' history row and the stock history's
 * rows, and empties the cart. The stock and cart parts are statements of inventory and cart,
 * embedded here. The lines travel as one JSON array, which keeps the statement's text the same
 * for any number of lines and lets PostgreSQL keep one plan for it. The statement checks what
 * the caller priced before it ends: every line's variant reserved (the guard refuses short stock
 * and changed prices), and exactly the priced cart lines deleted under their row locks (else the
 * cart changed); if not, it fails, so nothing of it stays (PlaceRefused says which). What the
 * checkout writes beside the order (the retry's reply, the card's payment attempt, the
 * confirmation and listing-figure jobs) is in the statement too; so is the charge of a sandbox card
 * the gateway approved (its ledger is in the shop's database): the order is written paid, with its
 * payment, its 'pay' history row and its attempt settled, in the same commit. An order with nothing else to
 * write (no coupon, credits, saved address or unpaid-order cap) is this one statement, committed
 * on its own: one round trip, and the variants' row locks are held only while it runs.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { clearCouponCodes, emptyCartLines } from '../cart/cart.service.ts';
import { checkoutReplies, orderHistory, orderLines, orders, payments } from './orders.schema.ts';
import { inLockOrder, orderMovementsStatement, PRODUCT_FIGURES, reserveStockStatement } from '../inventory/inventory.service.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { enqueueStatement } from '../platform/jobs/jobs.ts';
import { checkoutAttemptStatement } from '../payments/attempts.ts';
import { sandboxApprovalForOrderStatement } from '../payments/sandbox.ts';
import { PAID_STATE, PLACED_STATE } from './state.ts';
import { ORDER_CONFIRMATION } from './mail.ts';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants.ts';

type NewOrder = typeof orders.$inferInsert;

export interface OrderDraft {
  order: Pick<
    Required<NewOrder>,
    | 'number'
    | 'userId'
    | 'visitorId'
    | 'email'
    | 'phone'
    | 'lang'
    | 'currency'
    | 'rate'
    | 'subtotal'
    | 'discount'
    | 'shippingFee'
    | 'total'
    | 'creditsUsed'
    | 'creditDiscount'
    | 'promotion'
    | 'coupons'
    | 'address'
    | 'shippingMethod'
    | 'paymentMethod'
    | 'remarks'
    | 'idempotencyKey'
    | 'requestHash'
    | 'guestTokenHash'
    | 'clientIp'
  >;
  lines: Array<
    Required<
      Pick<
        typeof orderLines.$inferInsert,
        | 'productId'
        | 'sku'
        | 'title'
        | 'options'
        | 'optionNames'
        | 'image'
        | 'unitPrice'
        | 'quantity'
        | 'promotionDiscount'
        | 'couponDiscount'
        | 'creditDiscount'
        | 'total'
      >
    > & { variantId: number }
  >;
  placedBy: { actorId: number | null; data: Record<string, unknown> };
  cartId: number;
  /**
   * What the checkout writes with the order, in the same statement: the reply a retry of the
   * submit answers (its guest token), the card's payment attempt when there is a charge (its id,
   * the gateway's idempotency key, for the order's total), and the jobs that follow the order: its
   * confirmation (held `confirmationDelayMs`) and the sold products' listing figures.
   */
  checkout: { guestToken: string | null; attemptId: string | null; confirmationDelayMs: number; productIds: number[] };
  /**
   * The reference of the sandbox card charge the gateway approved for this order (under
   * `checkout.attemptId`), written in the gateway's ledger with the order, which is then placed
   * paid; null when nothing was charged yet.
   */
  approvedCharge: string | null;
}

export interface PlacedRecord {
  id: number;
  number: string;
  total: number;
  /** The products of the variants this order left below the low-stock threshold (their pages now show "only N units left" or sold out). */
  stockShown: number[];
  /** The confirmation e-mail's job. */
  confirmationJob: number;
  /** Placed paid (its card charged in the same statement). */
  paid: boolean;
}

/**
 * The statement refused the order and nothing of it was written: a line's variant was not
 * reserved (`stock`: short of stock, or its price moved), or the cart's lines were not the ones
 * priced (`cart`).
 */
export class PlaceRefused extends Error {
  constructor(readonly reason: 'stock' | 'cart') {
    super(`the order was refused: ${reason}`);
  }
}

/** How the statement fails on purpose: a cast of this text (and the reason) to int, which PostgreSQL refuses quoting the text in its message (refusedBy). */
const REFUSED = 'place_order refused: ';

const p = (key: string) => sql.placeholder(key);

/** The approved charge's reference, null when none. */
const charged = sql`${p('approvedCharge')}::text`;

const place = preparedStatement<Omit<PlacedRecord, 'confirmationJob'> & { confirmationJob: number | string }>(
  'place_order',
  sql`with line as (
      select * from jsonb_to_recordset(${p('lines')}::jsonb) as l(
        position int, product_id int, variant_id int, sku text, title jsonb, options jsonb, option_names jsonb, image text,
        unit_price int, quantity int, promotion_discount int, coupon_discount int, credit_discount int, total int)
    ),
    reserved as (${reserveStockStatement(sql`line`)}),
    new_order as (
      insert into ${orders} (number, user_id, visitor_id, email, phone, lang, currency, rate, subtotal, discount, shipping_fee, total,
        credits_used, credit_discount, promotion, coupons, address, shipping_method, payment_method, remarks, idempotency_key, request_hash, guest_token_hash, client_ip,
        status, pay_status, delivery_status, received, paid_at, transaction_number)
      values (${p('number')}, ${p('userId')}::int, ${p('visitorId')}::uuid, ${p('email')}, ${p('phone')}, ${p('lang')}, ${p('currency')}, ${p('rate')},
        ${p('subtotal')}::int, ${p('discount')}::int, ${p('shippingFee')}::int, ${p('total')}::int,
        ${p('creditsUsed')}::int, ${p('creditDiscount')}::int, ${p('promotion')}::jsonb, ${p('coupons')}::jsonb, ${p('address')}::jsonb, ${p('shippingMethod')}::jsonb,
        ${p('paymentMethod')}, ${p('remarks')}, ${p('idempotencyKey')}, ${p('requestHash')}, ${p('guestTokenHash')}, ${p('clientIp')},
        ${p('status')}, ${p('payStatus')}, ${p('deliveryStatus')}, ${p('received')}::boolean, case when ${charged} is null then null else now() end, ${charged})
      returning id, number, total, pay_status
    ),
    new_lines as (
      insert into ${orderLines} (order_id, product_id, variant_id, sku, title, options, option_names, image, unit_price, quantity, promotion_discount, coupon_discount, credit_discount, total)
      select new_order.id, l.product_id, l.variant_id, l.sku, l.title, l.options, l.option_names, l.image, l.unit_price, l.quantity, l.promotion_discount, l.coupon_discount, l.credit_discount, l.total
      from new_order, line l
      order by l.position
    ),
    new_history as (
      insert into ${orderHistory} (order_id, actor, actor_id, action, data)
      select id, 'customer', ${p('actorId')}::int, 'placed', ${p('historyData')}::jsonb from new_order
      union all
      select id, 'system', null, 'pay', '{}'::jsonb from new_order where ${charged} is not null
    ),
    -- The stock history's rows for the units taken (inventory's; no statement of its own).
    moved as (${orderMovementsStatement(sql`reserved`, sql`new_order`)}),
    emptied as (${emptyCartLines(sql`${p('cartId')}::int`)}),
    -- Most carts hold no codes: those rows are left alone rather than rewritten.
    cleared as (${clearCouponCodes(sql`${p('cartId')}::int`)}),
    reply as (
      insert into ${checkoutReplies} (idempotency_key, order_id, guest_token) select ${p('idempotencyKey')}, id, ${p('guestToken')}::text from new_order
    ),
    attempt as (${checkoutAttemptStatement(sql`${p('attemptId')}::uuid`, 'sandbox', sql`new_order`, charged)}),
    -- A card the gateway approved: its charge in the gateway's ledger and the order's payment row.
    approval as (${sandboxApprovalForOrderStatement(sql`${p('attemptId')}::text`, charged, sql`new_order`)}),
    payment as (
      insert into ${payments} (order_id, provider, provider_ref, amount, status)
      select id, 'sandbox', ${charged}, total, 'succeeded' from new_order where ${charged} is not null
    ),
    confirmation as (${enqueueStatement(
      ORDER_CONFIRMATION,
      sql`(select jsonb_build_object('orderId', id, 'guestToken', ${p('guestToken')}::text) as payload,
        now() + make_interval(secs => ${p('confirmationDelaySeconds')}::float8) as run_at from new_order)`,
    )}),
    figures as (${enqueueStatement(PRODUCT_FIGURES, sql`(select jsonb_build_object('productIds', ${p('productIds')}::jsonb) as payload, now() as run_at from new_order)`)}),
    -- What was priced, checked: every line reserved, and the cart's lines deleted exactly those priced.
    refusal as (
      select case
        when (select count(*) from reserved) < (select count(*) from line) then 'stock'
        when (select count(*) from emptied) <> (select count(*) from line)
          or exists (select 1 from line l where not exists (select 1 from emptied e where e.variant_id = l.variant_id and e.quantity = l.quantity))
          then 'cart'
      end as reason
    )
    select new_order.id, new_order.number, new_order.total, new_order.pay_status = 'paid' as paid,
      (select coalesce(json_agg(distinct product_id), '[]') from reserved where stock < ${LOW_STOCK_THRESHOLD}) as "stockShown",
      (select id from confirmation) as "confirmationJob",
      -- Fails the statement (everything it wrote goes) when the check did not pass.
      (select (${sql.raw(`'${REFUSED}'`)} || reason)::int from refusal where reason is not null) as refused
    from new_order`,
);

/** JSON text for a jsonb parameter; SQL null stays null. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Runs the statement, in the caller's transaction or on its own (then it commits by itself).
 * Throws PlaceRefused when the order's check failed (and nothing was written).
 */
export async function placeOrderRecord(db: Executor, draft: OrderDraft): Promise<PlacedRecord> {
  const { order } = draft;
  const positioned = draft.lines.map((line, position) => ({ ...line, position }));
  const [placed] = await place(db, {
    ...order,
    promotion: json(order.promotion),
    coupons: json(order.coupons),
    address: json(order.address),
    shippingMethod: json(order.shippingMethod),
    // In variant order, the order the reservation locks rows in; `position` keeps the cart's order for the order lines.
    lines: json(
      inLockOrder(positioned).map((l) => ({
        position: l.position,
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku,
        title: l.title,
        options: l.options,
        option_names: l.optionNames,
        image: l.image,
        unit_price: l.unitPrice,
        quantity: l.quantity,
        promotion_discount: l.promotionDiscount,
        coupon_discount: l.couponDiscount,
        credit_discount: l.creditDiscount,
        total: l.total,
      })),
    ),
    actorId: draft.placedBy.actorId,
    historyData: json(draft.placedBy.data),
    cartId: draft.cartId,
    guestToken: draft.checkout.guestToken,
    attemptId: draft.checkout.attemptId,
    approvedCharge: draft.approvedCharge,
    ...(draft.approvedCharge ? PAID_STATE : PLACED_STATE),
    confirmationDelaySeconds: draft.checkout.confirmationDelayMs / 1000,
    productIds: json(draft.checkout.productIds),
  }).catch((err: unknown) => {
    throw refusedBy(err) ?? err;
  });
  // A bigint: node-postgres answers it as text.
  return {
    id: placed.id,
    number: placed.number,
    total: placed.total,
    stockShown: placed.stockShown,
    confirmationJob: Number(placed.confirmationJob),
    paid: placed.paid,
  };
}

/**
 * The statement's own refusal behind a failed query (Drizzle wraps the driver's error), or null.
 * The refusal is the value PostgreSQL quotes in its cast error; Drizzle's message also carries the
 * statement's text, where the marker stands unquoted, so any other error is not taken for one.
 */
function refusedBy(err: unknown): PlaceRefused | null {
  const e = err as { message?: string; cause?: { message?: string } };
  const reason = /"place_order refused: (stock|cart)"/.exec(`${e.cause?.message ?? ''} ${e.message ?? ''}`)?.[1];
  return reason ? new PlaceRefused(reason as 'stock' | 'cart') : null;
}
