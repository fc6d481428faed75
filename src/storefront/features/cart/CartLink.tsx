/**
 * The header's cart link with the cart count, and the cart drawer beside it. The header lays it
 * out (its class); the page layer puts it into the header section.
 */
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { useClientState } from '../../app/store.ts';
import { CartIcon } from '../../components/Icons.tsx';
import { CartDrawerHost, openCartDrawerOnClick, preloadCartDrawer } from './CartDrawerHost.tsx';

export function CartLink({ className }: { className: string }) {
  const t = useT();
  const href = useHref();
  const count = useClientState((s) => s.cartNum);
  return (
    <>
      <Link
        href={href({ type: 'cart' })}
        onClick={openCartDrawerOnClick}
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        aria-haspopup="dialog"
        className={`${className} relative`}
      >
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
