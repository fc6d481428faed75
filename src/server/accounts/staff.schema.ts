/** The merchant's staff: invitations by e-mail, and the audit log of every merchant write. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { now } from '../platform/db/columns.ts';

/** An invitation to join the staff: the link's token is stored only as its hash, used once, for 72 hours. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Withdrawn by a newer invitation to the same address. */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash), index('staff_invites_email_idx').on(t.email)],
);

/**
 * One row per merchant write: who (kept as written, so the row outlives the account's changes),
 * what, the entity's state before and after, and when. Only ever added to.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull().default(''),
    actorRole: text().notNull().default(''),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull().default(''),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull().default(''),
    createdAt: now(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
