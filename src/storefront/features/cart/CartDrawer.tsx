/**
 * The cart drawer (spec §2): a modal side panel with the cart's lines in compact form, the
 * totals and the ways on to the cart page and checkout. Loaded on first open (CartDrawerHost).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router/index.ts';
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { CartLines } from './CartLines.tsx';
import { CartTotals, cartTotals } from '../../components/CartTotals.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { cartCall, cartDrawerReturnFocus, closeCartDrawer, useCart } from '../../app/cart-store.ts';
import { Spinner } from '../../components/Spinner.tsx';

export default function CartDrawer() {
  const t = useT();
  const href = useHref();
  const cart = useCart(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    // Focus goes back to the opener when the drawer closes: the add-to-cart button names itself
    // (it was disabled while adding, so focus had left it), else what had focus, else the
    // header's cart link.
    const active = document.activeElement;
    const opener =
      cartDrawerReturnFocus() ?? (active instanceof HTMLElement && active !== document.body ? active : document.querySelector<HTMLElement>('a[aria-haspopup="dialog"]'));
    if (element && !element.open) element.showModal();
    cartCall('get', {}, { silent: true }).catch(() => undefined);
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // Following a link inside closes the drawer.
  useEffect(() => {
    if (pathname !== openedAt.current) closeCartDrawer();
  }, [pathname]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      onClose={closeCartDrawer}
      onClick={(e) => {
        if (e.target === e.currentTarget) closeCartDrawer();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-text shadow-xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-border px-5 py-4">
          <h2 id="cart-drawer-title" className="text-lg">
            {t('cart.drawerTitle')}
            {cart && cart.count > 0 && <span className="ml-2 text-sm font-normal text-description">{t('cart.itemCount', { count: cart.count })}</span>}
          </h2>
          <button
            type="button"
            onClick={closeCartDrawer}
            aria-label={t('common.close')}
            className="flex size-11 items-center justify-center rounded-theme text-2xl hover:bg-gray-100"
          >
            ×
          </button>
        </div>
        {!cart ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label={t('common.loading')} className="size-8 text-primary" />
          </div>
        ) : cart.lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="text-description">{t('cart.empty')}</p>
            <button type="button" onClick={closeCartDrawer} className="min-h-11 rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90">
              {t('cart.continueShopping')}
            </button>
          </div>
        ) : (
          <>
            <div className="flex-1 overflow-y-auto px-5">
              <CartLines cart={cart} compact />
            </div>
            <div className="flex flex-col gap-3 border-t border-border px-5 py-4">
              <CartTotals totals={cartTotals(cart)} />
              <CheckoutButton cart={cart} />
              <Link
                href={href({ type: 'cart' })}
                className="flex min-h-11 items-center justify-center rounded-theme border border-border font-medium hover:border-primary hover:text-primary"
              >
                {t('cart.viewCart')}
              </Link>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
