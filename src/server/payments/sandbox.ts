/**
 * The demo shop's built-in card gateway. It never moves money; the card number decides the
 * outcome, as documented in the README:
 *   4242 4242 4242 4242 → success
 *   4000 0000 0000 0002 → declined
 *   4000 0000 0000 9995 → insufficient funds
 * Any other number that passes the Luhn check succeeds; one that does not is declined.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { luhnValid } from '../../shared/cards.ts';
import type { Executor } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { sandboxCharges } from './payments.schema.ts';

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

/** What the gateway recorded for an idempotency key: approved with its reference, refused with a reason, or voided (never charged). */
export type SandboxRecord = typeof sandboxCharges.$inferSelect;

/** A refused charge's error for the shopper. */
export const refusal = (outcome: string) => new DomainError(outcome.toLowerCase() === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED');

/**
 * Charges the sandbox card under an idempotency key (the payment attempt's id) and answers the
 * payment's reference; a refused card is PAYMENT_DECLINED or INSUFFICIENT_FUNDS. The gateway keeps
 * its answer in its own ledger, committed on its own: the same key answers the same again, and a
 * key the shop voided (it gave the attempt up) is refused.
 */
export async function chargeSandboxCard(db: Executor, key: string, card: { number: string; expiry: string }, amount: number): Promise<string> {
  const outcome = sandboxCharge(card);
  // One round trip: the new record, else (the key was used) the one recorded before this statement began.
  const [written] = await charge(db, { key, outcome: outcome.ok ? 'approved' : outcome.reason, reference: outcome.ok ? outcome.reference : null, amount });
  // A charge under the same key committed while this statement ran is outside its snapshot: read it now.
  const recorded = written ?? (await lookupSandboxCharge(db, key))!;
  if (recorded.outcome !== 'approved') throw refusal(recorded.outcome);
  return recorded.reference!;
}

const charge = preparedStatement<Pick<SandboxRecord, 'outcome' | 'reference'>>(
  'sandbox_charge',
  sql`with written as (
      insert into ${sandboxCharges} (idempotency_key, outcome, reference, amount)
      values (${sql.placeholder('key')}, ${sql.placeholder('outcome')}, ${sql.placeholder('reference')}, ${sql.placeholder('amount')}::int)
      on conflict do nothing
      returning outcome, reference
    )
    select outcome, reference from written
    union all
    select outcome, reference from ${sandboxCharges} where idempotency_key = ${sql.placeholder('key')} and not exists (select 1 from written)`,
);

/**
 * An approved charge written in the gateway's ledger, as a statement to embed in the one that
 * places its order (orders/order-record.ts: the charge and the order paid commit together; a crash
 * leaves neither). `order` is a relation with the order's total; nothing is written when
 * `reference` is null (no charge approved).
 */
export function sandboxApprovalForOrderStatement(key: SQL, reference: SQL, order: SQL): SQL {
  return sql`insert into ${sandboxCharges} (idempotency_key, outcome, reference, amount)
    select ${key}, 'approved', ${reference}, o.total from ${order} o where ${reference} is not null`;
}

/** What the gateway recorded for an idempotency key, or null when it never heard of it. */
export async function lookupSandboxCharge(db: Executor, key: string): Promise<SandboxRecord | null> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  return row ?? null;
}

/**
 * Settles what the gateway did with a key the shop lost track of: its record when it charged or
 * refused, else the key is voided first (so a call still on its way is refused) and answers voided.
 */
export async function settleSandboxCharge(db: Executor, key: string, amount: number): Promise<SandboxRecord> {
  await db.insert(sandboxCharges).values({ idempotencyKey: key, outcome: 'voided', amount }).onConflictDoNothing();
  return (await lookupSandboxCharge(db, key))!;
}
