/**
 * "Tell me when it is back". A shopper asks about an out-of-stock variant (or product); when its
 * stock crosses from 0 to more by any path (the merchant's edit, a cancelled order, a received
 * return), inventory writes a restock job in the transaction that changed the stock; that job
 * marks the waiting requests notified and writes one e-mail job per request, so each is e-mailed
 * once, after the change commits, in the language the shopper asked in.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StockAlertBody } from '../../shared/contracts/engagement.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { buildPath } from '../../shared/routes.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { stockAlerts } from './engagement.schema.ts';

/** The job kind of one "back in stock" e-mail (payload: the request's id). */
export const STOCK_ALERT = 'stock.alert';

/** Records the wish (once per product, variant and address while it waits). Refused while the item is in stock. */
export async function requestStockAlert(db: Db, body: StockAlertBody, who: { userId: number | null; email: string | null; lang: string }): Promise<void> {
  const email = who.email ?? body.email;
  if (!email) throw new DomainError('VALIDATION', { 0: 'email' }, { field: 'email' });
  const [product] = await db.select({ id: products.id, stock: products.stockTotal }).from(products).where(eq(products.id, body.productId));
  invariant(product, 'NOT_FOUND');
  let stock = product.stock;
  if (body.variantId) {
    const [variant] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.id, body.variantId), eq(productVariants.productId, product.id)));
    invariant(variant, 'NOT_FOUND');
    stock = variant.stock;
  }
  if (stock > 0) throw new DomainError('VALIDATION', { 0: 'variantId' }, { field: 'variantId' });
  await db
    .insert(stockAlerts)
    .values({ productId: product.id, variantId: body.variantId ?? null, userId: who.userId, email, lang: who.lang })
    .onConflictDoNothing();
}

/**
 * The restock job (inventory's, written with the stock change): the waiting requests of the
 * variants (and of their products, for requests without a variant) are marked notified and get
 * their e-mail job, in one transaction, so each is e-mailed once even if this runs twice.
 */
export async function announceRestock(db: Db, payload: Record<string, unknown>): Promise<void> {
  const restocked = (Array.isArray(payload.variants) ? payload.variants : []) as Array<{ variantId: number; productId: number }>;
  const variantIds = restocked.map((r) => Number(r.variantId)).filter(Number.isInteger);
  const productIds = [...new Set(restocked.map((r) => Number(r.productId)).filter(Number.isInteger))];
  if (variantIds.length === 0) return;
  await db.transaction(async (tx) => {
    const due = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          isNull(stockAlerts.notifiedAt),
          or(inArray(stockAlerts.variantId, variantIds), and(isNull(stockAlerts.variantId), inArray(stockAlerts.productId, productIds))),
        ),
      )
      .returning({ id: stockAlerts.id });
    for (const { id } of due) await enqueue(tx, STOCK_ALERT, { alertId: id });
  });
}

/** The job: "it is back", with a link to the product, in the shopper's language. */
export async function sendStockAlert(deps: { db: Db; mailer: Mailer; publicUrl: string }, alertId: number): Promise<void> {
  const [row] = await deps.db
    .select({ email: stockAlerts.email, lang: stockAlerts.lang, slug: products.slug, title: products.title, sku: productVariants.sku })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(eq(stockAlerts.id, alertId));
  if (!row) return;
  const { t } = createTranslator(row.lang);
  const name = localize(row.title, row.lang);
  const link = deps.publicUrl + buildPath({ type: 'product', slug: row.slug, ...(row.sku ? { sku: row.sku } : {}) }, row.lang === 'en' ? '' : row.lang);
  await deps.mailer.send({
    to: row.email,
    subject: t('mail.backInStockSubject', { name }),
    text: t('mail.backInStockText', { name, link }),
    template: { type: 'stock.backInStock', lang: row.lang, vars: { 'product.name': name, 'product.link': link } },
  });
}
