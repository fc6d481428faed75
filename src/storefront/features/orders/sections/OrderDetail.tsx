/**
 * One order of the signed-in shopper: state and actions (a countdown while an online payment is
 * awaited, the bank details and due date for a bank transfer), the
 * products and amounts, every field of the order, and its history. Pushed order updates and
 * the end of the pay window reload it.
 */
import type { ComponentType } from 'react';
import { orderGet } from '../../../../shared/calls/orders.ts';
import { call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { OrderActions } from '../OrderActions.tsx';
import { OrderFacts } from '../OrderFacts.tsx';
import { OrderItems } from '../OrderLines.tsx';
import { OrderStatus } from '../OrderStatus.tsx';
import { OrderTimeline } from '../OrderTimeline.tsx';
import { useOrderUpdates } from '../order-updates.ts';
import { PayCountdown } from '../PayCountdown.tsx';
import { PaymentDue } from '../PaymentDue.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';
import type { StripePayProps } from '../../../lib/stripe-handoff.ts';
import { useResetState } from '../../../lib/use-reset-state.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const CARD = 'rounded-theme border border-border bg-white p-5';

interface OrderDetailProps extends SectionProps<'order-detail'> {
  /** Stripe's payment form (the payments feature's), given by the page layer. */
  StripePay?: ComponentType<StripePayProps>;
  /** The review prompt for a received order (the reviews feature's), given by the page layer. */
  OrderReviews?: ComponentType<{ number: string }>;
}

export default function OrderDetail({ settings, StripePay, OrderReviews }: OrderDetailProps) {
  const t = useT();
  const href = useHref();
  const hydrated = useHydrated();
  // A reload or an action answers the order anew; a new page's order replaces it.
  const [order, setOrder] = useResetState(settings.order, [settings.order]);

  const reload = () => {
    call(orderGet, { number: order.number }, { silent: true })
      .then(setOrder)
      .catch(() => undefined);
  };
  useOrderUpdates((update) => {
    if (update.number === order.number) reload();
  });

  const unpaid = order.status === 'in_progress' && order.payStatus === 'unpaid';
  return (
    <div className="container-page py-8">
      <Link href={href({ type: 'account', screen: 'order' })} className="text-sm font-medium text-primary underline">
        {t('order.backToList')}
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl">{t('order.detail')}</h1>
        <p className="font-mono text-description">{order.number}</p>
      </div>

      <section aria-label={t('order.fields.status')} className={`${CARD} mt-6 flex flex-col gap-4`}>
        <OrderStatus order={order} />
        {unpaid && order.payBefore && <PayCountdown key={order.payBefore} payBefore={order.payBefore} onExpired={reload} />}
        <PaymentDue order={order} />
        <OrderActions order={order} onOrder={setOrder} StripePay={StripePay} />
      </section>

      {order.received && OrderReviews && hydrated && <OrderReviews number={order.number} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <TitledSection id="order-products" title={t('order.fields.products')} className={CARD} titleClassName="text-lg">
            <OrderItems order={order} />
          </TitledSection>
          <TitledSection id="order-facts" title={t('order.info')} className={CARD} titleClassName="text-lg">
            <OrderFacts order={order} />
          </TitledSection>
        </div>
        <TitledSection id="order-history" title={t('order.history')} className={`${CARD} h-fit`} titleClassName="mb-4 text-lg">
          <OrderTimeline history={order.history} />
        </TitledSection>
      </div>
    </div>
  );
}
