/**
 * The one place order totals are computed (DESIGN §4 "Pricing"): subtotal → the best single
 * promotion → coupons (threshold on the subtotal after the promotion; a non-stackable coupon
 * stands alone, stackable ones combine; a coupon for specified items discounts only their lines) →
 * credits (100 credits = 1 unit of the base currency, on the goods only) → shipping → total,
 * never below zero. Every discount is recorded per line so returns refund the
 * right share. Pure: no I/O, integer minor units throughout.
 */

export interface PricingLine {
  key: string;
  productId: number;
  unitPrice: number;
  quantity: number;
  /** Grams per unit, for weight-based shipping. */
  weight?: number;
}

export interface Promotion {
  id: number;
  /** buy_n: `threshold` items or more; over_x: subtotal of `threshold` or more. */
  kind: 'buy_n' | 'over_x';
  threshold: number;
  discountType: 'amount' | 'percent';
  value: number;
  /**
   * Empty: the whole order. Otherwise only these products' lines count towards the threshold
   * (their items or their subtotal) and only they are discounted.
   */
  productIds: number[];
}

export interface Coupon {
  id: number;
  code: string;
  discountType: 'amount' | 'percent';
  value: number;
  /** Minimum subtotal after the promotion. */
  threshold: number;
  /** Empty: every item; otherwise only these products' lines. */
  productIds: number[];
  stackable: boolean;
}

export type ShippingMethod =
  | { id: number; kind: 'flat'; rate: number }
  | { id: number; kind: 'free_over'; rate: number; freeOver: number }
  | { id: number; kind: 'weight'; rate: number; perKg: number };

export type CouponRejection = 'COUPON_THRESHOLD' | 'COUPON_NOT_STACKABLE' | 'COUPON_NOT_APPLICABLE';

export interface PricedLine {
  key: string;
  subtotal: number;
  promotionDiscount: number;
  couponDiscount: number;
  creditDiscount: number;
  total: number;
}

export interface PriceBreakdown {
  subtotal: number;
  promotion: { id: number; discount: number } | null;
  coupons: Array<{ id: number; code: string; discount: number }>;
  rejectedCoupons: Array<{ code: string; reason: CouponRejection }>;
  discount: number;
  /** Credits spent and what they took off the goods. */
  credits: { used: number; discount: number };
  shipping: number;
  total: number;
  lines: PricedLine[];
}

/** How many credits make one unit of the base currency. */
export const CREDITS_PER_UNIT = 100;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The credits line: spends at most `requested` credits (the customer's balance, capped by what
 * they asked to use) against `goods` minor units, where one unit of the base currency is
 * `minorPerUnit` minor units and CREDITS_PER_UNIT credits. Only whole minor units are taken off,
 * so the credits spent are a multiple of what one minor unit (or the smallest whole step) costs,
 * and never more than the goods are worth.
 */
export function creditsLine(requested: number, goods: number, minorPerUnit: number): { used: number; discount: number } {
  if (!(requested > 0) || !(goods > 0) || !(minorPerUnit > 0)) return { used: 0, discount: 0 };
  const divisor = gcd(CREDITS_PER_UNIT, minorPerUnit);
  // `step` credits are worth exactly `stepValue` minor units.
  const step = CREDITS_PER_UNIT / divisor;
  const stepValue = minorPerUnit / divisor;
  const steps = Math.min(Math.floor(Math.floor(requested) / step), Math.floor(goods / stepValue));
  return { used: steps * step, discount: steps * stepValue };
}

const percentOf = (amount: number, percent: number) => Math.round((amount * Math.min(Math.max(percent, 0), 100)) / 100);

/** Splits `amount` over `weights` in proportion, exactly (largest remainders), never above a weight. */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const raw = weights.map((w) => (capped * w) / total);
  const shares = raw.map(Math.floor);
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

