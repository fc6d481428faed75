/** Sections of the site's frame: the announcement bar, header, footer and breadcrumbs. */
import { z } from 'zod';
import type { PageTarget } from '../../routes.ts';

/** A link of a menu or a trail; the server has turned the stored target into `href`. */
export const MenuLink = z.object({ label: z.string(), href: z.string() });
export type MenuLink = z.infer<typeof MenuLink>;

/** A header menu entry; its children open as a sub-menu. */
export const MenuItem = MenuLink.extend({ children: z.array(MenuLink).optional() });
export type MenuItem = z.infer<typeof MenuItem>;

/** Stored settings only: a page the server has not resolved into a path. */
const UnresolvedTarget = z.custom<PageTarget>((value) => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string');

export const AnnouncementBarSettings = z.object({
  text: z.string(),
  href: z.string().optional(),
  /** Older stored settings name the link `link` (a path or an unresolved target). */
  link: z.union([z.string(), UnresolvedTarget]).optional(),
});

export const HeaderSettings = z.object({ menu: z.array(MenuItem).optional() });

export const FooterSettings = z.object({
  menus: z.array(z.object({ title: z.string(), items: z.array(MenuLink) })).optional(),
  text: z.string().optional(),
});

/** The trail from home to the page; the last crumb is the page itself. */
export const BreadcrumbsSettings = z.object({ items: z.array(z.object({ name: z.string(), href: z.string() })) });
