/**
 * What the cart and checkout scenarios need, made fresh for every run (a checkout consumes its
 * cart): a shipping zone for every country, a few SKUs with stock that cannot run out, and
 * CHECKOUT_CARTS visitor carts of one or two lines each.
 */
import { randomUUID } from 'node:crypto';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/platform/db/client.ts';
import { cartLines, carts } from '../../src/server/cart/cart.schema.ts';
import { shippingMethods, shippingZones } from '../../src/server/shipping/shipping.schema.ts';
import { productVariants } from '../../src/server/catalog/catalog.schema.ts';

export const CHECKOUT_CARTS = 20_000;
const BENCH_ZONE = 'bench: everywhere';

export interface CommerceTargets {
  skus: string[];
  shippingMethodId: number;
  /** Visitors whose carts are ready to check out, one checkout each. */
  checkoutVisitors: string[];
}

export async function prepareCommerce(db: Db): Promise<CommerceTargets> {
  const variants = await db.select({ id: productVariants.id, sku: productVariants.sku }).from(productVariants).orderBy(productVariants.id).limit(60);
  await db
    .update(productVariants)
    .set({ stock: 10_000_000 })
    .where(
      inArray(
        productVariants.id,
        variants.map((v) => v.id),
      ),
    );

  let [zone] = await db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(sql`${shippingZones.name} = ${BENCH_ZONE}`);
  if (!zone) [zone] = await db.insert(shippingZones).values({ name: BENCH_ZONE, countries: [] }).returning({ id: shippingZones.id });
  let [method] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(sql`${shippingMethods.zoneId} = ${zone.id}`);
  if (!method)
    [method] = await db
      .insert(shippingMethods)
      .values({ zoneId: zone.id, name: { en: 'Standard' }, kind: 'flat', rate: 500 })
      .returning({ id: shippingMethods.id });

  // Carts of earlier runs go; the orders they became stay (they are part of the data now).
  await db.delete(carts).where(isNotNull(carts.visitorId));
  const visitors = Array.from({ length: CHECKOUT_CARTS }, () => randomUUID());
  for (let i = 0; i < visitors.length; i += 2_000) {
    const batch = visitors.slice(i, i + 2_000);
    const rows = await db
      .insert(carts)
      .values(batch.map((visitorId) => ({ visitorId })))
      .returning({ id: carts.id });
    await db.insert(cartLines).values(
      rows.flatMap((cart, j) => {
        const first = variants[(i + j) % variants.length];
        const second = variants[(i + j + 7) % variants.length];
        return (i + j) % 2
          ? [{ cartId: cart.id, variantId: first.id, quantity: 1 }]
          : [
              { cartId: cart.id, variantId: first.id, quantity: 1 },
              { cartId: cart.id, variantId: second.id, quantity: 2 },
            ];
      }),
    );
  }
  // What autovacuum would do on a live server soon after this bulk insert: the catalogue's
  // analyze ran before these carts existed, and without statistics the planner guesses that
  // every cart holds thousands of lines.
  await db.execute(sql`analyze ${carts}, ${cartLines}`);
  return { skus: variants.map((v) => v.sku), shippingMethodId: method.id, checkoutVisitors: visitors };
}
