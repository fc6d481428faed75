/**
 * The audit log: one row per merchant write, written by `audit()` in the write's own transaction
 * (so the row and the change are kept or lost together), and browsed with filters.
 */
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry, AuditListBody } from '../../shared/contracts/staff.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { auditLog } from './staff.schema.ts';

export interface AuditInput {
  /** What was done, e.g. `order.ship`, `staff.disable`. */
  action: string;
  /** What it was done to, e.g. `order`, `staff`, `settings`; and which one. */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Field names whose values never reach the log. */
const SECRET = /password|secret|token|key$|^key|cvc|card/i;

/** A copy fit for the log: secrets replaced, dates as text. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET.test(k) ? '[hidden]' : redact(v)]));
  }
  return value;
}

/** Writes the row for a merchant write; `db` is the write's transaction. The actor is the request's staff member (or `actor`). */
export async function audit(
  db: Executor,
  request: FastifyRequest,
  entry: AuditInput,
  actor?: { id: number; email: string | null; staffRole: string | null },
): Promise<void> {
  const who = actor ?? request.staff?.user ?? null;
  await db.insert(auditLog).values({
    actorId: who?.id ?? null,
    actorEmail: who?.email ?? '',
    actorRole: who?.staffRole ?? '',
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? '' : String(entry.entityId),
    before: redact(entry.before ?? null),
    after: redact(entry.after ?? null),
    ip: request.ip.slice(0, 64),
  });
  request.audited = true;
}

/** The row for a write whose route did not write its own: the call's path names it, its body is what it changed. */
export function fallbackAuditEntry(request: FastifyRequest): AuditInput {
  const path = (request.routeOptions.url ?? request.url).slice(ADMIN.prefix.length + 1);
  const [entity = 'admin', ...rest] = path.split('/');
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const entityId = body.id ?? body.number ?? body.slug ?? null;
  return {
    action: [entity, ...rest].join('.'),
    entity,
    entityId: typeof entityId === 'string' || typeof entityId === 'number' ? entityId : null,
    before: null,
    after: body,
  };
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}

/** A page of the log, newest first, filtered by actor, action, entity and time: two queries whatever the page. */
export async function auditList(db: Db, body: AuditListBody): Promise<{ list: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (body.actorId) filters.push(eq(auditLog.actorId, body.actorId));
  if (body.action) filters.push(eq(auditLog.action, body.action));
  if (body.entity) filters.push(eq(auditLog.entity, body.entity));
  if (body.entityId) filters.push(eq(auditLog.entityId, body.entityId));
  if (body.from) filters.push(gte(auditLog.createdAt, new Date(body.from)));
  if (body.to) filters.push(lte(auditLog.createdAt, new Date(body.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { list: rows.map(toEntry), total };
}
