/**
 * What follows a change of an after-sales request, after it committed: a notice to the shopper's
 * open tabs and an e-mail in the language the request was made in; and the merchant's e-mail
 * about requests waiting too long for a decision. Neither holds up or fails the change.
 */
import { eq } from 'drizzle-orm';
import type { StaffNotice } from '../../shared/contracts/notices.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { shopOwner } from '../accounts/accounts.service.ts';
import { orders } from '../orders/orders.schema.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { MailType } from '../../shared/mail-templates.ts';
import type { ReturnEvent, ReturnEventBus } from './events.ts';
import { returns } from './returns.schema.ts';

export interface ReturnMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  baseCurrency(): Promise<string>;
  log(err: unknown): void;
}

/** The catalogue key of each change's e-mail (mail.return.<key>Subject / Text). */
const MAIL_KEYS: Record<ReturnEvent['change'], string> = {
  apply: 'applied',
  cancel: 'cancelled',
  approve: 'approved',
  refuse: 'refused',
  ship_back: 'shippedBack',
  receive_goods: 'received',
  refund: 'refunded',
  end: 'ended',
};

export async function sendReturnNotice(deps: ReturnMailDeps, event: ReturnEvent): Promise<void> {
  const [row] = await deps.db
    .select({
      lang: returns.lang,
      refundAmount: returns.refundAmount,
      refuseReason: returns.refuseReason,
      returnAddress: returns.returnAddress,
      type: returns.type,
      email: orders.email,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.number, event.number));
  if (!row) return;
  const { t } = createTranslator(row.lang);
  const key = MAIL_KEYS[event.change];
  const vars = {
    number: event.number,
    order: event.orderNumber,
    amount: formatMoney(row.refundAmount, (await deps.baseCurrency()) as CurrencyCode),
    reason: row.refuseReason ?? '',
  };
  const lines = [t(`mail.return.${key}Text`, vars)];
  const details: string[] = [];
  if (event.change === 'approve' && row.type === 'return_refund' && row.returnAddress) {
    const a = row.returnAddress;
    details.push(
      '',
      `${t('return.merchantAddress')}:`,
      `${t('return.consignee')}: ${a.consignee}`,
      `${t('return.contactNumber')}: ${a.contactNumber}`,
      `${t('return.detailedAddress')}: ${a.address}`,
    );
  }
  const prefix = row.lang === 'en' ? '' : `/${row.lang}`;
  const link = `${deps.publicUrl}${prefix}/user/return/${event.number}`;
  lines.push(...details, '', link);
  await deps.mailer.send({
    to: row.email,
    subject: t(`mail.return.${key}Subject`, vars),
    text: lines.join('\n'),
    template: {
      type: `return.${key}` as MailType,
      lang: row.lang,
      vars: {
        'return.number': vars.number,
        'return.order': vars.order,
        'return.amount': vars.amount,
        'return.reason': vars.reason,
        'return.details': details.length ? `\n${details.join('\n')}` : '',
        'return.link': link,
      },
    },
  });
}

/** Tells the shopper's tabs (`return.update`) and inbox of each change, and the staff's consoles of each new request. */
export function returnNotices(
  deps: ReturnMailDeps & {
    notify(notice: { userId: number | null; visitorId: string | null; msg: string; data: Record<string, unknown> }): void;
    notifyStaff?(notice: StaffNotice): void;
  },
): ReturnEventBus {
  return {
    publish(event) {
      deps.notify({ userId: event.userId, visitorId: null, msg: 'return', data: { type: 'return.update', ...event } });
      if (event.change === 'apply') deps.notifyStaff?.({ type: 'return.requested', number: event.number, orderNumber: event.orderNumber });
      sendReturnNotice(deps, event).catch(deps.log);
    },
  };
}

/** Tells the shop owner which requests wait too long for a decision (the scheduler flags each once). */
export async function sendOverdueNotice(deps: ReturnMailDeps & { approvalHours: number }, numbers: string[]): Promise<void> {
  if (numbers.length === 0) return;
  const owner = await shopOwner(deps.db);
  if (!owner?.email) return;
  const { t } = createTranslator('en');
  const vars = { count: numbers.length, hours: deps.approvalHours };
  const text = [t('mail.return.overdueText', vars), '', ...numbers.map((n) => `- ${n}`)].join('\n');
  await deps.mailer.send({ to: owner.email, subject: t('mail.return.overdueSubject', vars), text });
}
