/**
 * Login e-mail verification (spec §1 security centre). With the account's switch on, a sign-in
 * from a browser the account does not know opens no session: a 6-digit code goes to the account's
 * e-mail and the sign-in waits for it, bound to the browser that gave the password (the hash of
 * its HttpOnly pending cookie). The right code opens the session and remembers the browser (the
 * hash of its long-lived HttpOnly device cookie), so its next sign-in needs no code.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { recordEvent, type EventSource } from './account-events.ts';
import { knownDevices, loginChallenges, users } from './accounts.schema.ts';
import type { Identity } from './accounts.service.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';

/** How long a sign-in code works, how many tries it has, how long before another may be sent, and how many are sent per sign-in. */
export const LOGIN_CODE_MINUTES = 10;
export const LOGIN_CODE_TRIES = 5;
export const LOGIN_CODE_RESEND_SECONDS = 60;
export const LOGIN_CODE_SENDS = 5;

/** The browser's device key (a year) and its pending sign-in (as long as a code works). */
export const DEVICE_COOKIE = 'device_key';
export const PENDING_COOKIE = 'signin_pending';
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The device key the browser sent, or a new one (set with `setDeviceCookie` once a sign-in succeeds). */
export function deviceKey(request: FastifyRequest): string {
  const sent = request.cookies?.[DEVICE_COOKIE];
  return sent && TOKEN_PATTERN.test(sent) ? sent : randomBytes(32).toString('base64url');
}

export function setDeviceCookie(reply: FastifyReply, key: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, key, { path: '/', maxAge: DEVICE_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: true, secure });
}

/** The pending sign-in's ticket the browser holds, or null. */
export function pendingTicket(request: FastifyRequest): string | null {
  const sent = request.cookies?.[PENDING_COOKIE];
  return sent && TOKEN_PATTERN.test(sent) ? sent : null;
}

export function setPendingCookie(reply: FastifyReply, ticket: string, secure: boolean): void {
  reply.setCookie(PENDING_COOKIE, ticket, { path: '/', maxAge: LOGIN_CODE_MINUTES * 60, sameSite: 'lax', httpOnly: true, secure });
}

export function clearPendingCookie(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: '/' });
}

