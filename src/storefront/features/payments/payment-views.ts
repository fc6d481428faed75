/**
 * Stripe's card form, on the thank-you page and an unpaid order (the page layer hands it to the
 * orders feature): only shoppers paying by Stripe download it.
 */
import { lazyView } from '../../app/lazy-view.tsx';

export const StripePay = lazyView(() => import('./StripePay.tsx'));
