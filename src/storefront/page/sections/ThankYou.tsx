/** The thank-you section: the orders feature's page with the payments feature's Stripe form. */
import type { ComponentProps } from 'react';
import ThankYou from '../../features/orders/sections/ThankYou.tsx';
import { StripePay } from '../../features/payments/payment-views.ts';

export default function ThankYouSection(props: Omit<ComponentProps<typeof ThankYou>, 'StripePay'>) {
  return <ThankYou {...props} StripePay={StripePay} />;
}
