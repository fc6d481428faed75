/** Accounts: customers and the merchant's staff, their sign-in sessions, visitors (who a shopper
 * is before signing in) and address books. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { now } from '../platform/db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text(),
    mobile: text(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    nickname: text().notNull().default(''),
    avatar: text(),
    bio: text().notNull().default(''),
    birthday: date(),
    lang: text().notNull().default('en'),
    /** null for customers; the merchant's people have a role (staff/permissions.ts). */
    staffRole: text(),
    /** A disabled account (staff member or customer) cannot sign in; its sessions ended when it was disabled. */
    disabledAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    loginVerification: boolean().notNull().default(false),
    createdAt: now(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_mobile_key').on(t.mobile)],
);

/** Sign-in sessions: the token is stored only as its SHA-256 hash; one row is one device. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text().notNull().default(''),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    createdAt: now(),
    lastSeenAt: now(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const visitors = pgTable('visitors', {
  id: uuid().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: now(),
  lastSeenAt: now(),
});

export interface AddressData {
  firstName: string;
  lastName: string;
  country: string;
  state: string;
  city: string;
  area: string;
  postalCode: string;
  addressLine: string;
  apartment: string;
  countryCode: string;
  phone: string;
}

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<AddressData>().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: now(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** What happened to an account, for the security centre's activity list: only ever added to. */
export const ACCOUNT_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'email_changed',
  'mobile_changed',
  'device_signed_out',
  'other_devices_signed_out',
  'sign_in_code_failed',
  'sign_in_code_locked',
  'login_verification_on',
  'login_verification_off',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

export const accountEvents = pgTable(
  'account_events',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<AccountEventKind>().notNull(),
    /** The device the change was made from (its browser and system), and its address. */
    device: text().notNull().default(''),
    ip: text().notNull().default(''),
    createdAt: now(),
  },
  (t) => [index('account_events_user_idx').on(t.userId, t.id)],
);

/** A 6-digit code sent to a new e-mail address or mobile number, stored as its hash. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'email' | 'mobile'>().notNull(),
    /** The new address the code was sent to. */
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

/** Why the credits balance changed. */
export type CreditReason = 'opening_balance' | 'order_completed' | 'checkout' | 'order_cancelled' | 'order_refunded' | 'return_refunded' | 'adjustment';

/**
 * The credits ledger: every change of a customer's credits balance is one row, and the balance is
 * the sum of the customer's rows (never stored, never edited). An order earns, spends and gets
 * back its credits at most once each (the unique index), so a retried event cannot count twice;
 * a refunded return gives back its share once (its own unique index, by request).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Credits added (positive) or taken (negative). */
    amount: integer().notNull(),
    reason: text().$type<CreditReason>().notNull(),
    /** The order it was for (kept when the order is gone), and its number for the log. */
    orderId: integer(),
    orderNumber: text(),
    /** The merchant's reason for an adjustment. */
    note: text().notNull().default(''),
    /** The staff member who adjusted the balance. */
    actorId: integer(),
    /** The after-sales request whose refund gave credits back (its id; kept when it is gone). */
    returnId: integer(),
    createdAt: now(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_ledger_order_reason_key')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} is not null and ${t.returnId} is null`),
    uniqueIndex('credit_ledger_return_key')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
  ],
);

/**
 * Single-use codes sent to an account's owner: a password reset (a link, and for a mobile account
 * a 6-digit code) or an e-mail verification link. Only hashes are kept; a row is spent once
 * (`usedAt`) and dead after `expiresAt` or too many wrong codes.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'reset' | 'verify'>().notNull(),
    tokenHash: text().notNull(),
    /** The 6-digit code's hash (a reset sent by text message), else null. */
    codeHash: text(),
    /** Wrong codes typed against this row; it is dead after five. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('account_codes_token_key').on(t.tokenHash), index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/**
 * Browsers that signed in to an account, known by the long-lived HttpOnly device cookie (only its
 * hash is kept). With login verification on, a sign-in from a browser not listed here waits for
 * a code sent by e-mail (login-verification.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: now(),
    lastSeenAt: now(),
  },
  (t) => [uniqueIndex('known_devices_user_token_key').on(t.userId, t.tokenHash)],
);

/**
 * A sign-in waiting for its e-mailed code: the password was right, from a browser the account does
 * not know. It belongs to that browser (the hash of its HttpOnly pending cookie) and ends used,
 * replaced, expired or out of tries.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    /** How many codes were sent for this sign-in (the first and the resends). */
    sends: integer().notNull().default(1),
    sentAt: now(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('login_challenges_ticket_key').on(t.ticketHash), index('login_challenges_user_idx').on(t.userId)],
);
