/** The order confirmation e-mail, in the language the order was placed in. */
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { localizeVariant, variantText, type VariantNames, type VariantOptions } from '../../shared/variants.ts';
import { localize } from '../catalog/localize.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { perDatabase } from '../platform/db/prepared.ts';
import { jobs } from '../platform/jobs/jobs.schema.ts';
import type { Localized } from '../platform/db/columns.ts';
import { checkoutReplies, orderLines, orders } from './orders.schema.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { BankTransferSettings } from '../../shared/contracts/site.ts';
import { bankDetailLines, formatDue } from './bank-transfer-mail.ts';
import { BANK_TRANSFER, transferDeadline } from './payment-terms.ts';
import { SiteConfig } from '../../shared/contracts/site.ts';
import { buildPath, DEFAULT_ROUTER } from '../../shared/routes.ts';
import { settings } from '../site/site.schema.ts';

/** The link to a customer's order in their account, under the shop's user-area path (site config router.userPath). */
export async function accountOrderUrl(db: Db, publicUrl: string, lang: string, number: string): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).limit(1);
  const parsed = SiteConfig.safeParse(row?.value ?? {});
  const router = parsed.success ? parsed.data.router : DEFAULT_ROUTER;
  return publicUrl + buildPath({ type: 'account', screen: 'order', slug: number }, lang === 'en' ? '' : lang, router);
}

interface MailLine {
  title: Localized;
  options: VariantOptions;
  optionNames: VariantNames;
  sku: string;
  quantity: number;
  total: number;
}

/** What the e-mail shows of an order and its lines, in one prepared query (every placed order sends it). */
function prepareMailQuery(db: Db) {
  return db
    .select({
      email: orders.email,
      number: orders.number,
      lang: orders.lang,
      userId: orders.userId,
      subtotal: orders.subtotal,
      discount: orders.discount,
      shippingFee: orders.shippingFee,
      total: orders.total,
      payStatus: orders.payStatus,
      paymentMethod: orders.paymentMethod,
      submittedAt: orders.submittedAt,
      // `orders`.id spelled out: Drizzle leaves a one-table select's columns unqualified, and the
      // subquery would read a bare "id" as its own.
      lines: sql<
        MailLine[] | null
      >`(select json_agg(json_build_object('title', l.title, 'options', l.options, 'optionNames', l.option_names, 'sku', l.sku, 'quantity', l.quantity, 'total', l.total) order by l.id)
        from ${orderLines} l where l.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_confirmation');
}
const mailQueryOf = perDatabase(prepareMailQuery);

/** What a confirmation says about paying an unpaid bank transfer: the due date and the shop's account. */
function transferLines(
  t: (key: string, vars?: Record<string, unknown>) => string,
  order: { number: string; lang: string; submittedAt: Date },
  amount: string,
  bank: BankTransfer,
) {
  const due = transferDeadline(order.submittedAt, bank.settings.windowDays);
  return [
    '',
    t('order.bankTransfer.text', { amount, number: order.number }),
    `${t('order.bankTransfer.dueBy')}: ${formatDue(due, order.lang)}`,
    ...bankDetailLines(t, bank.settings, order.number, localize(bank.instructions, order.lang) || null),
  ];
}

/** The job kind of the confirmation, written in the order's transaction (checkout). */
export const ORDER_CONFIRMATION = 'order.confirmation';

/**
 * Makes an order's held confirmation due now (its card charge was settled after the checkout
 * that wrote it was gone: reconciliation). Only a job still held is moved, so one already sent,
 * or waiting to be retried, is left as it is.
 */
export async function releaseOrderConfirmation(db: Executor, orderId: number): Promise<void> {
  await db.execute(sql`update ${jobs} set run_at = now()
    where kind = ${ORDER_CONFIRMATION} and payload->>'orderId' = ${String(orderId)} and failed_at is null and run_at > now()`);
}

/**
 * Sends an order's confirmation again (the merchant asks, e.g. the shopper lost it), as a job
 * written in `tx`. A guest's copy carries the link with their token, kept with checkout's answer;
 * without it (an older order) the copy has no link.
 */
export async function resendOrderConfirmation(tx: Executor, orderId: number): Promise<number> {
  const [reply] = await tx.select({ guestToken: checkoutReplies.guestToken }).from(checkoutReplies).where(eq(checkoutReplies.orderId, orderId)).limit(1);
  return enqueue(tx, ORDER_CONFIRMATION, { orderId, guestToken: reply?.guestToken ?? null, resent: true });
}

/**
 * Drops an order's confirmation while it is still held (its checkout's card was refused after the
 * checkout that wrote it was gone: reconciliation cancels the order, and the cancellation e-mail
 * tells the shopper instead of a confirmation of an order that will not be).
 */
export async function dropHeldOrderConfirmation(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`delete from ${jobs}
    where kind = ${ORDER_CONFIRMATION} and payload->>'orderId' = ${String(orderId)} and failed_at is null and locked_until is null and run_at > now()`);
}

type BankTransfer = { settings: BankTransferSettings; instructions: Record<string, string> };

export async function sendOrderConfirmation(
  deps: { db: Db; mailer: Mailer; publicUrl: string; baseCurrency: string; bankTransfer?: () => Promise<BankTransfer> },
  orderId: number,
  guestToken: string | null,
) {
  const [row] = await mailQueryOf(deps.db).execute({ orderId });
  if (!row) return;
  const { lines, ...order } = row;
  const { t } = createTranslator(order.lang);
  const money = (n: number) => formatMoney(n, deps.baseCurrency as CurrencyCode);
  const prefix = order.lang === 'en' ? '' : `/${order.lang}`;
  const link = order.userId
    ? await accountOrderUrl(deps.db, deps.publicUrl, order.lang, order.number)
    : guestToken
      ? `${deps.publicUrl}${prefix}/checkout/thankyou?order=${order.number}&token=${guestToken}`
      : null;
  const items = (lines ?? []).map((l) => {
    const variant = variantText(localizeVariant(l.options, l.optionNames, order.lang));
    return `${localize(l.title, order.lang)}${variant ? ` — ${variant}` : ''} (${l.sku}) × ${l.quantity}  ${money(l.total)}`;
  });
  const summary = [
    `${t('cart.subtotal')}: ${money(order.subtotal)}`,
    order.discount ? `${t('cart.discount')}: -${money(order.discount)}` : null,
    `${t('cart.shipping')}: ${money(order.shippingFee)}`,
    `${t('cart.total')}: ${money(order.total)}`,
    `${t('order.fields.payStatus')}: ${t(`order.pay.${order.payStatus}`)}`,
    ...(order.paymentMethod === BANK_TRANSFER && order.payStatus === 'unpaid' && deps.bankTransfer
      ? transferLines(t, order, money(order.total), await deps.bankTransfer())
      : []),
  ].filter((line) => line !== null);
  const text = [t('checkout.thankYouText', { number: order.number }), '', ...items, '', ...summary, ...(link ? ['', link] : [])];
  await deps.mailer.send({
    to: order.email,
    subject: `${t('checkout.thankYou')} — ${order.number}`,
    text: text.join('\n'),
    template: {
      type: 'order.confirmation',
      lang: order.lang,
      vars: {
        'order.number': order.number,
        'order.total': money(order.total),
        'order.items': items.join('\n'),
        'order.summary': summary.join('\n'),
        'order.link': link ?? '',
      },
    },
  });
}
