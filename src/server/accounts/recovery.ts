/**
 * Getting back into an account and proving an e-mail address: password resets (a link by e-mail,
 * a 6-digit code by text message for a mobile account) and e-mail verification. Links and codes
 * are single-use and kept only as hashes (account_codes).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '../../shared/constants.ts';
import { normaliseMobile } from '../../shared/contracts/accounts.ts';
import type { Db } from '../platform/db/client.ts';
import type { Translate } from '../platform/http/context.ts';
import { DomainError } from '../platform/http/errors.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { SmsSender } from '../platform/sms/sms.ts';
import { accountCodes, sessions, users } from './accounts.schema.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

/** A reset link or code works for 30 minutes; a verification link for two days. */
export const RESET_MINUTES = 30;
export const VERIFY_HOURS = 48;
/** How long a shopper waits before another verification e-mail. */
export const VERIFY_RESEND_SECONDS = 60;
/** Wrong codes a reset takes before it is dead. */
const CODE_ATTEMPTS = 5;

type UserRow = typeof users.$inferSelect;

/** What a message needs: the shop's name and address, and the language of the page the shopper used. */
export interface MessageContext {
  shopName: string;
  publicUrl: string;
  langPrefix: string;
  t: Translate;
}

const codeHash = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

function linkTo(ctx: MessageContext, screen: 'reset-password' | 'verify-email', token: string): string {
  return `${ctx.publicUrl}${ctx.langPrefix ? `/${ctx.langPrefix}` : ''}/auth/${screen}?token=${token}`;
}

function greeting(user: UserRow, t: Translate): string {
  const name = user.firstName.trim();
  return name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
}

async function findAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const typed = account.trim();
  const byEmail = EMAIL_PATTERN.test(typed);
  const [user] = await db
    .select()
    .from(users)
    .where(byEmail ? sql`lower(${users.email}) = lower(${typed})` : eq(users.mobile, normaliseMobile(typed)))
    .limit(1);
  return user;
}

/**
 * Sends a reset to the account's owner: by e-mail when the account has an address (a link), by
 * text message to its number when typed as one (a code, and the link too when there is an e-mail).
 * Answers nothing either way, so the form cannot tell who has an account; the messages go out
 * after the answer (`deliver`).
 */
export async function requestReset(db: Db, account: string, deps: { mailer: Mailer; sms: SmsSender }, ctx: MessageContext): Promise<() => Promise<void>> {
  const user = await findAccount(db, account);
  const { token, hash } = newToken();
  if (!user) return async () => {};
  const byMobile = !EMAIL_PATTERN.test(account.trim()) && user.mobile;
  const code = byMobile ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  // A new reset replaces the ones before it.
  await db
    .update(accountCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountCodes.userId, user.id), eq(accountCodes.purpose, 'reset'), isNull(accountCodes.usedAt)));
  await db.insert(accountCodes).values({
    userId: user.id,
    purpose: 'reset',
    tokenHash: hash,
    codeHash: code ? codeHash(user.id, code) : null,
    expiresAt: sql`now() + ${RESET_MINUTES} * interval '1 minute'`,
  });
  const { t, shopName } = ctx;
  return async () => {
    if (code && user.mobile) await deps.sms.send({ to: user.mobile, text: t('recovery.resetSms', { shop: shopName, code, minutes: RESET_MINUTES }) });
    if (user.email) {
      const link = linkTo(ctx, 'reset-password', token);
      await deps.mailer.send({
        to: user.email,
        subject: t('recovery.resetSubject', { shop: shopName }),
        text: [greeting(user, t), '', t('recovery.resetMail', { shop: shopName, link, minutes: RESET_MINUTES })].join('\n'),
        template: {
          type: 'account.passwordReset',
          lang: ctx.langPrefix,
          vars: { 'shop.name': shopName, 'customer.greeting': greeting(user, t), 'reset.link': link, 'reset.minutes': String(RESET_MINUTES) },
        },
      });
    }
  };
}

