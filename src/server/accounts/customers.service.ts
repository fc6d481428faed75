/**
 * The merchant's side of a customer's account: the list, one customer's record, disabling and
 * enabling (which ends the account's sessions at once), and the audit rows of those changes. What
 * belongs to other domains (orders, returns, reviews, the data export and the deletion) comes
 * through the account hooks.
 */
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CUSTOMER_LIST_LIMIT, type CustomerDetail, type CustomerListBody, type CustomerProfile } from '../../shared/contracts/customers.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { addresses, creditLedger, sessions, users } from './accounts.schema.ts';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from './accounts.service.ts';
import { audit } from './audit.ts';
import type { AccountHooks } from './hooks.ts';
import { maskIp, parseUserAgent } from './user-agent.ts';

type UserRow = typeof users.$inferSelect;

export async function customerList(db: Db, body: CustomerListBody) {
  const filters: SQL[] = [isNull(users.staffRole)];
  if (body.q) {
    const like = `%${body.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.email, like), ilike(users.mobile, like), ilike(users.firstName, like), ilike(users.lastName, like))!);
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, mobile: users.mobile, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

function toProfile(user: UserRow): CustomerProfile {
  return {
    id: user.id,
    email: user.email,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    lang: user.lang,
    emailVerified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

const isCustomer = (id: number) => and(eq(users.id, id), isNull(users.staffRole));

/**
 * One customer's record, in the same eight queries however many orders, addresses or devices
 * they have (each list is its newest CUSTOMER_LIST_LIMIT rows); a staff member's id, or an
 * unknown one, is not found.
 */
export async function customerDetail(db: Db, hooks: Pick<AccountHooks, 'customerActivity'>, id: number, lang: string): Promise<CustomerDetail> {
  const [[user], addressRows, ledger, [balance], sessionRows, activity] = await Promise.all([
    db.select().from(users).where(isCustomer(id)).limit(1),
    db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(desc(addresses.isDefault), asc(addresses.id)).limit(CUSTOMER_LIST_LIMIT),
    db
      .select({
        id: creditLedger.id,
        amount: creditLedger.amount,
        reason: creditLedger.reason,
        orderNumber: creditLedger.orderNumber,
        note: creditLedger.note,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, id))
      .orderBy(desc(creditLedger.id))
      .limit(CUSTOMER_LIST_LIMIT),
    db
      .select({ sum: sql<string | null>`sum(${creditLedger.amount})` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, id)),
    db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, id),
          isNull(sessions.revokedAt),
          gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_DAYS} * interval '1 day'`),
          gt(sessions.createdAt, sql`now() - ${SESSION_MAX_DAYS} * interval '1 day'`),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(CUSTOMER_LIST_LIMIT),
    hooks.customerActivity(id, lang),
  ]);
  invariant(user, 'NOT_FOUND');
  return {
    profile: toProfile(user),
    ...activity,
    addresses: addressRows.map((r) => ({ ...r.data, id: r.id, isDefault: r.isDefault })),
    credits: { balance: Number(balance?.sum ?? 0), ledger: ledger.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
    devices: sessionRows.map((row) => {
      const { browser, os } = parseUserAgent(row.userAgent);
      return { id: row.id, browser, os, ip: maskIp(row.ip), firstSeen: row.createdAt.toISOString(), lastSeen: row.lastSeenAt.toISOString() };
    }),
  };
}

async function lockCustomer(tx: Executor, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(isCustomer(id)).limit(1).for('update');
  invariant(user, 'NOT_FOUND');
  return user;
}

/**
 * Disabled: every session of the account ends now, so its next request answers code 50, and
 * signing in is refused with a message saying the account is disabled. Enabling lets it sign in again.
 */
export async function setCustomerDisabled(db: Db, request: FastifyRequest, id: number, disabled: boolean): Promise<CustomerProfile> {
  return db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (disabled) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    const [after] = await tx
      .update(users)
      .set({ disabledAt: disabled ? (before.disabledAt ?? new Date()) : null })
      .where(eq(users.id, id))
      .returning();
    await audit(tx, request, {
      action: disabled ? 'customer.disable' : 'customer.enable',
      entity: 'customer',
      entityId: id,
      before: toProfile(before),
      after: toProfile(after),
    });
    return toProfile(after);
  });
}

/** The customer's data document for the merchant; the export itself is written to the audit log, as it hands personal data out. */
export async function exportCustomer(db: Db, hooks: Pick<AccountHooks, 'exportData'>, request: FastifyRequest, id: number): Promise<Record<string, unknown>> {
  const [user] = await db.select({ id: users.id }).from(users).where(isCustomer(id)).limit(1);
  invariant(user, 'NOT_FOUND');
  const data = await hooks.exportData(id);
  await audit(db, request, { action: 'customer.export', entity: 'customer', entityId: id, before: null, after: null });
  return data;
}

/** The customer's own deletion, asked for by the merchant: the audit row keeps who the account was, the account itself is gone. */
export async function anonymiseCustomer(db: Db, hooks: Pick<AccountHooks, 'deleteAccount'>, request: FastifyRequest, id: number): Promise<void> {
  const [user] = await db.select().from(users).where(isCustomer(id)).limit(1);
  invariant(user, 'NOT_FOUND');
  await hooks.deleteAccount(id, (tx) => audit(tx, request, { action: 'customer.anonymise', entity: 'customer', entityId: id, before: { id }, after: null }));
}
