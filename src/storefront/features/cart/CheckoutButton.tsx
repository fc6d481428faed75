/** The cart's way on to checkout; disabled, with the reason, while a line is out of stock. */
import type { Cart } from '../../../shared/contracts/cart.ts';
import { Link } from '../../app/navigation.tsx';
import { useHref, useT } from '../../app/site.tsx';

export function CheckoutButton({ cart, onNavigate }: { cart: Cart; onNavigate?(): void }) {
  const t = useT();
  const href = useHref();
  const blocked = cart.lines.some((l) => l.warning === 'out_of_stock');
  const style = 'flex min-h-12 w-full items-center justify-center rounded-theme bg-primary px-6 font-semibold text-white';
  if (blocked) {
    return (
      <div className="flex flex-col gap-2">
        <button type="button" disabled className={`${style} cursor-not-allowed opacity-50`}>
          {t('cart.checkout')}
        </button>
        <p className="text-sm text-red-700">{t('cart.removeUnavailable')}</p>
      </div>
    );
  }
  return (
    <Link href={href({ type: 'checkout', slug: 'information' })} onClick={onNavigate} className={`${style} hover:opacity-90`}>
      {t('cart.checkout')}
    </Link>
  );
}
