/** Stripe's card form, on the thank-you page and an unpaid order: only shoppers paying by Stripe download it. */
import { lazyView } from '../../app/lazy-view.tsx';

export const StripePay = lazyView(() => import('./StripePay.tsx'));
