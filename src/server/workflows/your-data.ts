/**
 * The customer's own data (issue "your data"): everything the shop holds about them as one JSON
 * document, and deleting the account. Orders stay for the merchant's books, anonymised: the
 * name, e-mail, phone and address on them are blanked (the country is kept, as the books need
 * it) and they are detached from the account. Both re-check the password (the routes do).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { toPublicUser } from '../accounts/accounts.service.ts';
import { accountCodes, accountEvents, addresses, creditLedger, sessions, users, visitors, type AddressData } from '../accounts/accounts.schema.ts';
import { cartLines, carts } from '../cart/cart.schema.ts';
import { productVariants } from '../catalog/catalog.schema.ts';
import { favorites, feedback, inquiries, savedArticles, stockAlerts } from '../engagement/engagement.schema.ts';
import { couponUses, couponWallet, coupons } from '../marketing/marketing.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import { reviews } from '../reviews/reviews.schema.ts';

export async function exportData(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return {};
  const [addressRows, orderRows, favoriteRows, sessionRows, walletRows, cartRows, inquiryRows, feedbackRows, creditRows, eventRows, articleRows, reviewRows, alertRows] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
      db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.id)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
      db
        .select({ code: coupons.code, claimedAt: couponWallet.claimedAt })
        .from(couponWallet)
        .innerJoin(coupons, eq(coupons.id, couponWallet.couponId))
        .where(eq(couponWallet.userId, userId)),
      db
        .select({ sku: productVariants.sku, quantity: cartLines.quantity })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
        .where(eq(carts.userId, userId)),
      db.select().from(inquiries).where(eq(inquiries.userId, userId)),
      db.select().from(feedback).where(eq(feedback.userId, userId)),
      db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
      db.select().from(accountEvents).where(eq(accountEvents.userId, userId)).orderBy(asc(accountEvents.id)),
      db.select().from(savedArticles).where(eq(savedArticles.userId, userId)).orderBy(asc(savedArticles.id)),
      db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)),
      db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId)).orderBy(asc(stockAlerts.id)),
    ]);
  const lines = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
    : [];
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toPublicUser(user), lang: user.lang, createdAt: user.createdAt, emailVerifiedAt: user.emailVerifiedAt },
    addresses: addressRows.map((a) => ({ ...a.data, isDefault: a.isDefault, createdAt: a.createdAt })),
    orders: orderRows.map((o) => ({
      number: o.number,
      submittedAt: o.submittedAt,
      status: o.status,
      payStatus: o.payStatus,
      deliveryStatus: o.deliveryStatus,
      email: o.email,
      phone: o.phone,
      address: o.address,
      currency: o.currency,
      subtotal: o.subtotal,
      discount: o.discount,
      shippingFee: o.shippingFee,
      total: o.total,
      paymentMethod: o.paymentMethod,
      remarks: o.remarks,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ sku: l.sku, title: l.title, options: l.options, unitPrice: l.unitPrice, quantity: l.quantity, total: l.total })),
    })),
    favourites: favoriteRows.map((f) => ({ productId: f.productId, createdAt: f.createdAt })),
    coupons: walletRows,
    cart: cartRows,
    quoteRequests: inquiryRows.map((i) => ({ name: i.name, email: i.email, company: i.company, quantity: i.quantity, message: i.message, createdAt: i.createdAt })),
    feedback: feedbackRows.map((f) => ({ message: f.message, createdAt: f.createdAt })),
    credits: creditRows.map((c) => ({ amount: c.amount, reason: c.reason, orderNumber: c.orderNumber, note: c.note, createdAt: c.createdAt })),
    backInStockRequests: alertRows.map((a) => ({ productId: a.productId, variantId: a.variantId, email: a.email, createdAt: a.createdAt, notifiedAt: a.notifiedAt })),
    savedArticles: articleRows.map((a) => ({ articleId: a.articleId, createdAt: a.createdAt })),
    reviews: reviewRows.map((r) => ({
      productId: r.productId,
      authorName: r.authorName,
      rating: r.rating,
      content: r.content,
      lang: r.lang,
      createdAt: r.createdAt,
      editedAt: r.editedAt,
    })),
    // The security centre's activity list: sign-ins and changes to the account.
    activity: eventRows.map((e) => ({ kind: e.kind, device: e.device, ip: e.ip, createdAt: e.createdAt })),
    // Where the account is signed in; the tokens themselves are never stored, and not exported.
    sessions: sessionRows.map((s) => ({ device: s.device, ip: s.ip, userAgent: s.userAgent, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, endedAt: s.revokedAt })),
  };
}

/** The address left on an order of a deleted account: only its country. */
function anonymousAddress(address: AddressData): AddressData {
  return {
    firstName: '',
    lastName: '',
    country: address.country,
    state: '',
    city: '',
    area: '',
    postalCode: '',
    addressLine: '',
    apartment: '',
    countryCode: '',
    phone: '',
  };
}

/**
 * Deletes the account and what belongs only to it (sessions, addresses, favourites, cart, coupon
 * wallet, codes, back-in-stock requests: by the foreign keys), after anonymising what the shop keeps: orders, coupon uses,
 * quote requests and feedback lose the person and keep the figures.
 */
export async function deleteAccount(db: Db, userId: number, alsoInTx?: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx.select({ id: orders.id, address: orders.address }).from(orders).where(eq(orders.userId, userId));
    for (const order of owned) {
      await tx
        .update(orders)
        .set({ userId: null, visitorId: null, email: '', phone: '', address: anonymousAddress(order.address), guestTokenHash: null })
        .where(eq(orders.id, order.id));
    }
    await tx.update(couponUses).set({ userId: null, email: '' }).where(eq(couponUses.userId, userId));
    await tx.update(inquiries).set({ userId: null, name: '', email: '' }).where(eq(inquiries.userId, userId));
    await tx.update(feedback).set({ userId: null }).where(eq(feedback.userId, userId));
    await tx
      .update(visitors)
      .set({ userId: null })
      .where(and(eq(visitors.userId, userId), isNotNull(visitors.userId)));
    await tx.delete(accountCodes).where(eq(accountCodes.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await alsoInTx?.(tx);
  });
}
