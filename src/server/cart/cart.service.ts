/**
 * Server-side carts for visitors (by visitor id) and customers. Quantities are whole numbers
 * from 1 to MAX_LINE_QUANTITY and never above stock; every change re-checks stock. Reading a
 * cart prices it with the pricing function, so the totals shown are the ones checkout charges.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { MAX_LINE_QUANTITY } from '../../shared/constants.ts';
import type { Cart, CouponRejection as CartCouponRejection } from '../../shared/contracts/cart.ts';
import { formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants.ts';
import { imageRef, localize, variantNames } from '../catalog/localize.ts';
import { localizeVariant } from '../../shared/variants.ts';
import { creditsLine, priceOrder, type CouponRejection, type PricingLine } from '../pricing/pricing.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import { perDatabase } from '../platform/db/prepared.ts';
import { cartLines, carts } from './cart.schema.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { DomainError, ERRORS, invariant, type ErrorName } from '../platform/http/errors.ts';
import type { Shopper } from '../accounts/identity.ts';
import { activePromotions, usableCoupons, type CouponRow } from '../marketing/marketing.service.ts';
import { methodsForCountry, type ShippingMethodRow } from '../shipping/shipping.service.ts';

export type CartOwner = Shopper;

const ownerWhere = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.visitorId, owner.visitorId));

export async function findCartId(db: Db | Tx, owner: CartOwner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).limit(1);
  return row?.id ?? null;
}

async function ensureCart(db: Db | Tx, owner: CartOwner): Promise<number> {
  const [row] = await db
    .insert(carts)
    .values('userId' in owner ? { userId: owner.userId } : { visitorId: owner.visitorId })
    .onConflictDoUpdate({ target: 'userId' in owner ? carts.userId : carts.visitorId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row.id;
}

/**
 * Empties a cart inside the statement that places its order (orders/order-record.ts): deletes
 * its lines, answering (variant_id, quantity) of each line deleted.
 */
export const emptyCartLines = (cartId: SQL) => sql`delete from ${cartLines} where cart_id = ${cartId} returning variant_id, quantity`;

/** Clears a cart's coupon codes inside the statement that places its order; a cart without codes is not rewritten. */
export const clearCouponCodes = (cartId: SQL) => sql`update ${carts} set coupon_codes = '[]'::jsonb where id = ${cartId} and coupon_codes <> '[]'::jsonb`;

