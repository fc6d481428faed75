/** The order section: the orders feature's order page with the payments feature's Stripe form and the reviews feature's prompt. */
import type { ComponentProps } from 'react';
import OrderDetail from '../../features/orders/sections/OrderDetail.tsx';
import { StripePay } from '../../features/payments/payment-views.ts';
import { OrderReviews } from '../../features/reviews/review-views.ts';

export default function OrderDetailSection(props: Omit<ComponentProps<typeof OrderDetail>, 'StripePay' | 'OrderReviews'>) {
  return <OrderDetail {...props} StripePay={StripePay} OrderReviews={OrderReviews} />;
}
