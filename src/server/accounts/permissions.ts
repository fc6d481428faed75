/**
 * Who may call what under /api/admin. Every admin route declares what it needs in its options,
 * `config: { permission: 'orders.ship' }` (or 'public' for the few calls made before signing in,
 * 'staff' for any signed-in member); one hook, added to every route under the prefix as it is
 * registered, checks it before the body is read:
 *
 * - no session, or an ended one: code 50 (401);
 * - a customer, a disabled member, or a role without the permission: code 30 (403);
 * - a route that declares nothing is refused to everyone (fail closed), and the route walk in
 *   staff.api.test.ts names it.
 *
 * A write (any permission but a `.read` one) that succeeds without writing its audit row itself
 * (`audit()`, in the write's transaction) gets one from the fallback hook before its answer is
 * sent: the call's path as the action, its body (secrets removed) as `after`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { PERMISSIONS, roleCan, type Permission } from '../../shared/contracts/staff.ts';
import type { Identity } from './accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import { sendError } from '../platform/http/envelope.ts';
import { DomainError } from '../platform/http/errors.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { audit, fallbackAuditEntry } from './audit.ts';

export type RoutePermission = Permission | 'public' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /api/admin route needs (staff/permissions.ts). */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** The staff member behind an /api/admin call, once the permission check let it through. */
    staff: Identity | null;
    /** Whether the call wrote its audit row itself. */
    audited: boolean;
  }
}

/** Routes' `config` for a permission: `route(app, call, permit('orders.ship'), handler)`. */
export const permit = (permission: RoutePermission) => ({ config: { permission } });

export function isDeclaredPermission(value: unknown): value is RoutePermission {
  return value === 'public' || value === 'staff' || (PERMISSIONS as readonly unknown[]).includes(value);
}

/** Whether a call with this permission changes something, so it leaves an audit row. */
export function isWrite(permission: RoutePermission): boolean {
  return permission !== 'public' && permission !== 'staff' && !permission.endsWith('.read');
}

/** The signed-in staff member (set by the permission check), for handlers that need who it is. */
export function staffOf(request: FastifyRequest): Identity {
  if (!request.staff) throw new DomainError('PERMISSION');
  return request.staff;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function checker(permission: RoutePermission | undefined): onRequestHookHandler {
  return async function checkPermission(request: FastifyRequest, reply: FastifyReply) {
    if (!permission || !isDeclaredPermission(permission)) {
      request.log.error({ url: request.routeOptions.url }, 'admin route without a declared permission refused');
      return sendError(request, reply, new DomainError('PERMISSION'));
    }
    if (permission === 'public') return;
    const identity = await request.identity();
    if (!identity) return sendError(request, reply, new DomainError('AUTH_INVALID'));
    const { user } = identity;
    if (!user.staffRole || user.disabledAt) return sendError(request, reply, new DomainError('PERMISSION'));
    if (permission !== 'staff' && !roleCan(user.staffRole, permission)) return sendError(request, reply, new DomainError('PERMISSION'));
    request.staff = identity;
  };
}

function fallbackAudit(db: Db): onSendHookHandler {
  return async function auditUnrecordedWrite(request, reply, payload) {
    if (request.audited || !request.staff || reply.statusCode >= 300) return payload;
    await audit(db, request, fallbackAuditEntry(request));
    return payload;
  };
}

export interface AdminRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}
const registered = new WeakMap<FastifyInstance, AdminRoute[]>();

/** Every route registered under /api/admin, with what it declared (the route walk in the tests). */
export function adminRoutesOf(app: FastifyInstance): readonly AdminRoute[] {
  return registered.get(app) ?? [];
}

/** Adds the permission check (and, on writes, the fallback audit) to every route registered under /api/admin from now on. */
export function registerPermissions(app: FastifyInstance, db: Db) {
  app.decorateRequest('staff', null);
  app.decorateRequest('audited', false);
  const onSend = fallbackAudit(db);
  const routes: AdminRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== ADMIN.prefix && !route.url.startsWith(`${ADMIN.prefix}/`)) return;
    const permission = route.config?.permission;
    for (const method of asArray(route.method)) routes.push({ method, url: route.url, permission });
    route.onRequest = [...asArray(route.onRequest), checker(permission)];
    if (permission && isDeclaredPermission(permission) && isWrite(permission)) route.onSend = [...asArray(route.onSend), onSend];
  });
}
