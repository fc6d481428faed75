/**
 * The merchant's staff: invitations by e-mail (a single-use link, 72 hours, its token stored
 * only as its hash), roles, disabling (which ends the member's sessions at once) and enabling.
 * Every change writes its audit row in its own transaction.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AcceptInviteBody, StaffInvite, StaffMember, StaffRole } from '../../shared/contracts/staff.ts';
import { sessions, users } from './accounts.schema.ts';
import { createUser } from './accounts.service.ts';
import { isCommonPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import type { Translate } from '../platform/http/context.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { audit } from './audit.ts';
import { staffInvites } from './staff.schema.ts';

export const INVITE_HOURS = 72;
/** The page the invitation links to: it takes the token from the link and asks for a password. */
export const ACCEPT_INVITE_PATH = '/admin/accept-invite';

type UserRow = typeof users.$inferSelect;

export function toMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.staffRole as StaffRole,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function toInvite(row: typeof staffInvites.$inferSelect): StaffInvite {
  return { id: row.id, email: row.email, role: row.role as StaffRole, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() };
}

const pending = () => and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, sql`now()`));

/** The staff, and the invitations still waiting to be accepted. */
export async function listStaff(db: Db): Promise<{ staff: StaffMember[]; invites: StaffInvite[] }> {
  const [members, invites] = await Promise.all([
    db.select().from(users).where(isNotNull(users.staffRole)).orderBy(asc(users.id)),
    db.select().from(staffInvites).where(pending()).orderBy(asc(staffInvites.id)),
  ]);
  return { staff: members.map(toMember), invites: invites.map(toInvite) };
}

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  shopName(): Promise<string>;
}

/**
 * Invites an address with a role: an earlier invitation to it is withdrawn, and the link goes by
 * e-mail in the inviting owner's language. An address that already has an account (a customer's
 * or a member's) cannot be invited.
 */
export async function inviteStaff(deps: InviteDeps, request: FastifyRequest, input: { email: string; role: StaffRole }): Promise<StaffInvite> {
  const { db } = deps;
  const email = input.email.trim();
  const { token, hash } = newToken();
  const invite = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (taken) throw new DomainError('ACCOUNT_EXISTS', {}, { field: 'email' });
    await tx
      .update(staffInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(sql`lower(${staffInvites.email}) = lower(${email})`, pending()));
    const [row] = await tx
      .insert(staffInvites)
      .values({ email, role: input.role, tokenHash: hash, invitedBy: request.staff?.user.id ?? null, expiresAt: sql`now() + ${INVITE_HOURS} * interval '1 hour'` })
      .returning();
    await audit(tx, request, { action: 'staff.invite', entity: 'staff_invite', entityId: row.id, before: null, after: toInvite(row) });
    return row;
  });
  await sendInvite(deps, request.t, email, token);
  return toInvite(invite);
}

async function sendInvite(deps: InviteDeps, t: Translate, email: string, token: string): Promise<void> {
  const shop = await deps.shopName();
  const link = `${deps.publicUrl.replace(/\/$/, '')}${ACCEPT_INVITE_PATH}?token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: t('staff.inviteSubject', { shop }),
    text: [t('mail.greetingNoName'), '', t('staff.inviteText', { shop, hours: INVITE_HOURS }), '', link].join('\n'),
  });
}

/** The invitation behind a link's token, if it can still be accepted. */
export async function openInvite(db: Executor, token: string): Promise<typeof staffInvites.$inferSelect | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), pending()))
    .limit(1);
  return row ?? null;
}

/**
 * The invitee sets their password: the invitation is used up and the account made with its role,
 * together; a used, withdrawn or expired link is refused.
 */
export async function acceptInvite(db: Db, request: FastifyRequest, body: AcceptInviteBody): Promise<StaffMember> {
  if (await isCommonPassword(body.password)) throw new DomainError('PASSWORD_COMMON', {}, { field: 'password' });
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffInvites.tokenHash, hashToken(body.token)), pending()))
      .returning();
    if (!invite) throw new DomainError('INVITE_INVALID', {}, { field: 'token' });
    const user = await createUser(tx, {
      email: invite.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      staffRole: invite.role as StaffRole,
      verified: true,
      lang: request.lang,
    });
    const member = toMember(user);
    await audit(tx, request, { action: 'staff.accept-invite', entity: 'staff', entityId: user.id, before: null, after: member }, user);
    return member;
  });
}

async function staffMember(tx: Executor, id: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.staffRole)))
    .limit(1)
    .for('update');
  invariant(user, 'NOT_FOUND');
  return user;
}

/** A change to another member: nobody changes their own role or disables themselves (the shop never loses its last owner that way). */
async function changeMember(
  db: Db,
  request: FastifyRequest,
  id: number,
  action: string,
  change: (tx: Executor, user: UserRow) => Promise<Partial<typeof users.$inferInsert>>,
): Promise<StaffMember> {
  invariant(request.staff?.user.id !== id, 'STAFF_SELF');
  return db.transaction(async (tx) => {
    const before = await staffMember(tx, id);
    const set = await change(tx, before);
    const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    await audit(tx, request, { action, entity: 'staff', entityId: id, before: toMember(before), after: toMember(after) });
    return toMember(after);
  });
}

export const changeRole = (db: Db, request: FastifyRequest, id: number, role: StaffRole) =>
  changeMember(db, request, id, 'staff.role', async () => ({ staffRole: role }));

/** Disabled: every session of the member ends now (their next call answers code 50) and sign-in is refused. */
export const disableStaff = (db: Db, request: FastifyRequest, id: number) =>
  changeMember(db, request, id, 'staff.disable', async (tx, user) => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    return { disabledAt: user.disabledAt ?? new Date() };
  });

export const enableStaff = (db: Db, request: FastifyRequest, id: number) => changeMember(db, request, id, 'staff.enable', async () => ({ disabledAt: null }));
