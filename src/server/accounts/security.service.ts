/**
 * The security centre (spec §1): the devices signed in to an account and signing them out, the
 * password, e-mail and mobile number changes, and the profile. Every change that the activity
 * list shows is recorded in the same transaction as the change itself.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { normaliseMobile, type PublicUser } from '../../shared/contracts/accounts.ts';
import type { DeviceView } from '../../shared/contracts/security.ts';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { recordEvent, type EventSource } from './account-events.ts';
import { sessions, users, verificationCodes } from './accounts.schema.ts';
import { openSession, SESSION_IDLE_DAYS, SESSION_MAX_DAYS, toPublicUser, type ClientInfo, type Identity } from './accounts.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { parseUserAgent, maskIp } from './user-agent.ts';

/** Sessions that still sign someone in: not signed out, not idle for 30 days, under a year old. */
const active = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_DAYS} * interval '1 day'`),
    gt(sessions.createdAt, sql`now() - ${SESSION_MAX_DAYS} * interval '1 day'`),
  );

/** The account's devices; `currentSessionId` is the one asking. */
export async function listDevices(db: Db, userId: number, currentSessionId: number): Promise<DeviceView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), active()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const devices = rows.map((row) => {
    const { browser, os } = parseUserAgent(row.userAgent);
    return {
      id: row.id,
      browser,
      os,
      ip: maskIp(row.ip),
      firstSeen: row.createdAt.toISOString(),
      lastSeen: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    };
  });
  // This device first, then the others by when they were last used.
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/** Signs out one of the account's devices: its next request answers code 50. Another account's device, or one already signed out, is not found. */
export async function signOutDevice(db: Db, identity: Identity, sessionId: number, from: EventSource): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, identity.user.id), active()))
      .returning({ id: sessions.id });
    if (!ended.length) throw new DomainError('NOT_FOUND');
    await recordEvent(tx, identity.user.id, 'device_signed_out', from);
  });
}

/** Signs out every device of the account but this one. */
export async function signOutOtherDevices(db: Db, identity: Identity, from: EventSource): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, identity.user.id), ne(sessions.id, identity.sessionId), active()))
      .returning({ id: sessions.id });
    if (ended.length) await recordEvent(tx, identity.user.id, 'other_devices_signed_out', from);
  });
}

/**
 * A new password, the current one given: every session of the account ends, this device gets a
 * new one (its token is answered). The caller sends the "password changed" message.
 */
export async function changePassword(db: Db, identity: Identity, oldPassword: string, newPassword: string, client: ClientInfo): Promise<string> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, identity.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw new DomainError('WRONG_PASSWORD', {}, { field: 'oldPassword' });
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, identity.user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, identity.user.id), isNull(sessions.revokedAt)));
    await recordEvent(tx, identity.user.id, 'password_changed', client);
    return openSession(tx as unknown as Db, identity.user.id, { ...client, visitorId: null }, { event: false });
  });
}

export type CodePurpose = 'email' | 'mobile';

/** How long a code is good for, and how many tries it takes before it stops working. */
export const CODE_TTL_MINUTES = 10;
export const CODE_TRIES = 5;

function codeHash(userId: number, purpose: CodePurpose, target: string, code: string): string {
  return createHash('sha256').update(`${userId}:${purpose}:${target}:${code}`).digest('hex');
}

/** The address as it is stored and compared: e-mails as typed (compared without case), mobiles in E.164. */
export function normaliseTarget(purpose: CodePurpose, value: string): string {
  return purpose === 'email' ? value.trim() : normaliseMobile(value);
}

async function assertAvailable(db: Db, userId: number, purpose: CodePurpose, target: string): Promise<void> {
  const column = purpose === 'email' ? users.email : users.mobile;
  const match = purpose === 'email' ? sql`lower(${users.email}) = lower(${target})` : eq(users.mobile, target);
  const [owner] = await db.select({ id: users.id, value: column }).from(users).where(match).limit(1);
  if (!owner) return;
  if (owner.id === userId) throw new DomainError('SAME_ADDRESS', {}, { field: purpose });
  throw new DomainError('ACCOUNT_EXISTS', {}, { field: purpose });
}

/** A new 6-digit code for the address; earlier unused codes for the same purpose stop working. Answers the code for the caller to send. */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose, rawTarget: string): Promise<string> {
  const target = normaliseTarget(purpose, rawTarget);
  await assertAvailable(db, userId, purpose, target);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      target,
      codeHash: codeHash(userId, purpose, target, code),
      expiresAt: sql`now() + ${CODE_TTL_MINUTES} * interval '1 minute'`,
    });
  });
  return code;
}

/**
 * Checks a code for the address and makes the change: the e-mail (then verified) or the mobile
 * number. Each check uses one of the code's five tries; a used, replaced or expired code answers
 * "expired", a code out of tries "ask for a new one".
 */
export async function confirmCode(db: Db, userId: number, purpose: CodePurpose, rawTarget: string, code: string, from: EventSource): Promise<PublicUser> {
  const target = normaliseTarget(purpose, rawTarget);
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const sameTarget = latest && (purpose === 'email' ? latest.target.toLowerCase() === target.toLowerCase() : latest.target === target);
  if (!latest || !sameTarget || latest.usedAt || latest.expiresAt.getTime() <= Date.now()) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  // One try used, atomically, so parallel guesses cannot get past five.
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.usedAt),
        sql`${verificationCodes.attempts} < ${CODE_TRIES}`,
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!tried) throw new DomainError('CODE_LOCKED', {}, { field: 'code' });
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(codeHash(userId, purpose, latest.target, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = CODE_TRIES - tried.attempts;
    if (left <= 0) throw new DomainError('CODE_LOCKED', {}, { field: 'code' });
    throw new DomainError('CODE_INVALID', { count: left }, { field: 'code' });
  }
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
    const change = purpose === 'email' ? { email: latest.target, emailVerifiedAt: new Date() } : { mobile: latest.target };
    let updated;
    try {
      [updated] = await tx.update(users).set(change).where(eq(users.id, userId)).returning();
    } catch (err) {
      // Taken by another account since the code was sent.
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
        throw new DomainError('ACCOUNT_EXISTS', {}, { field: purpose });
      throw err;
    }
    await recordEvent(tx, userId, purpose === 'email' ? 'email_changed' : 'mobile_changed', from);
    return toPublicUser(updated);
  });
}

export async function editProfile(
  db: Db,
  userId: number,
  change: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'nickname' | 'bio' | 'birthday' | 'avatar'>>,
): Promise<PublicUser> {
  const [updated] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  return toPublicUser(updated);
}

/** Whether sign-ins from browsers the account does not know wait for an e-mailed code. */
export async function loginVerificationOn(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ on: users.loginVerification }).from(users).where(eq(users.id, userId));
  return user?.on ?? false;
}
