/** Accounts: sign-up, sign-in, sessions (one row per device), sign-out. */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { normaliseMobile, type PublicUser, type SignInBody, type SignUpBody } from '../../shared/contracts/accounts.ts';
import { EMAIL_PATTERN } from '../../shared/constants.ts';
import type { StaffRole } from '../../shared/contracts/staff.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { perDatabase } from '../platform/db/prepared.ts';
import type { Translate } from '../platform/http/context.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { sessions, users, visitors } from './accounts.schema.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { Throttle } from '../platform/throttle.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import { recordEvent } from './account-events.ts';
import { deviceName } from './user-agent.ts';
import { creditBalance } from './credits.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  device?: string;
  visitorId?: string | null;
}

export type UserRow = typeof users.$inferSelect;

/** The user as the shopper sees it; `credits` is the balance (the ledger's sum, see credits.ts). */
export function toPublicUser(user: UserRow, credits = 0): PublicUser {
  return {
    id: user.id,
    email: user.email,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    avatar: user.avatar,
    bio: user.bio,
    birthday: user.birthday,
    credits,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** A new session (one device) for the account, recorded in its activity with the sign-in. */
export async function openSession(db: Db, userId: number, client: ClientInfo, opts: { event?: boolean } = {}): Promise<string> {
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: hash,
      userId,
      device: (client.device || deviceName(client.userAgent)).slice(0, 120),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 400),
    });
    if (opts.event !== false) await recordEvent(tx, userId, 'sign_in', client);
  });
  if (client.visitorId) {
    await db
      .update(visitors)
      .set({ userId, lastSeenAt: sql`now()` })
      .where(eq(visitors.id, client.visitorId));
  }
  return token;
}

export interface CreateUserInput {
  /** An e-mail, a mobile number, or both (staff are created with an e-mail). */
  email?: string;
  mobile?: string;
  password: string;
  firstName?: string;
  lastName?: string;
  birthday?: string;
  staffRole?: StaffRole | null;
  verified?: boolean;
  lang?: string;
}

/** Creates an account; answers ACCOUNT_EXISTS (on the field that is taken) when the e-mail (in any case) or the mobile number has one. */
export async function createUser(db: Executor, input: CreateUserInput): Promise<UserRow> {
  const email = input.email?.trim() || null;
  const mobile = input.mobile ? normaliseMobile(input.mobile) : null;
  invariant(email || mobile, 'VALIDATION');
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email,
      mobile,
      passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      birthday: input.birthday ?? null,
      staffRole: input.staffRole ?? null,
      emailVerifiedAt: input.verified ? new Date() : null,
      lang: input.lang ?? 'en',
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new DomainError('ACCOUNT_EXISTS', {}, { field: email ? 'email' : 'mobile' });
  return user;
}

/** A session just opened: its token (shown once) and the account. */
export interface SignedIn {
  token: string;
  user: PublicUser;
}

/** Who already has the account a sign-up asked for: told by e-mail (when they have one), in their language. */
export interface AccountOwner {
  email: string | null;
  firstName: string;
  lang: string;
}

/**
 * A sign-up's outcome. For an e-mail or mobile number that already has an account the shopper
 * is answered as if it were new (a session's token and the account as typed, but the token opens
 * nothing), so sign-up cannot tell who has an account here; the owner is told instead.
 */
export type SignUpOutcome = { created: true; signedIn: SignedIn } | { created: false; signedIn: SignedIn; owner: AccountOwner };

export async function signUp(db: Db, body: SignUpBody, client: ClientInfo, lang: string): Promise<SignUpOutcome> {
  const { email, mobile, password, firstName, lastName, birthday } = body;
  if (await isCommonPassword(password)) throw new DomainError('PASSWORD_COMMON', {}, { field: 'password' });
  let user: UserRow;
  try {
    user = await createUser(db, { email, mobile, password, firstName, lastName, birthday, lang });
  } catch (err) {
    if (!(err instanceof DomainError) || err.name !== 'ACCOUNT_EXISTS') throw err;
    return { created: false, owner: await accountOwner(db, body), signedIn: await lookalikeSignUp(db, body) };
  }
  const token = await openSession(db, user.id, client);
  return { created: true, signedIn: { token, user: toPublicUser(user) } };
}

async function accountOwner(db: Db, body: SignUpBody): Promise<AccountOwner> {
  const email = body.email?.trim();
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lang: users.lang })
    .from(users)
    .where(email ? sql`lower(${users.email}) = lower(${email})` : eq(users.mobile, normaliseMobile(body.mobile ?? '')))
    .limit(1);
  return owner ?? { email: null, firstName: '', lang: 'en' };
}

/**
 * What a new sign-up would have answered: a token of the same form (never stored, so it opens
 * nothing) and the account as typed, with the next account number, as a new account takes one.
 */
