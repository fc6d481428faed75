/**
 * The cart page: lines with quantity controls and stock warnings, coupon entry, the applied
 * promotion, totals and the way to checkout. Server-rendered from the page's cart, refreshed
 * from the API once on the client (the page may come from the session cache).
 */
import { useEffect } from 'react';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { CartLines } from '../CartLines.tsx';
import { CheckoutButton } from '../CheckoutButton.tsx';
import { CartTotals, cartTotals } from '../../../components/CartTotals.tsx';
import { cartCall, useCart } from '../../../app/cart-store.ts';
import { CouponEntry } from '../CouponEntry.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { EmptyCart } from '../../../components/EmptyCart.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

export default function Cart({ settings }: SectionProps<'cart'>) {
  const t = useT();
  const href = useHref();
  const cart = useCart(settings.cart);
  useEffect(() => {
    cartCall('get', {}, { silent: true }).catch(() => undefined);
  }, []);

  if (!cart || cart.lines.length === 0) return <EmptyCart title={t('cart.title')} />;

  return (
    <div className="container-page py-10">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-3xl">{t('cart.title')}</h1>
        <p className="text-description">{t('cart.itemCount', { count: cart.count })}</p>
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <section aria-label={t('cart.items')}>
          <CartLines cart={cart} />
          <Link href={href({ type: 'home' })} className="mt-6 block w-fit text-sm font-medium text-primary underline">
            {t('cart.continueShopping')}
          </Link>
        </section>
        <TitledSection
          id="cart-summary"
          title={t('checkout.orderSummary')}
          className="flex h-fit flex-col gap-6 rounded-theme border border-border bg-white p-6 lg:sticky lg:top-4"
          titleClassName="text-xl"
        >
          <CouponEntry cart={cart} />
          <CartTotals totals={cartTotals(cart)} />
          <CheckoutButton cart={cart} />
        </TitledSection>
      </div>
    </div>
  );
}