/** Puts the lines and coupon codes of an order that was undone back into its owner's cart. */
export async function restoreCart(tx: Tx, owner: CartOwner, codes: string[], lines: Array<{ variantId: number | null; quantity: number }>): Promise<void> {
  const [cart] = await tx
    .insert(carts)
    .values(owner)
    .onConflictDoUpdate({ target: 'userId' in owner ? carts.userId : carts.visitorId, set: { couponCodes: codes } })
    .returning({ id: carts.id });
  for (const line of lines) {
    if (!line.variantId) continue;
    await tx
      .insert(cartLines)
      .values({ cartId: cart.id, variantId: line.variantId, quantity: line.quantity })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)` } });
  }
}

/** Refuses a quantity above stock with the spec's message: out of stock, or how many are left. */
export function checkStock(stock: number, wanted: number) {
  if (stock <= 0) throw new DomainError('OUT_OF_STOCK');
  if (wanted > stock) throw new DomainError('ONLY_LEFT', { 0: stock }, { stock });
}

export async function setQuantity(db: Db, owner: CartOwner, variantId: number, quantity: number): Promise<void> {
  const cartId = await findCartId(db, owner);
  invariant(cartId, 'NOT_FOUND');
  const [line] = await db
    .select({ stock: productVariants.stock })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  invariant(line, 'NOT_FOUND');
  checkStock(line.stock, quantity);
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
}

export async function removeLine(db: Db, owner: CartOwner, variantId: number): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId) await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
}

async function setCouponCodes(db: Db, owner: CartOwner, update: (codes: string[]) => string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await ensureCart(tx, owner);
    const [cart] = await tx.select({ codes: carts.couponCodes }).from(carts).where(eq(carts.id, cartId)).for('update');
    await tx
      .update(carts)
      .set({ couponCodes: update(cart.codes).slice(0, 5) })
      .where(eq(carts.id, cartId));
  });
}

export async function removeCouponCode(db: Db, owner: CartOwner, entered: string): Promise<void> {
  const code = entered.toUpperCase();
  await setCouponCodes(db, owner, (codes) => codes.filter((c) => c !== code));
}

/**
 * The method a cart's shipping estimate uses: the one chosen at checkout when it serves the
 * country, else (no choice yet) the cheapest of the country's zone; none without a country.
 */
export async function estimateMethod(db: Db, country: string | undefined, methodId?: number): Promise<ShippingMethodRow | null> {
  if (!country) return null;
  const methods = await methodsForCountry(db, country);
  return (methodId === undefined ? methods[0] : methods.find((m) => m.id === methodId)) ?? null;
}

/** The cart's lines (SKU and quantity) and how many items they add up to, in one query: the header's count. */
export async function cartSummary(db: Db, owner: CartOwner): Promise<{ count: number; lines: Array<{ sku: string; quantity: number }> }> {
  const lines = await db
    .select({ sku: productVariants.sku, quantity: cartLines.quantity })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(ownerWhere(owner))
    .orderBy(cartLines.addedAt, productVariants.id);
  return { count: lines.reduce((n, l) => n + l.quantity, 0), lines };
}

/** What pricing and display need of each line. */
const lineColumns = {
  variantId: productVariants.id,
  productId: products.id,
  sku: productVariants.sku,
  color: productVariants.color,
  size: productVariants.size,
  style: productVariants.style,
  unitPrice: productVariants.price,
  compareAtPrice: productVariants.compareAtPrice,
  weight: productVariants.weight,
  stock: productVariants.stock,
  imageIndex: productVariants.imageIndex,
  quantity: cartLines.quantity,
  slug: products.slug,
  title: products.title,
  images: products.images,
  options: products.options,
};

export type CartLine = SelectResultFields<typeof lineColumns>;
export interface LoadedCart {
  id: number;
  codes: string[];
  lines: CartLine[];
}

function prepareCartQuery(db: Db, ownerColumn: typeof carts.visitorId | typeof carts.userId, name: string) {
  return db
    .select({ cartId: carts.id, codes: carts.couponCodes, ...lineColumns })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .where(eq(ownerColumn, sql.placeholder('owner')))
    .orderBy(cartLines.addedAt, productVariants.id)
    .prepare(name);
}
const cartQueriesOf = perDatabase((db) => ({
  visitor: prepareCartQuery(db, carts.visitorId, 'cart_of_visitor'),
  user: prepareCartQuery(db, carts.userId, 'cart_of_user'),
}));

/**
 * The owner's cart with its coupon codes and lines, in one prepared query (every cart answer and
 * every checkout starts here); null when the owner has no cart yet.
 */
export async function loadCart(db: Db, owner: CartOwner): Promise<LoadedCart | null> {
  const queries = cartQueriesOf(db);
  const rows = 'userId' in owner ? await queries.user.execute({ owner: owner.userId }) : await queries.visitor.execute({ owner: owner.visitorId });
  if (rows.length === 0) return null;
  const lines = rows.filter((r) => r.variantId !== null && r.productId !== null).map(({ cartId: _id, codes: _codes, ...line }) => line as CartLine);
  return { id: rows[0].cartId, codes: rows[0].codes, lines };
}

export interface CartAnswerContext {
  lang: string;
  currency: string;
  t: (key: string, vars?: Record<string, unknown>) => string;
  shipping?: ShippingMethodRow | null;
  /** The signed-in customer's balance and the credits asked for (an estimate), with the minor units in one unit of the currency. */
  credits?: { balance: number; requested: number; minorPerUnit: number };
}

export async function readCart(db: Db, owner: CartOwner, ctx: CartAnswerContext): Promise<Cart> {
  return cartAnswer(db, await loadCart(db, owner), ctx);
}

/**
 * What the pricing function needs of a cart besides the shipping method: its lines, the running
 * promotions and its usable coupons. The cart, the cart drawer, the checkout's shipping quotes and
 * its summary, and the order placed are all priced from these, so they show what the order charges.
 */
export async function pricingInputs(db: Db, cart: LoadedCart | null) {
  const [promotions, coupons] = await Promise.all([activePromotions(db), usableCoupons(db, cart?.codes ?? [])]);
  const lines: PricingLine[] = (cart?.lines ?? []).map((l) => ({
    key: String(l.variantId),
    productId: l.productId,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    weight: l.weight ?? 0,
  }));
  return { lines, promotions, coupons };
}

/** The cart as the shopper sees it, priced by the pricing function (the totals checkout charges). */
export async function cartAnswer(db: Db, cart: LoadedCart | null, ctx: CartAnswerContext): Promise<Cart> {
  const lines = cart?.lines ?? [];
  const inputs = await pricingInputs(db, cart);
  const { promotions, coupons } = inputs;
  const priced = priceOrder({
    ...inputs,
    shipping: ctx.shipping ?? null,
    credits: ctx.credits ? { requested: Math.min(ctx.credits.requested, ctx.credits.balance), minorPerUnit: ctx.credits.minorPerUnit } : undefined,
  });
  const unknownCodes = (cart?.codes ?? []).filter((code) => !coupons.some((c) => c.code.toUpperCase() === code.toUpperCase()));
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    lines: lines.map((l, i) => {
      const title = localize(l.title, ctx.lang);
      return {
        variantId: l.variantId,
        sku: l.sku,
        productSlug: l.slug,
        title,
        options: localizeVariant(l, variantNames(l.options, l), ctx.lang),
        image: imageRef(l.images[l.imageIndex ?? 0] ?? l.images[0], ctx.lang, title),
        unitPrice: l.unitPrice,
        compareAtPrice: l.compareAtPrice,
        quantity: l.quantity,
        stock: l.stock,
        warning: l.stock <= 0 || l.quantity > l.stock ? 'out_of_stock' : l.stock < LOW_STOCK_THRESHOLD ? 'low_stock' : null,
        subtotal: priced.lines[i].subtotal,
        discount: priced.lines[i].promotionDiscount + priced.lines[i].couponDiscount,
        total: priced.lines[i].total,
      };
    }),
    subtotal: priced.subtotal,
    promotion: priced.promotion
      ? { id: priced.promotion.id, title: localize(promotions.find((p) => p.id === priced.promotion!.id)!.title, ctx.lang), discount: priced.promotion.discount }
      : null,
    coupons: priced.coupons.map((c) => ({ code: c.code, discount: c.discount })),
    rejectedCoupons: [
      ...priced.rejectedCoupons.map((r) => rejection(r, coupons, ctx)),
      ...unknownCodes.map((code) => ({ code, reason: 'COUPON_INVALID', message: ctx.t('refusals.couponInvalid') })),
    ],
    discount: priced.discount,
    shippingEstimate: ctx.shipping ? priced.shipping : null,
    total: priced.total,
    currency: ctx.currency,
    ...(ctx.credits ? { credits: creditsView(ctx.credits, priced) } : {}),
  };
}

/** The balance, the most the goods (after discounts, before credits) can take, and what the asked-for credits give. */
function creditsView(credits: NonNullable<CartAnswerContext['credits']>, priced: ReturnType<typeof priceOrder>) {
  const goods = priced.lines.reduce((sum, l) => sum + l.total + l.creditDiscount, 0);
  const usable = creditsLine(credits.balance, goods, credits.minorPerUnit).used;
  return { balance: credits.balance, usable, used: priced.credits.used, discount: priced.credits.discount };
}

const REJECTION_ERRORS = {
  COUPON_THRESHOLD: 'COUPON_THRESHOLD',
  COUPON_NOT_STACKABLE: 'COUPON_NOT_STACKABLE',
  COUPON_NOT_APPLICABLE: 'COUPON_NO_MATCHING_ITEM',
  COUPON_INVALID: 'COUPON_INVALID',
} as const satisfies Record<string, ErrorName>;

/** Why a code does not apply, in the shopper's language; a threshold names the amount it needs. */
function rejection(r: { code: string; reason: CouponRejection }, coupons: CouponRow[], ctx: CartAnswerContext): CartCouponRejection {
  const error = ERRORS[REJECTION_ERRORS[r.reason]];
  if (r.reason !== 'COUPON_THRESHOLD') return { code: r.code, reason: r.reason, message: ctx.t(error.key) };
  const threshold = coupons.find((c) => c.code === r.code)?.threshold ?? 0;
  return { code: r.code, reason: r.reason, message: ctx.t(error.key, { amount: formatMoney(threshold, ctx.currency as CurrencyCode) }), threshold };
}

const withCode = (codes: string[], code: string) => [...codes.filter((c) => c !== code), code];

/** Adds a coupon code to the cart (codes are kept upper-case, each once, the latest last). */
export async function applyCouponCode(db: Db, owner: CartOwner, entered: string): Promise<void> {
  const code = entered.toUpperCase();
  await setCouponCodes(db, owner, (codes) => withCode(codes, code));
}

/**
 * Refuses, with the reason, a code that would not apply to the owner's cart: unknown or expired;
 * with items in the cart also under its threshold, for another item, or not combinable with the
 * codes already there. An empty cart may keep a valid code for the items to come.
 */
export async function checkCouponCode(db: Db, owner: CartOwner, entered: string, ctx: CartAnswerContext): Promise<void> {
  const code = entered.toUpperCase();
  const cart = await loadCart(db, owner);
  const tried = await cartAnswer(db, { id: cart?.id ?? 0, lines: cart?.lines ?? [], codes: withCode(cart?.codes ?? [], code) }, ctx);
  const refused = tried.rejectedCoupons.find((r) => r.code.toUpperCase() === code && (tried.lines.length > 0 || r.reason === 'COUPON_INVALID'));
  if (!refused) return;
  const name = REJECTION_ERRORS[refused.reason as keyof typeof REJECTION_ERRORS] ?? 'COUPON_INVALID';
  const amount = refused.threshold === undefined ? {} : { amount: formatMoney(refused.threshold, ctx.currency as CurrencyCode) };
  throw new DomainError(name, amount, { code, reason: refused.reason, threshold: refused.threshold ?? null });
}

/** On sign-in the visitor's cart joins the account's: quantities add up, capped at stock. */
export async function mergeVisitorCart(db: Db, visitorId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const visitorCart = await findCartId(tx, { visitorId });
    if (!visitorCart) return;
    const userCart = await ensureCart(tx, { userId });
    await tx.execute(sql`
      insert into ${cartLines} (cart_id, variant_id, quantity)
      select ${userCart}, l.variant_id, least(l.quantity, ${MAX_LINE_QUANTITY}) from ${cartLines} l where l.cart_id = ${visitorCart}
      on conflict (cart_id, variant_id) do update
        set quantity = least(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY},
          greatest((select stock from product_variants v where v.id = excluded.variant_id), cart_lines.quantity))`);
    await tx.execute(sql`
      update ${carts} set coupon_codes = (
        select coalesce(jsonb_agg(distinct c), '[]'::jsonb) from (
          select jsonb_array_elements_text(coupon_codes) c from ${carts} where id in (${userCart}, ${visitorCart})) codes)
      where id = ${userCart}`);
    await tx.delete(carts).where(eq(carts.id, visitorCart));
  });
}
