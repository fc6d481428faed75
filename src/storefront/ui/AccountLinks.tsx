/** The header's account and cart links, from the client state (signed-in user, cart count). */
import { Link } from '../app/navigation.tsx';
import { useHref, useT } from '../app/site.tsx';
import { useClientState } from '../app/store.ts';
import { CartDrawerHost, openCartDrawerOnClick, preloadCartDrawer } from './CartDrawerHost.tsx';
import { CartIcon, UserIcon } from '../components/Icons.tsx';

const ICON_LINK = 'flex items-center gap-1.5 rounded-theme px-2 py-2 text-sm font-medium hover:text-primary';

export function AccountLinks() {
  const t = useT();
  const href = useHref();
  const user = useClientState((s) => s.userInfo);
  if (user) {
    return (
      <Link href={href({ type: 'account', screen: 'center' })} className={ICON_LINK}>
        <UserIcon />
        <span className="max-w-32 truncate">{user.firstName || user.email || user.mobile || t('nav.account')}</span>
      </Link>
    );
  }
  return (
    <div className="flex items-center">
      <Link href={href({ type: 'auth', screen: 'signin' })} className={ICON_LINK}>
        <UserIcon />
        <span className="sr-only sm:not-sr-only">{t('nav.signIn')}</span>
      </Link>
      <Link href={href({ type: 'auth', screen: 'signup' })} className={`${ICON_LINK} hidden sm:flex`}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}

export function CartLink() {
  const t = useT();
  const href = useHref();
  const count = useClientState((s) => s.cartNum);
  return (
    <>
      <Link href={href({ type: 'cart' })} onClick={openCartDrawerOnClick} onPointerEnter={preloadCartDrawer} onFocus={preloadCartDrawer} aria-haspopup="dialog" className={`${ICON_LINK} relative`}>
        <CartIcon />
        <span className="sr-only">{t('nav.cart')}</span>
        <span
          data-testid="cart-count"
          className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 ${count > 0 ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700'}`}
        >
          {count}
        </span>
      </Link>
      <CartDrawerHost />
    </>
  );
}
