/** The site header: chooser strip, the shop's logo (or name), menu, search, account and cart. */
import type { ComponentType } from 'react';
import { useLocation } from '../../../lib/router/index.ts';
import { Link } from '../../../components/Link.tsx';
import { useHref, useSite } from '../../../lib/site.ts';
import { AccountLinks, ICON_LINK } from '../AccountLinks.tsx';
import { CurrencyChooser } from '../CurrencyChooser.tsx';
import { LanguageChooser } from '../LanguageChooser.tsx';
import { DesktopMenu, MobileMenu } from '../NavMenu.tsx';
import { SearchForm } from '../SearchForm.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface HeaderProps extends SectionProps<'header'> {
  /** The cart link and its drawer (the cart feature's), given by the page layer. */
  CartLink?: ComponentType<{ className: string }>;
}

export default function Header({ settings, CartLink }: HeaderProps) {
  const site = useSite();
  const href = useHref();
  const location = useLocation();
  const menu = settings.menu ?? [];
  const searchPath = href({ type: 'search' });
  const query = location.pathname === searchPath ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  return (
    <div className="border-b border-border bg-white">
      <div className="border-b border-border bg-gray-50">
        <div className="container-page flex justify-end gap-2 py-1.5">
          <LanguageChooser />
          <CurrencyChooser />
        </div>
      </div>
      <div className="container-page relative flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
        <MobileMenu items={menu} />
        <Link href={href({ type: 'home' })} className="min-w-0 flex-1 truncate text-lg font-bold text-title md:flex-none md:text-xl">
          {site.logo ? <img src={site.logo} alt={site.name} className="h-10 w-auto max-w-48 object-contain" /> : site.name}
        </Link>
        <SearchForm defaultValue={query} className="order-last w-full md:order-none md:ml-auto md:w-72 lg:w-96" />
        <div className="flex shrink-0 items-center">
          <AccountLinks />
          {CartLink && <CartLink className={ICON_LINK} />}
        </div>
      </div>
      {menu.length > 0 && (
        <div className="hidden border-t border-border lg:block">
          <div className="container-page">
            <DesktopMenu items={menu} />
          </div>
        </div>
      )}
    </div>
  );
}
