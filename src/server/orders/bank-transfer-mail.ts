/** What the order e-mails say about paying by bank transfer: the due date and the shop's account, the order number as the reference. */
import type { BankTransferSettings } from '../../shared/contracts/site.ts';

/** A due date as an e-mail shows it: in the order's language, in UTC (the reader's time zone is unknown). */
export function formatDue(at: Date, lang: string): string {
  const text = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at);
  return `${text} UTC`;
}

/** The account lines (the ones the merchant filled in), the reference and the merchant's own instructions. */
export function bankDetailLines(t: (key: string) => string, bank: BankTransferSettings, reference: string, instructions: string | null): string[] {
  const rows: Array<[string, string]> = [
    ['order.bankTransfer.accountHolder', bank.accountHolder],
    ['order.bankTransfer.bankName', bank.bankName],
    ['order.bankTransfer.accountNumber', bank.accountNumber],
    ['order.bankTransfer.reference', reference],
  ];
  const lines = rows.filter(([, value]) => value.trim() !== '').map(([key, value]) => `${t(key)}: ${value}`);
  return instructions ? [...lines, '', instructions] : lines;
}
