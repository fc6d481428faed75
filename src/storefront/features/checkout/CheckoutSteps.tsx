/** The checkout's step indicator: earlier steps link back, the current one is marked for assistive tech. */
import { CHECKOUT_STEPS } from '../../../shared/constants.ts';
import { Link } from '../../app/navigation.tsx';
import { useHref, useT } from '../../app/site.tsx';
import type { CheckoutStep } from './checkout-session.ts';

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useT();
  const href = useHref();
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        <li>
          <Link href={href({ type: 'cart' })} className="text-primary underline">
            {t('cart.title')}
          </Link>
        </li>
        {CHECKOUT_STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-description">
              ›
            </span>
            {i < index ? (
              <Link href={href({ type: 'checkout', slug: step })} className="text-primary underline">
                {t(`checkout.steps.${step}`)}
              </Link>
            ) : (
              <span aria-current={i === index ? 'step' : undefined} className={i === index ? 'font-semibold text-title' : 'text-description'}>
                {t(`checkout.steps.${step}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