function codeHash(ticket: string, code: string): string {
  return createHash('sha256').update(`login:${ticket}:${code}`).digest('hex');
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** "a•••@example.com": enough for the shopper to know which inbox to open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}•••${email.slice(at)}`;
}

/** Whether this browser signed in to the account before; a known one is seen again now. */
export async function isKnownDevice(db: Db, userId: number, key: string): Promise<boolean> {
  const seen = await db
    .update(knownDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashToken(key))))
    .returning({ id: knownDevices.id });
  return seen.length > 0;
}

/** Remembers the browser for the account: its next sign-in needs no code. */
export async function rememberDevice(db: Db, userId: number, key: string): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashToken(key) })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastSeenAt: sql`now()` } });
}

/** A sign-in waiting for its code: the ticket the browser keeps, the code to send. */
export interface LoginChallenge {
  ticket: string;
  code: string;
}

/** Starts a sign-in that waits for a code; the account's earlier waiting sign-ins stop working. */
export async function startChallenge(db: Db, userId: number): Promise<LoginChallenge> {
  const ticket = randomBytes(32).toString('base64url');
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(loginChallenges)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, sql`now()`)));
    await tx.insert(loginChallenges).values({
      userId,
      ticketHash: hashToken(ticket),
      codeHash: codeHash(ticket, code),
      expiresAt: sql`now() + ${LOGIN_CODE_MINUTES} * interval '1 minute'`,
    });
  });
  return { ticket, code };
}

async function findChallenge(db: Db, ticket: string | null) {
  if (!ticket) return undefined;
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.ticketHash, hashToken(ticket)))
    .limit(1);
  return row;
}

/**
 * A new code for the browser's waiting sign-in (the old one stops working, the tries start
 * again): not sooner than a minute after the last, and five per sign-in, after which the shopper
 * gives the password again. Answers the account and the code to send.
 */
export async function resendChallenge(db: Db, ticket: string | null): Promise<{ userId: number; code: string }> {
  const row = await findChallenge(db, ticket);
  if (!row || !ticket || row.usedAt || row.sends >= LOGIN_CODE_SENDS || row.createdAt.getTime() < Date.now() - 60 * 60_000)
    throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  const code = newCode();
  const [sent] = await db
    .update(loginChallenges)
    .set({
      codeHash: codeHash(ticket, code),
      attempts: 0,
      sends: sql`${loginChallenges.sends} + 1`,
      sentAt: sql`now()`,
      expiresAt: sql`now() + ${LOGIN_CODE_MINUTES} * interval '1 minute'`,
    })
    .where(
      and(eq(loginChallenges.id, row.id), isNull(loginChallenges.usedAt), sql`${loginChallenges.sentAt} <= now() - ${LOGIN_CODE_RESEND_SECONDS} * interval '1 second'`),
    )
    .returning({ id: loginChallenges.id });
  if (!sent) throw new DomainError('VERIFY_COOLDOWN', { seconds: await resendWait(db, ticket) });
  return { userId: row.userId, code };
}

/** Seconds before the browser's waiting sign-in may have another code (0: now). */
export async function resendWait(db: Db, ticket: string | null): Promise<number> {
  const row = await findChallenge(db, ticket);
  if (!row) return 0;
  return Math.max(0, Math.ceil(LOGIN_CODE_RESEND_SECONDS - (Date.now() - row.sentAt.getTime()) / 1000));
}

/**
 * Checks the code of the browser's waiting sign-in and spends it; answers the account. Each check
 * uses one of five tries; a wrong code and running out of tries are recorded in the account's
 * activity. No waiting sign-in for this browser (another browser's, used, replaced, expired) is
 * "expired".
 */
export async function checkChallenge(db: Db, ticket: string | null, code: string, from: EventSource): Promise<number> {
  const row = await findChallenge(db, ticket);
  if (!row || !ticket || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  // One try used, atomically, so parallel guesses cannot get past five.
  const [tried] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, row.id),
        isNull(loginChallenges.usedAt),
        sql`${loginChallenges.attempts} < ${LOGIN_CODE_TRIES}`,
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  if (!tried) throw new DomainError('CODE_LOCKED', {}, { field: 'code' });
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(ticket, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = LOGIN_CODE_TRIES - tried.attempts;
    await recordEvent(db, row.userId, left <= 0 ? 'sign_in_code_locked' : 'sign_in_code_failed', from);
    if (left <= 0) throw new DomainError('CODE_LOCKED', {}, { field: 'code' });
    throw new DomainError('CODE_INVALID', { count: left }, { field: 'code' });
  }
  const [used] = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, row.id), isNull(loginChallenges.usedAt)))
    .returning({ userId: loginChallenges.userId });
  if (!used) throw new DomainError('CODE_EXPIRED', {}, { field: 'code' });
  return used.userId;
}

/**
 * Turns the switch on or off, the current password given; recorded in the activity. Turning it
 * on needs an e-mail address to send codes to, and remembers this browser so it stays signed in.
 */
export async function setLoginVerification(db: Db, identity: Identity, enabled: boolean, password: string, from: EventSource & { deviceKey: string }): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, identity.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new DomainError('WRONG_PASSWORD', {}, { field: 'password' });
  if (enabled && !user.email) throw new DomainError('LOGIN_VERIFICATION_NO_EMAIL');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ loginVerification: enabled }).where(eq(users.id, identity.user.id));
    await recordEvent(tx, identity.user.id, enabled ? 'login_verification_on' : 'login_verification_off', from);
  });
  if (enabled) await rememberDevice(db, identity.user.id, from.deviceKey);
}
