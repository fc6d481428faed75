/** The page of an empty cart (the cart page, checkout): its title, that the cart is empty, and the way back to shopping. */
import { useHref, useT } from '../lib/site.ts';
import { Link } from './Link.tsx';

export function EmptyCart({ title }: { title: string }) {
  const t = useT();
  const href = useHref();
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4 text-description">{t('cart.empty')}</p>
      <Link href={href({ type: 'home' })} className="mt-6 inline-flex min-h-11 items-center rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