async function lookalikeSignUp(db: Db, body: SignUpBody): Promise<SignedIn> {
  // Both drivers answer `{rows}`; the shared Db type leaves the result untyped.
  const { rows } = (await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`)) as unknown as { rows: { id: string | number }[] };
  return {
    token: newToken().token,
    user: {
      id: Number(rows[0]?.id ?? 0),
      email: body.email?.trim() || null,
      mobile: body.mobile ? normaliseMobile(body.mobile) : null,
      firstName: body.firstName,
      lastName: body.lastName,
      nickname: '',
      avatar: null,
      bio: '',
      birthday: body.birthday,
      credits: 0,
      emailVerified: false,
    },
  };
}

/**
 * Tells the owner of an address that someone tried to sign up with it: if it was them, they sign
 * in (or reset their password); if not, nothing changed. In the owner's language.
 */
export function sendAccountExists(mailer: Mailer, owner: AccountOwner & { email: string }, t: Translate, shopName: string): Promise<void> {
  const name = owner.firstName.trim();
  return mailer.send({
    to: owner.email,
    subject: t('mail.accountExistsSubject', { shop: shopName }),
    text: [name ? t('mail.greeting', { name }) : t('mail.greetingNoName'), '', t('mail.accountExistsText', { shop: shopName })].join('\n'),
  });
}

/**
 * The new customer's welcome e-mail, in the language of their sign-up, from the shop by its name.
 * It greets the customer by first name, or without a name: never by their e-mail address.
 */
export function sendWelcome(mailer: Mailer, user: PublicUser, t: Translate, shopName: string, lang?: string): Promise<void> {
  const name = user.firstName?.trim();
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
  return mailer.send({
    to: user.email!,
    subject: t('mail.welcomeSubject', { shop: shopName }),
    text: [greeting, '', t('mail.welcomeText', { shop: shopName })].join('\n'),
    template: { type: 'account.welcome', lang: lang ?? 'en', vars: { 'shop.name': shopName, 'customer.greeting': greeting } },
  });
}

/** The lockout's message: the minutes left, rounded up. */
function locked(ms: number): DomainError {
  return new DomainError('SIGN_IN_LOCKED', { minutes: Math.max(1, Math.ceil(ms / 60_000)) });
}

/**
 * Checks the credentials and opens a session. With a throttle, failures are counted per account
 * as typed (known or not, so the lockout tells nothing either), whatever address they come from;
 * a locked account is refused before its password is checked, and a success clears the count.
 */
export async function signIn(db: Db, body: SignInBody, client: ClientInfo, opts: { staffOnly?: boolean; throttle?: Throttle } = {}): Promise<SignedIn> {
  const user = await checkCredentials(db, body, client, opts);
  return openSignedIn(db, user, body, client);
}

/** Opens the session of an account whose sign-in was checked, and answers it with the credits balance. */
export async function openSignedIn(db: Db, user: UserRow, body: Pick<SignInBody, 'device'>, client: ClientInfo): Promise<SignedIn> {
  const token = await openSession(db, user.id, { ...client, device: body.device ?? client.device });
  return { token, user: toPublicUser(user, await creditBalance(db, user.id)) };
}

/** The account whose credentials these are (see signIn); opens nothing. */
export async function checkCredentials(db: Db, body: SignInBody, client: ClientInfo, opts: { staffOnly?: boolean; throttle?: Throttle } = {}): Promise<UserRow> {
  const account = body.account.trim();
  const byEmail = EMAIL_PATTERN.test(account);
  const { throttle } = opts;
  const throttleKey = byEmail ? account.toLowerCase() : normaliseMobile(account);
  const waiting = throttle ? await throttle.wait(throttleKey) : 0;
  if (waiting > 0) throw locked(waiting);
  const [user] = await db
    .select()
    .from(users)
    .where(byEmail ? sql`lower(${users.email}) = lower(${account})` : eq(users.mobile, normaliseMobile(account)))
    .limit(1);
  // The same answer for an unknown account as for a wrong password, shown beside the password.
  const refused = async () => {
    const lock = throttle ? await throttle.fail(throttleKey) : 0;
    return lock > 0 ? locked(lock) : new DomainError('INVALID_CREDENTIALS', {}, { field: 'password' });
  };
  if (!user) {
    await verifyPassword(await dummyHash(), body.password);
    throw await refused();
  }
  const valid = await verifyPassword(user.passwordHash, body.password);
  if (!valid) await recordEvent(db, user.id, 'sign_in_failed', client);
  // A disabled staff member signs in nowhere, answered like a wrong password; a disabled
  // customer who knows their password is told the account is disabled (docs/decisions.md).
  if (!valid || (opts.staffOnly && !user.staffRole) || (user.disabledAt && user.staffRole)) throw await refused();
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED', {}, { field: 'account' });
  await throttle?.reset(throttleKey);
  return user;
}

export interface Identity {
  user: UserRow;
  sessionId: number;
}

const LAST_SEEN_RESOLUTION_MS = 60_000;
/** A session ends after this many days without a request, and this many days after sign-in whatever its use. */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 365;

/** The signed-in user behind a token, or null for an unknown, revoked or malformed one. */
/**
 * The session behind a token with its user, when neither is over: every signed-in request asks it,
 * so it is built once per database and PostgreSQL parses it once per connection.
 */
function prepareSessionQuery(db: Db) {
  return db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        // Idle for 30 days, or a year old: the session is over and the shopper signs in again.
        gt(sessions.lastSeenAt, sql`now() - ${sql.raw(String(SESSION_IDLE_DAYS))} * interval '1 day'`),
        gt(sessions.createdAt, sql`now() - ${sql.raw(String(SESSION_MAX_DAYS))} * interval '1 day'`),
      ),
    )
    .limit(1)
    .prepare('session_of_token');
}
const sessionQueryOf = perDatabase(prepareSessionQuery);

export async function authenticate(db: Db, token: string): Promise<Identity | null> {
  if (!token || token.length > 200) return null;
  const [row] = await sessionQueryOf(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

export async function signOut(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** The shop owner's account (quote requests are copied to them), if it has an e-mail address. */
export async function shopOwner(db: Db): Promise<{ email: string | null } | undefined> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.staffRole, 'owner'), isNotNull(users.email)))
    .limit(1);
  return owner;
}
