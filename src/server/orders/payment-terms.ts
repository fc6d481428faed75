/**
 * How long an unpaid order waits for its money, by payment method (DESIGN §4). Pure.
 *   - paid online (card, Stripe): cancelled after `unpaidMinutes` (a countdown on screen);
 *   - bank transfer: cancelled after the merchant's window of days, with one reminder e-mail a
 *     day before it closes (half way through a one-day window);
 *   - cash on delivery: never — it ships unpaid and the merchant marks it paid on delivery.
 */
import type { BankTransferSettings, SiteConfig } from '../../shared/contracts/site.ts';
import { localize } from '../catalog/localize.ts';

export interface PaymentTerms {
  /** Minutes an order paid online may stay unpaid. */
  unpaidMinutes: number;
  /** The methods a shopper can pay with in the browser now (pay again). */
  onlinePayments: readonly string[];
  bankTransfer: BankTransferSettings;
  /** The merchant's own transfer instructions in the reader's language, if any. */
  instructions: string | null;
}

/** The terms as the shop's configuration (online methods, minutes) and the merchant's settings (bank transfer) set them, for a reader of `lang`. */
export function paymentTerms(shop: { unpaidMinutes: number; onlinePayments: readonly string[] }, site: SiteConfig, lang: string): PaymentTerms {
  return {
    unpaidMinutes: shop.unpaidMinutes,
    onlinePayments: shop.onlinePayments,
    bankTransfer: site.bankTransfer,
    instructions: localize(site.bankTransferInstructions, lang) || null,
  };
}

export const BANK_TRANSFER = 'bank_transfer';
export const CASH_ON_DELIVERY = 'cash_on_delivery';
/** The methods paid outside the shop, which the merchant marks paid. */
export const OFFLINE_METHODS: readonly string[] = [BANK_TRANSFER, CASH_ON_DELIVERY];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long after placing an unpaid order of this method it cancels itself; null: never. */
export function payWindowMs(method: string, terms: { unpaidMinutes: number; bankTransferDays: number }): number | null {
  if (method === CASH_ON_DELIVERY) return null;
  if (method === BANK_TRANSFER) return terms.bankTransferDays * DAY;
  return terms.unpaidMinutes * MINUTE;
}

/** How long after placing a bank-transfer order its reminder goes out: a day before the window closes, or half way through a window of a day. */
export function reminderAfterMs(bankTransferDays: number): number {
  const window = bankTransferDays * DAY;
  return window - Math.min(DAY, window / 2);
}

type Unpaid = { status: string; payStatus: string; paymentMethod: string; submittedAt: Date };
const awaitsPayment = (o: Unpaid) => o.status === 'in_progress' && o.payStatus === 'unpaid';

/** When an unpaid order paid online cancels itself: what the countdown counts down to. Null for any other order. */
export function payBefore(o: Unpaid, terms: Pick<PaymentTerms, 'unpaidMinutes'>): string | null {
  if (!awaitsPayment(o) || OFFLINE_METHODS.includes(o.paymentMethod)) return null;
  return new Date(o.submittedAt.getTime() + terms.unpaidMinutes * MINUTE).toISOString();
}

/** When a bank transfer placed at `submittedAt` is due, for a window of `windowDays`. */
export const transferDeadline = (submittedAt: Date, windowDays: number) => new Date(submittedAt.getTime() + windowDays * DAY);

/** When an unpaid bank transfer is due (the order is cancelled after it). Null for any other order. */
export function transferDueAt(o: Unpaid, terms: Pick<PaymentTerms, 'bankTransfer'>): string | null {
  if (!awaitsPayment(o) || o.paymentMethod !== BANK_TRANSFER) return null;
  return transferDeadline(o.submittedAt, terms.bankTransfer.windowDays).toISOString();
}
