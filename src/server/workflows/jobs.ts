/**
 * The shop's job handlers by kind (platform/jobs): what runs after a change committed. Each
 * domain names its kinds and does the work; this binds them to the app's dependencies.
 */
import { refreshProductFigures, PRODUCT_FIGURES, STOCK_RESTOCKED } from '../inventory/inventory.service.ts';
import { productTag, purge } from '../platform/purge.ts';
import { ORDER_CONFIRMATION, sendOrderConfirmation } from '../orders/mail.ts';
import { ORDER_NOTICE, PAYMENT_REMINDER, sendOrderNotice, sendPaymentReminder, type Notice } from '../orders/notify.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { INQUIRY_REPLY, sendInquiryReply } from '../engagement/inquiry-inbox.ts';
import { NEWSLETTER_COPY, newsletterSecret, sendNewsletterCopy } from '../engagement/newsletter.ts';
import { announceRestock, sendStockAlert, STOCK_ALERT } from '../engagement/stock-alerts.ts';
import { JobNotDue, mergeable, type JobHandler } from '../platform/jobs/jobs.ts';
import { paymentAttempts } from '../payments/payments.schema.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { BankTransferSettings } from '../../shared/contracts/site.ts';

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  baseCurrency(): Promise<string>;
  bankTransfer(): Promise<{ settings: BankTransferSettings; instructions: Record<string, string> }>;
}

export function shopJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const { db } = deps;
  const secret = newsletterSecret(db);
  return {
    [ORDER_CONFIRMATION]: async (payload, job, now) => {
      await awaitCheckoutCharge(db, Number(payload.orderId), now.getTime() - new Date(job.createdAt).getTime());
      await sendOrderConfirmation(
        { db, mailer: deps.mailer, publicUrl: deps.publicUrl, baseCurrency: await deps.baseCurrency(), bankTransfer: deps.bankTransfer },
        Number(payload.orderId),
        typeof payload.guestToken === 'string' ? payload.guestToken : null,
      );
    },
    [ORDER_NOTICE]: (payload) => sendOrderNotice(deps, String(payload.number), payload.notice as Notice),
    [PAYMENT_REMINDER]: (payload) => sendPaymentReminder(deps, String(payload.number)),
    // Derived figures: the orders of one claimed batch refresh theirs together.
    [PRODUCT_FIGURES]: mergeable(
      (payload) => refreshProductFigures(db, payload),
      (payloads) => ({ productIds: [...new Set(payloads.flatMap((p) => (Array.isArray(p.productIds) ? p.productIds : [])))] }),
    ),
    [INQUIRY_REPLY]: (payload) => sendInquiryReply(deps, Number(payload.replyId)),
    [STOCK_RESTOCKED]: (payload) => {
      // Committed by now: the products' pages show them in stock again, or their new low count (a cancelled order, a received return).
      const variants = Array.isArray(payload.variants) ? (payload.variants as Array<{ productId?: unknown }>) : [];
      const shown = Array.isArray(payload.productIds) ? (payload.productIds as unknown[]) : [];
      const productIds = new Set([...variants.map((v) => Number(v.productId)), ...shown.map(Number)].filter(Number.isInteger));
      purge('catalog', { tags: [...productIds].map(productTag) });
      return announceRestock(db, payload);
    },
    [STOCK_ALERT]: (payload) => sendStockAlert(deps, Number(payload.alertId)),
    [NEWSLETTER_COPY]: (payload) => sendNewsletterCopy({ ...deps, secret }, payload),
  };
}

/** How long an order's confirmation keeps waiting for its checkout's card charge to be settled. */
export const CONFIRMATION_CHARGE_WAIT_MS = 30 * 60_000;
const CHARGE_POLL_MS = 30_000;

/**
 * Holds an order's confirmation back while its checkout's card charge has no answer yet (the
 * gateway or the shop was down past the confirmation's hold; reconciliation settles it and
 * releases the confirmation), so it does not tell a paid order as unpaid. After
 * CONFIRMATION_CHARGE_WAIT_MS it goes out as the order then stands.
 */
async function awaitCheckoutCharge(db: Db, orderId: number, waitedMs: number): Promise<void> {
  const [pending] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.purpose, 'checkout'), eq(paymentAttempts.status, 'pending')))
    .limit(1);
  if (pending && waitedMs < CONFIRMATION_CHARGE_WAIT_MS) throw new JobNotDue(CHARGE_POLL_MS, 'the card charge has no answer yet');
}
