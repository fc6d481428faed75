/**
 * The demo shop's built-in card gateway. It never moves money; the card number decides the
 * outcome, as documented in the README:
 *   4242 4242 4242 4242 → success
 *   4000 0000 0000 0002 → declined
 *   4000 0000 0000 9995 → insufficient funds
 * Any other number that passes the Luhn check succeeds; one that does not is declined.
 */
import { randomBytes } from 'node:crypto';
import { luhnValid } from '../../shared/cards.ts';
import { DomainError } from '../platform/http/errors.ts';

export type SandboxOutcome = { ok: true; reference: string } | { ok: false; reason: 'declined' | 'insufficient_funds' | 'expired' };

export function sandboxCharge(card: { number: string; expiry: string }, now = new Date()): SandboxOutcome {
  const digits = card.number.replace(/\s+/g, '');
  const [month, year] = card.expiry.split('/').map(Number);
  const expiresAfter = new Date(2000 + year, month, 1);
  if (!(expiresAfter > now)) return { ok: false, reason: 'expired' };
  if (digits === '4000000000000002' || digits.length < 12 || !luhnValid(digits)) return { ok: false, reason: 'declined' };
  if (digits === '4000000000009995') return { ok: false, reason: 'insufficient_funds' };
  return { ok: true, reference: `sbx_${randomBytes(9).toString('base64url')}` };
}

/** Charges the sandbox card and answers the payment's reference; a refused card is PAYMENT_DECLINED or INSUFFICIENT_FUNDS. */
export function chargeSandboxCard(card: { number: string; expiry: string }): string {
  const outcome = sandboxCharge(card);
  if (!outcome.ok) throw new DomainError(outcome.reason === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');
  return outcome.reference;
}
