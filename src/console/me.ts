/** The signed-in staff member and what their role may do, asked once and shared by every screen. */
import { useQuery } from '@tanstack/react-query';
import { adminStaffMe, type Permission } from '../shared/contracts/staff.ts';
import { call } from './api.ts';

export const ME_KEY = ['me'] as const;

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => call(adminStaffMe) });
}

/** Whether the signed-in member may use something needing `permission` (none needed: yes). */
export function usePermitted(permission: Permission | undefined): boolean {
  const me = useMe();
  return !permission || Boolean(me.data?.permissions.includes(permission));
}
