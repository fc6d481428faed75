/** The merchant's staff (the owner's calls), the invitee's acceptance, and the audit log. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleCan, PERMISSIONS, type StaffRole } from '../../shared/contracts/staff.ts';
import {
  adminAuditList,
  adminStaffAcceptInvite,
  adminStaffDisable,
  adminStaffEnable,
  adminStaffInvite,
  adminStaffList,
  adminStaffMe,
  adminStaffRole,
} from '../../shared/contracts/staff.ts';
import { limit } from './identity.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { auditList } from './audit.ts';
import { acceptInvitePage } from './invite-page.ts';
import { permit, staffOf } from './permissions.ts';
import { acceptInvite, changeRole, disableStaff, enableStaff, inviteStaff, listStaff, toMember, type InviteDeps } from './staff.service.ts';

/** `staffChanged` tells the realtime hub of a member's new role (null: disabled) once it is saved. */
type StaffDeps = InviteDeps & { authRateLimit: number; staffChanged(userId: number, role: StaffRole | null): void };

export function adminStaffRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    route(app, adminStaffMe, permit('staff'), async (request) => {
      const { user } = staffOf(request);
      return ok({ member: toMember(user), permissions: PERMISSIONS.filter((p) => roleCan(user.staffRole, p)) });
    });
    route(app, adminStaffList, permit('staff.manage'), async () => ok(await listStaff(db)));
    route(app, adminStaffInvite, permit('staff.manage'), async (request) => ok(await inviteStaff(deps, request, request.body), request.t('staff.invited')));
    route(app, adminStaffRole, permit('staff.manage'), async (request) => {
      const member = await changeRole(db, request, request.body.id, request.body.role);
      deps.staffChanged(member.id, member.disabled ? null : member.role);
      return ok(member, request.t('common.saved'));
    });
    route(app, adminStaffDisable, permit('staff.manage'), async (request) => {
      const member = await disableStaff(db, request, request.body.id);
      deps.staffChanged(member.id, null);
      return ok(member, request.t('staff.disabled'));
    });
    route(app, adminStaffEnable, permit('staff.manage'), async (request) => ok(await enableStaff(db, request, request.body.id), request.t('staff.enabled')));
    route(app, adminStaffAcceptInvite, { config: { permission: 'public', ...limit(deps.authRateLimit) } }, async (request) =>
      ok(await acceptInvite(db, request, request.body), request.t('staff.inviteAccepted')),
    );
    route(app, adminAuditList, permit('audit.read'), async (request) => ok(await auditList(db, request.body)));
  };
}

/** The staff calls under /api/admin and the invitation's page. */
export async function registerStaff(app: FastifyInstance, deps: StaffDeps & { db: Db; mailer: Mailer; secure: boolean }) {
  await app.register(adminStaffRoutes(deps), ADMIN);
  await app.register(acceptInvitePage(deps));
}
