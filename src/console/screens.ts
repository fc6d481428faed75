/**
 * The console's screens: each one a path under /admin, an optional entry in the navigation, and
 * its code, loaded when it is first opened. A new screen (returns, customers, reviews…) is one
 * more line here.
 */
import type { ComponentType } from 'react';
import type { Permission } from '../shared/contracts/staff.ts';
import type { BadgeKey } from './notices.ts';

export interface ConsoleScreen {
  /** The path under /admin ('' is the dashboard). */
  path: string;
  /** The navigation entry's text key; screens without one (an order's page) are reached by links. */
  nav?: string;
  /** What the signed-in member's role needs to see the screen; it is out of their navigation otherwise. */
  permission?: Permission;
  /**
   * The live notices the navigation entry counts ('orders': new orders, 'returns': new after-sales
   * requests), shown beside it until the screen is opened (notices.ts).
   */
  badge?: BadgeKey;
  load(): Promise<{ default: ComponentType }>;
}

export const SCREENS: ConsoleScreen[] = [
  { path: '', nav: 'nav.dashboard', permission: 'dashboard.read', load: () => import('./screens/Dashboard.tsx') },
  { path: 'orders', nav: 'nav.orders', permission: 'orders.read', badge: 'orders', load: () => import('./screens/Orders.tsx') },
  { path: 'orders/:number', permission: 'orders.read', load: () => import('./screens/OrderPage.tsx') },
  { path: 'returns', nav: 'returns.nav', permission: 'returns.read', badge: 'returns', load: () => import('./screens/Returns.tsx') },
  { path: 'returns/:number', permission: 'returns.read', load: () => import('./screens/ReturnPage.tsx') },
  { path: 'customers', nav: 'customers.nav', permission: 'customers.read', load: () => import('./screens/Customers.tsx') },
  { path: 'customers/:id', permission: 'customers.read', load: () => import('./screens/CustomerPage.tsx') },
  { path: 'products', nav: 'products.nav', permission: 'catalog.read', load: () => import('./screens/Products.tsx') },
  { path: 'products/import', permission: 'catalog.read', load: () => import('./screens/ProductImport.tsx') },
  { path: 'products/:id', permission: 'catalog.read', load: () => import('./screens/ProductEditor.tsx') },
  { path: 'stock', nav: 'stock.nav', permission: 'catalog.read', load: () => import('./screens/Stock.tsx') },
  { path: 'categories', nav: 'taxonomy.categoriesNav', permission: 'catalog.read', load: () => import('./screens/Categories.tsx') },
  { path: 'collections', nav: 'taxonomy.collectionsNav', permission: 'catalog.read', load: () => import('./screens/Collections.tsx') },
  { path: 'collections/:id', permission: 'catalog.read', load: () => import('./screens/CollectionPage.tsx') },
  { path: 'tags', nav: 'taxonomy.tagsNav', permission: 'catalog.read', load: () => import('./screens/Tags.tsx') },
  { path: 'pages', nav: 'pages.nav', permission: 'content.read', load: () => import('./screens/Pages.tsx') },
  { path: 'pages/:id', permission: 'content.read', load: () => import('./screens/PageEditor.tsx') },
  { path: 'menus', nav: 'menus.nav', permission: 'content.read', load: () => import('./screens/Menus.tsx') },
  { path: 'articles', nav: 'articles.nav', permission: 'content.read', load: () => import('./screens/Articles.tsx') },
  { path: 'articles/:id', permission: 'content.read', load: () => import('./screens/ArticleEditor.tsx') },
  { path: 'authors', nav: 'authors.nav', permission: 'content.read', load: () => import('./screens/Authors.tsx') },
  { path: 'reviews', nav: 'reviews.nav', permission: 'reviews.moderate', load: () => import('./screens/Reviews.tsx') },
  { path: 'inquiries', nav: 'inquiries.nav', permission: 'inquiries.read', load: () => import('./screens/Inquiries.tsx') },
  { path: 'inquiries/:id', permission: 'inquiries.read', load: () => import('./screens/InquiryPage.tsx') },
  { path: 'feedback', nav: 'feedback.nav', permission: 'inquiries.read', load: () => import('./screens/Feedback.tsx') },
  { path: 'coupons', nav: 'coupons.nav', permission: 'marketing.write', load: () => import('./screens/Coupons.tsx') },
  { path: 'coupons/:id', permission: 'marketing.write', load: () => import('./screens/CouponPage.tsx') },
  { path: 'promotions', nav: 'promotions.nav', permission: 'marketing.write', load: () => import('./screens/Promotions.tsx') },
  { path: 'promotions/:id', permission: 'marketing.write', load: () => import('./screens/PromotionPage.tsx') },
  { path: 'subscribers', nav: 'subscribers.nav', permission: 'marketing.write', load: () => import('./screens/Subscribers.tsx') },
  { path: 'theme', nav: 'theme.nav', permission: 'settings.write', load: () => import('./screens/Theme.tsx') },
  { path: 'settings', nav: 'settings.nav', permission: 'settings.write', load: () => import('./screens/Settings.tsx') },
  { path: 'mail-templates', nav: 'mailTemplates.nav', permission: 'settings.write', load: () => import('./screens/MailTemplates.tsx') },
  { path: 'shipping', nav: 'shipping.nav', permission: 'settings.write', load: () => import('./screens/Shipping.tsx') },
  { path: 'staff', nav: 'staff.nav', permission: 'staff.manage', load: () => import('./screens/Staff.tsx') },
  { path: 'audit', nav: 'audit.nav', permission: 'audit.read', load: () => import('./screens/Audit.tsx') },
];