export function promotionDiscount(promotion: Promotion, subtotal: number, itemCount: number): number {
  const applies = promotion.kind === 'buy_n' ? itemCount >= promotion.threshold : subtotal >= promotion.threshold;
  if (!applies || subtotal <= 0) return 0;
  const discount = promotion.discountType === 'amount' ? promotion.value : percentOf(subtotal, promotion.value);
  return Math.max(0, Math.min(discount, subtotal));
}

/** Whether a line's product is within a scope (an empty scope takes every product). */
export const inScope = (productIds: readonly number[], productId: number) => productIds.length === 0 || productIds.includes(productId);

/**
 * The best promotion for the shopper (largest discount; the lower id on a tie), with its discount
 * split over the lines it covers: a scoped promotion looks only at its products' lines.
 */
function bestPromotion(promotions: Promotion[], lines: PricingLine[], lineSubtotals: number[]) {
  let best: { id: number; discount: number; shares: number[] } | null = null;
  for (const p of [...promotions].sort((a, b) => a.id - b.id)) {
    const covered = lines.map((l, i) => (inScope(p.productIds, l.productId) ? lineSubtotals[i] : 0));
    const subtotal = covered.reduce((a, b) => a + b, 0);
    const itemCount = lines.reduce((a, l) => a + (inScope(p.productIds, l.productId) ? l.quantity : 0), 0);
    const discount = promotionDiscount(p, subtotal, itemCount);
    if (discount > 0 && (!best || discount > best.discount)) best = { id: p.id, discount, shares: allocate(discount, covered) };
  }
  return best;
}

/** Applies coupons in order on what is left of each line; returns discounts per coupon and line. */
function applyCoupons(coupons: Coupon[], lines: Array<{ productId: number; remaining: number }>) {
  const remaining = lines.map((l) => l.remaining);
  const perLine = lines.map(() => 0);
  const applied: Array<{ coupon: Coupon; discount: number }> = [];
  for (const coupon of coupons) {
    const eligible = lines.map((l, i) => (inScope(coupon.productIds, l.productId) ? remaining[i] : 0));
    const base = eligible.reduce((a, b) => a + b, 0);
    const discount = Math.min(base, coupon.discountType === 'amount' ? Math.max(coupon.value, 0) : percentOf(base, coupon.value));
    const shares = allocate(discount, eligible);
    shares.forEach((s, i) => {
      remaining[i] -= s;
      perLine[i] += s;
    });
    applied.push({ coupon, discount });
  }
  return { applied, perLine, total: applied.reduce((a, b) => a + b.discount, 0) };
}

export function shippingFee(method: ShippingMethod | null, goodsTotal: number, grams: number): number {
  if (!method) return 0;
  if (method.kind === 'flat') return method.rate;
  if (method.kind === 'free_over') return goodsTotal >= method.freeOver ? 0 : method.rate;
  return method.rate + Math.ceil(Math.max(grams, 0) / 1000) * method.perKg;
}