/** The live reset a link's token belongs to, or null. */
export async function findResetByToken(db: Db, token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.tokenHash, hashToken(token)),
        eq(accountCodes.purpose, 'reset'),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, sql`now()`),
        sql`${accountCodes.attempts} < ${CODE_ATTEMPTS}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live reset of a mobile account for its code; a wrong code counts against the reset. */
async function findResetByCode(db: Db, account: string, code: string) {
  const user = await findAccount(db, account);
  if (!user) return null;
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.userId, user.id),
        eq(accountCodes.purpose, 'reset'),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, sql`now()`),
        sql`${accountCodes.codeHash} is not null`,
        sql`${accountCodes.attempts} < ${CODE_ATTEMPTS}`,
      ),
    )
    .orderBy(desc(accountCodes.id))
    .limit(1);
  if (!row) return null;
  if (row.codeHash !== codeHash(user.id, code.trim())) {
    await db
      .update(accountCodes)
      .set({ attempts: sql`${accountCodes.attempts} + 1` })
      .where(eq(accountCodes.id, row.id));
    return null;
  }
  return row;
}

export type ResetProof = { token: string } | { account: string; code: string };

/**
 * Sets a new password with a live reset, spends it, and ends every session of the account (all
 * devices sign in again with the new password). Answers the account for the "password changed" e-mail.
 */
export async function resetPassword(db: Db, proof: ResetProof, password: string): Promise<UserRow> {
  const row = 'token' in proof ? await findResetByToken(db, proof.token) : await findResetByCode(db, proof.account, proof.code);
  if (!row) throw new DomainError('RESET_TOKEN_INVALID', {}, { field: 'token' in proof ? 'token' : 'code' });
  if (await isCommonPassword(password)) throw new DomainError('PASSWORD_COMMON', {}, { field: 'password' });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Spent once: a second use of the same link finds it used.
    const spent = await tx
      .update(accountCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountCodes.id, row.id), isNull(accountCodes.usedAt)))
      .returning({ id: accountCodes.id });
    if (spent.length === 0) throw new DomainError('RESET_TOKEN_INVALID', {}, { field: 'token' });
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).returning();
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    return user;
  });
}

export function sendPasswordChanged(mailer: Mailer, user: UserRow, ctx: MessageContext): Promise<void> {
  if (!user.email) return Promise.resolve();
  const { t, shopName } = ctx;
  return mailer.send({
    to: user.email,
    subject: t('recovery.changedSubject', { shop: shopName }),
    text: [greeting(user, t), '', t('recovery.changedMail', { shop: shopName })].join('\n'),
  });
}

/** Seconds until the account may be sent another verification e-mail (0: now). */
export async function verifyWait(db: Db, userId: number): Promise<number> {
  const [last] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${accountCodes.createdAt})` })
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, 'verify')))
    .orderBy(desc(accountCodes.id))
    .limit(1);
  if (!last) return 0;
  return Math.max(0, Math.ceil(VERIFY_RESEND_SECONDS - Number(last.age)));
}

/**
 * A verification e-mail for the account's address, at most one per VERIFY_RESEND_SECONDS
 * (a second ask within it is refused with the seconds left). Answers the sending, to run after the answer.
 */
export async function startVerification(db: Db, user: UserRow, mailer: Mailer, ctx: MessageContext): Promise<() => Promise<void>> {
  const email = user.email;
  if (!email || user.emailVerifiedAt) return async () => {};
  const wait = await verifyWait(db, user.id);
  if (wait > 0) throw new DomainError('VERIFY_COOLDOWN', { seconds: wait }, { waitSeconds: wait });
  const { token, hash } = newToken();
  await db.insert(accountCodes).values({ userId: user.id, purpose: 'verify', tokenHash: hash, expiresAt: sql`now() + ${VERIFY_HOURS} * interval '1 hour'` });
  const { t, shopName } = ctx;
  const link = linkTo(ctx, 'verify-email', token);
  return () =>
    mailer.send({
      to: email,
      subject: t('recovery.verifySubject', { shop: shopName }),
      text: [greeting(user, t), '', t('recovery.verifyMail', { shop: shopName, link, hours: VERIFY_HOURS })].join('\n'),
      template: {
        type: 'account.verifyEmail',
        lang: ctx.langPrefix,
        vars: { 'shop.name': shopName, 'customer.greeting': greeting(user, t), 'verify.link': link, 'verify.hours': String(VERIFY_HOURS) },
      },
    });
}

/** Marks the address of a live verification link verified and spends the link; the account, or null. */
export async function verifyEmail(db: Db, token: string): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountCodes.tokenHash, hashToken(token)), eq(accountCodes.purpose, 'verify'), isNull(accountCodes.usedAt), gt(accountCodes.expiresAt, sql`now()`)))
      .returning();
    if (!row) return null;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, row.userId))
      .returning();
    return user ?? null;
  });
}
