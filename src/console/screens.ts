/**
 * The console's screens: each one a path under /admin, an optional entry in the navigation, and
 * its code, loaded when it is first opened. A new screen (returns, customers, reviews…) is one
 * more line here.
 */
import type { ComponentType } from 'react';
import type { Permission } from '../shared/contracts/staff.ts';

export interface ConsoleScreen {
  /** The path under /admin ('' is the dashboard). */
  path: string;
  /** The navigation entry's text key; screens without one (an order's page) are reached by links. */
  nav?: string;
  /** What the signed-in member's role needs to see the screen; it is out of their navigation otherwise. */
  permission?: Permission;
  load(): Promise<{ default: ComponentType }>;
}

export const SCREENS: ConsoleScreen[] = [
  { path: '', nav: 'nav.dashboard', permission: 'dashboard.read', load: () => import('./screens/Dashboard.tsx') },
  { path: 'orders', nav: 'nav.orders', permission: 'orders.read', load: () => import('./screens/Orders.tsx') },
  { path: 'orders/:number', permission: 'orders.read', load: () => import('./screens/OrderPage.tsx') },
  { path: 'returns', nav: 'returns.nav', permission: 'returns.read', load: () => import('./screens/Returns.tsx') },
  { path: 'returns/:number', permission: 'returns.read', load: () => import('./screens/ReturnPage.tsx') },
];