export function priceOrder(input: {
  lines: PricingLine[];
  promotions: Promotion[];
  coupons: Coupon[];
  shipping: ShippingMethod | null;
  /** Credits the customer spends (at most their balance), and the minor units in one unit of the base currency. */
  credits?: { requested: number; minorPerUnit: number };
}): PriceBreakdown {
  const lineSubtotals = input.lines.map((l) => l.unitPrice * l.quantity);
  const subtotal = lineSubtotals.reduce((a, b) => a + b, 0);

  const bestPromo = bestPromotion(input.promotions, input.lines, lineSubtotals);
  const promotion = bestPromo ? { id: bestPromo.id, discount: bestPromo.discount } : null;
  const promoShares = bestPromo?.shares ?? input.lines.map(() => 0);
  const afterPromotion = subtotal - (promotion?.discount ?? 0);
  const lineState = input.lines.map((l, i) => ({ productId: l.productId, remaining: lineSubtotals[i] - promoShares[i] }));

  const rejectedCoupons: PriceBreakdown['rejectedCoupons'] = [];
  const usable = input.coupons.filter((c) => {
    if (afterPromotion < c.threshold) rejectedCoupons.push({ code: c.code, reason: 'COUPON_THRESHOLD' });
    else if (!input.lines.some((l) => inScope(c.productIds, l.productId))) rejectedCoupons.push({ code: c.code, reason: 'COUPON_NOT_APPLICABLE' });
    else return true;
    return false;
  });
  // Candidates: each non-stackable coupon alone, or all stackable coupons together; the best wins.
  const candidates = [...usable.filter((c) => !c.stackable).map((c) => [c]), usable.filter((c) => c.stackable)].filter((set) => set.length > 0);
  let best = applyCoupons([], lineState);
  let bestSet: Coupon[] = [];
  for (const set of candidates) {
    const result = applyCoupons(set, lineState);
    if (result.total > best.total) {
      best = result;
      bestSet = set;
    }
  }
  for (const c of usable) if (!bestSet.includes(c)) rejectedCoupons.push({ code: c.code, reason: 'COUPON_NOT_STACKABLE' });

  const afterCoupons = input.lines.map((_, i) => lineSubtotals[i] - promoShares[i] - best.perLine[i]);
  const credits = creditsLine(
    input.credits?.requested ?? 0,
    afterCoupons.reduce((a, b) => a + b, 0),
    input.credits?.minorPerUnit ?? 0,
  );
  const creditShares = allocate(credits.discount, afterCoupons);
  const lines: PricedLine[] = input.lines.map((l, i) => {
    const total = afterCoupons[i] - creditShares[i];
    return { key: l.key, subtotal: lineSubtotals[i], promotionDiscount: promoShares[i], couponDiscount: best.perLine[i], creditDiscount: creditShares[i], total };
  });
  const goodsTotal = lines.reduce((a, l) => a + l.total, 0);
  const grams = input.lines.reduce((a, l) => a + (l.weight ?? 0) * l.quantity, 0);
  // Free shipping over an amount looks at the goods before credits: paying with credits keeps it.
  const shipping = input.lines.length ? shippingFee(input.shipping, goodsTotal + credits.discount, grams) : 0;
  const discount = (promotion?.discount ?? 0) + best.total;
  return {
    subtotal,
    promotion,
    coupons: best.applied.map((a) => ({ id: a.coupon.id, code: a.coupon.code, discount: a.discount })),
    rejectedCoupons,
    discount,
    credits,
    shipping,
    total: Math.max(0, goodsTotal + shipping),
    lines,
  };
}

export interface RefundLine {
  key: string;
  /** Units bought, and what the line was paid after the order's discounts (its `total`). */
  quantity: number;
  total: number;
  /** Units already covered by other after-sales requests, and units asked for now. */
  alreadyRequested: number;
  returning: number;
}

/** What `units` of a line were paid: their share of the line's total, rounded down, exact for the whole line. */
export const paidShare = (line: Pick<RefundLine, 'quantity' | 'total'>, units: number) =>
  units >= line.quantity ? line.total : Math.floor((line.total * Math.max(units, 0)) / line.quantity);

/**
 * The refund of an after-sales request (DESIGN §4): each line refunds the paid share of its units
 * (successive requests take successive shares, so all of a line's requests add up to exactly what
 * it was paid), and shipping is refunded only when the whole order comes back with this request.
 * A request for more units than are left is a RangeError: callers check quantities first.
 */
export function refundForReturn(input: { lines: RefundLine[]; shipping: number }): { lines: Array<{ key: string; amount: number }>; shipping: number; total: number } {
  const lines = input.lines.map((l) => {
    if (l.returning < 0 || l.alreadyRequested < 0 || l.alreadyRequested + l.returning > l.quantity) throw new RangeError(`line ${l.key}: too many units`);
    return { key: l.key, amount: paidShare(l, l.alreadyRequested + l.returning) - paidShare(l, l.alreadyRequested) };
  });
  const asking = input.lines.some((l) => l.returning > 0);
  const whole = asking && input.lines.every((l) => l.alreadyRequested + l.returning === l.quantity);
  const shipping = whole ? Math.max(input.shipping, 0) : 0;
  return { lines, shipping, total: lines.reduce((a, l) => a + l.amount, 0) + shipping };
}
