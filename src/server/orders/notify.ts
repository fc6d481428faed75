/**
 * E-mails that follow an order after its confirmation: paid (when the payment arrives after the
 * order was placed: bank transfer, cash on delivery, Stripe), shipped (with the courier and
 * tracking number) and cancelled. The change writes a job for its e-mail in its own transaction
 * (changeOrder), so the e-mail goes out once the change committed, even if the process dies right
 * after; sending never holds up or fails the change itself.
 */
import { sql } from 'drizzle-orm';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { formatMoney, type CurrencyCode } from '../../shared/money.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { OrderEvent } from './events.ts';
import type { BankTransferSettings } from '../../shared/contracts/site.ts';
import { localize } from '../catalog/localize.ts';
import { bankDetailLines, formatDue } from './bank-transfer-mail.ts';
import { BANK_TRANSFER, transferDeadline } from './payment-terms.ts';
import { accountOrderUrl } from './mail.ts';

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  baseCurrency(): Promise<string>;
  /** The merchant's bank-transfer settings and instructions (the payment reminder shows them). */
  bankTransfer(): Promise<{ settings: BankTransferSettings; instructions: Record<string, string> }>;
  log(err: unknown): void;
}

/** The changes worth an e-mail, by the step that made them. */
export type Notice = 'paid' | 'shipped' | 'cancelled' | 'delivered';

/** The job kind of these e-mails (payload: the order's number and the notice). */
export const ORDER_NOTICE = 'order.notice';
const NOTICES: Partial<Record<NonNullable<OrderEvent['change']>, Notice>> = {
  pay: 'paid',
  ship: 'shipped',
  cancel: 'cancelled',
  accept_cancel: 'cancelled',
  // Received (confirmed by the customer or after the delivery window): the invitation to review.
  confirm_receipt: 'delivered',
};

/** What the event alone tells: changes made while placing the order are in its confirmation. */
export function noticeFor(event: Pick<OrderEvent, 'change' | 'duringCheckout' | 'state'>): Notice | null {
  const notice = event.change && !event.duringCheckout ? NOTICES[event.change] : undefined;
  if (!notice || (notice === 'cancelled' && event.state.status !== 'cancelled')) return null;
  return notice;
}

interface OrderForMail {
  email: string;
  number: string;
  lang: string;
  userId: number | null;
  total: number;
  paymentMethod: string;
  shipment: { expressName: string; expressNumber: string } | null;
}

async function loadOrder(db: Db, number: string): Promise<OrderForMail | undefined> {
  // Both drivers answer `{rows}`; the shared Db type leaves the result untyped.
  const result = (await db.execute(sql`
    select o.email, o.number, o.lang, o.user_id as "userId", o.total, o.payment_method as "paymentMethod",
      (select json_build_object('expressName', s.express_name, 'expressNumber', s.express_number)
         from shipments s where s.order_id = o.id order by s.id desc limit 1) as shipment
    from orders o where o.number = ${number}`)) as unknown as { rows: OrderForMail[] };
  return result.rows[0];
}

export async function sendOrderNotice(deps: Omit<OrderMailDeps, 'log'>, number: string, notice: Notice): Promise<void> {
  const order = await loadOrder(deps.db, number);
  // The sandbox card is only ever paid during checkout, which the confirmation already says.
  if (!order || (notice === 'paid' && order.paymentMethod === 'sandbox_card')) return;
  // Reviews are written from the account, so the invitation goes to customers; a guest's order ends with its shipping e-mail.
  if (notice === 'delivered' && !order.userId) return;
  const { t } = createTranslator(order.lang);
  const vars = {
    number: order.number,
    total: formatMoney(order.total, (await deps.baseCurrency()) as CurrencyCode),
    courier: order.shipment?.expressName ?? '',
    tracking: order.shipment?.expressNumber ?? '',
  };
  const lines = [t(`mail.order.${notice}Text`, vars)];
  // Customers follow the link to their order; guests have theirs in the confirmation e-mail.
  const link = order.userId ? `${await accountOrderUrl(deps.db, deps.publicUrl, order.lang, order.number)}${notice === 'delivered' ? '#reviews' : ''}` : '';
  if (link) lines.push('', link);
  await deps.mailer.send({
    to: order.email,
    subject: t(`mail.order.${notice}Subject`, vars),
    text: lines.join('\n'),
    template: {
      type: `order.${notice}`,
      lang: order.lang,
      vars: { 'order.number': vars.number, 'order.total': vars.total, 'order.courier': vars.courier, 'order.tracking': vars.tracking, 'order.link': link },
    },
  });
}

/** The job kind of the bank-transfer reminder (payload: the order's number), written by the sweep. */
export const PAYMENT_REMINDER = 'order.payment-reminder';

/**
 * The one reminder of an unpaid bank transfer (the scheduler records it and sends it a day before
 * the window closes): the amount, the due date and the account, the order number as the reference.
 */
export async function sendPaymentReminder(deps: Omit<OrderMailDeps, 'log'>, number: string): Promise<void> {
  const result = (await deps.db.execute(sql`
    select o.email, o.number, o.lang, o.user_id as "userId", o.total, o.payment_method as "paymentMethod", o.submitted_at as "submittedAt"
    from orders o where o.number = ${number} and o.status = 'in_progress' and o.pay_status = 'unpaid'`)) as unknown as {
    rows: Array<Omit<OrderForMail, 'shipment'> & { submittedAt: Date | string }>;
  };
  const order = result.rows[0];
  if (!order || order.paymentMethod !== BANK_TRANSFER) return;
  const [currency, bank] = await Promise.all([deps.baseCurrency(), deps.bankTransfer()]);
  const { t } = createTranslator(order.lang);
  const due = transferDeadline(new Date(order.submittedAt), bank.settings.windowDays);
  const vars = { number: order.number, total: formatMoney(order.total, currency as CurrencyCode), due: formatDue(due, order.lang) };
  const lines = [t('mail.order.paymentReminderText', vars), '', ...bankDetailLines(t, bank.settings, order.number, localize(bank.instructions, order.lang) || null)];
  if (order.userId) lines.push('', await accountOrderUrl(deps.db, deps.publicUrl, order.lang, order.number));
  await deps.mailer.send({ to: order.email, subject: t('mail.order.paymentReminderSubject', vars), text: lines.join('\n') });
}
