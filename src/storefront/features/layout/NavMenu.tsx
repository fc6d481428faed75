/**
 * The header's navigation menu. Desktop: a row whose sub-menus open on hover or keyboard focus
 * (pure CSS). Mobile: a disclosure button showing the same links as nested lists, made when it
 * opens.
 */
import { useId } from 'react';
import { useLocation } from '../../lib/router/index.ts';
import { Link } from '../../components/Link.tsx';
import { useT } from '../../lib/site.ts';
import { useResetState } from '../../lib/use-reset-state.ts';
import { CloseIcon, MenuIcon } from '../../components/Icons.tsx';
import type { MenuItem, MenuLink } from '../../../shared/contracts/sections/layout.ts';

/** A list of menu links (a sub-menu), styled by the menu that shows it. */
function LinkList({ links, className, linkClassName }: { links: MenuLink[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every link of the menu is in the page for crawlers and visitors without scripts. Its look is
 * the `nav-bar` rule of styles.css, written once rather than on each of its links (a menu of
 * 25 links carried 6 KB of repeated classes and chevron SVGs).
 */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.menu')}>
      <ul className="nav-bar">
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link href={item.href}>{item.label}</Link>
            {item.children?.length ? <LinkList links={item.children} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MobileMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  // Following a link closes the menu.
  const [open, setOpen] = useResetState(false, [pathname]);
  if (items.length === 0) return null;
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className="flex size-10 items-center justify-center rounded-theme hover:bg-gray-100"
      >
        <span className="sr-only">{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {/* Its links are those of the desktop menu, already in the page: the panel is made when it opens (it needs the script to open at all). */}
      {open && (
        <nav id={id} aria-label={t('nav.menu')} className="absolute inset-x-0 top-full z-30 max-h-[75vh] overflow-y-auto border-b border-border bg-white shadow-lg">
          <ul className="container-page py-2">
            {items.map((item) => (
              <li key={item.href + item.label} className="border-b border-border last:border-b-0">
                <Link href={item.href} className="block py-3 font-medium">
                  {item.label}
                </Link>
                {item.children?.length ? <LinkList links={item.children} className="pb-2 pl-4" linkClassName="block py-2 text-sm" /> : null}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
