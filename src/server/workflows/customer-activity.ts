/**
 * A customer's orders, returns and reviews as the merchant's customer page lists them: the newest
 * CUSTOMER_LIST_LIMIT of each, three queries whatever the customer's history.
 */
import { desc, eq } from 'drizzle-orm';
import { CUSTOMER_LIST_LIMIT, type CustomerActivity } from '../../shared/contracts/customers.ts';
import { localize } from '../catalog/localize.ts';
import { products } from '../catalog/catalog.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import type { Db } from '../platform/db/client.ts';
import { returns } from '../returns/returns.schema.ts';
import { reviews } from '../reviews/reviews.schema.ts';

export async function customerActivity(db: Db, userId: number, lang: string): Promise<CustomerActivity> {
  const [orderRows, returnRows, reviewRows] = await Promise.all([
    db
      .select({
        number: orders.number,
        submittedAt: orders.submittedAt,
        status: orders.status,
        payStatus: orders.payStatus,
        deliveryStatus: orders.deliveryStatus,
        currency: orders.currency,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.submittedAt), desc(orders.id))
      .limit(CUSTOMER_LIST_LIMIT),
    db
      .select({
        number: returns.number,
        orderNumber: orders.number,
        type: returns.type,
        status: returns.status,
        refundAmount: returns.refundAmount,
        createdAt: returns.createdAt,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.userId, userId))
      .orderBy(desc(returns.id))
      .limit(CUSTOMER_LIST_LIMIT),
    db
      .select({
        id: reviews.id,
        productTitle: products.title,
        productSlug: products.slug,
        rating: reviews.rating,
        content: reviews.content,
        hidden: reviews.hidden,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.id))
      .limit(CUSTOMER_LIST_LIMIT),
  ]);
  return {
    orders: orderRows.map((o) => ({ ...o, submittedAt: o.submittedAt.toISOString() })),
    returns: returnRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    reviews: reviewRows.map((r) => ({ ...r, productTitle: localize(r.productTitle, lang), createdAt: r.createdAt.toISOString() })),
  };
}
