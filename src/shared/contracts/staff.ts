/**
 * The merchant's staff: roles, what each may do, and the calls that manage staff and read the
 * audit log. The permission table is shared so the console shows only what a role may use; the
 * server checks it on every /api/admin call (staff/permissions.ts).
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { emailField, id, msg, pagination } from './common.ts';
import { passwordField } from './accounts.ts';

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'orders.read',
  'orders.write',
  'orders.ship',
  /** Internal notes on orders (every role works orders with customers or parcels). */
  'orders.note',
  'returns.read',
  'returns.receive',
  'returns.decide',
  'customers.read',
  'customers.write',
  'credits.write',
  'reviews.moderate',
  'inquiries.read',
  'inquiries.reply',
  'catalog.read',
  'catalog.write',
  'marketing.write',
  /** Pages, menus and articles of the storefront. */
  'content.read',
  'content.write',
  'settings.read',
  'settings.write',
  'settings.payments',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do (docs/decisions.md). The owner may do everything; a manager everything
 * but staff and the payment settings; fulfilment works orders and returns as parcels; support
 * answers customers.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => p !== 'staff.manage' && p !== 'settings.payments'),
  fulfilment: ['dashboard.read', 'orders.read', 'orders.ship', 'orders.note', 'returns.read', 'returns.receive'],
  support: ['dashboard.read', 'customers.read', 'orders.read', 'orders.note', 'returns.read', 'returns.decide', 'reviews.moderate', 'inquiries.read', 'inquiries.reply'],
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

export function roleCan(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

const role = z.enum(STAFF_ROLES, msg('staff.roleInvalid'));

export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffInvite = z.object({ id: z.number().int(), email: z.string(), role, expiresAt: z.string(), createdAt: z.string() });
export type StaffInvite = z.infer<typeof StaffInvite>;

export const StaffList = z.object({ staff: z.array(StaffMember), invites: z.array(StaffInvite) });

export const InviteBody = z.strictObject({ email: emailField(), role });
export const StaffIdBody = z.strictObject({ id: id() });
export const ChangeRoleBody = z.strictObject({ id: id(), role });
export const AcceptInviteBody = z.strictObject({
  token: z.string(msg('staff.inviteInvalid')).min(1, msg('staff.inviteInvalid')).max(200, msg('staff.inviteInvalid')),
  password: passwordField,
  firstName: z.string().trim().max(50, msg('validation.tooLong')).default(''),
  lastName: z.string().trim().max(50, msg('validation.tooLong')).default(''),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

const isoDate = z.iso.datetime({ offset: true, ...msg('validation.invalid') });
export const AuditListBody = z.strictObject({
  ...pagination,
  actorId: id().optional(),
  action: z.string().trim().min(1).max(80).optional(),
  entity: z.string().trim().min(1).max(80).optional(),
  entityId: z.string().trim().min(1).max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditListBody = z.infer<typeof AuditListBody>;

export const AuditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.object({ list: z.array(AuditEntry), total: z.number().int() });

const admin = { base: '/api/admin', tags: ['admin', 'staff'] } as const;
export const adminStaffList = defineCall({ path: '/staff/list', answer: StaffList, ...admin });
/** E-mails a single-use link (72 h) to set a password and join with the role. */
export const adminStaffInvite = defineCall({ path: '/staff/invite', body: InviteBody, answer: StaffInvite, ...admin });
export const adminStaffRole = defineCall({ path: '/staff/role', body: ChangeRoleBody, answer: StaffMember, ...admin });
/** Ends the member's sessions at once; they cannot sign in until enabled again. */
export const adminStaffDisable = defineCall({ path: '/staff/disable', body: StaffIdBody, answer: StaffMember, ...admin });
export const adminStaffEnable = defineCall({ path: '/staff/enable', body: StaffIdBody, answer: StaffMember, ...admin });
/** The invitee's own call (no session): sets their password from the link's token. */
export const adminStaffAcceptInvite = defineCall({ path: '/staff/accept-invite', body: AcceptInviteBody, answer: StaffMember, ...admin });
/** Who may do what: the signed-in member's role and permissions, for the console. */
export const adminStaffMe = defineCall({
  path: '/staff/me',
  answer: z.object({ member: StaffMember, permissions: z.array(z.enum(PERMISSIONS)) }),
  ...admin,
});
export const adminAuditList = defineCall({ path: '/audit/list', body: AuditListBody, answer: AuditList, ...admin });
