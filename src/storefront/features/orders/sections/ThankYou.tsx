/**
 * After placing an order: the thanks, the order number and pay status, what was bought and the
 * totals, payment instructions for a bank transfer, and the ways on (the order, more shopping).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useRevalidator } from '../../../lib/router/index.ts';
import { orderPayStripe } from '../../../../shared/calls/orders.ts';
import { call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { useClientState } from '../../../app/store.ts';
import { OrderItems } from '../OrderLines.tsx';
import { OrderStatus } from '../OrderStatus.tsx';
import { PaymentDue } from '../PaymentDue.tsx';
import { paymentMethodKey, textOr } from '../order-view.ts';
import { useOrderUpdates } from '../order-updates.ts';
import { dropHandoff, readHandoff, useKeptHandoff, type StripeHandoff, type StripePayProps } from '../../../lib/stripe-handoff.ts';
import type { SectionProps } from '../../../app/section.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

interface ThankYouProps extends SectionProps<'thank-you'> {
  /** Stripe's payment form (the payments feature's), given by the page layer. */
  StripePay?: ComponentType<StripePayProps>;
}

export default function ThankYou({ settings, StripePay }: ThankYouProps) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { search } = useLocation();
  const signedIn = useClientState((s) => s.userInfo !== null);
  const { order } = settings;
  const number = order?.number ?? new URLSearchParams(search).get('order') ?? '';
  const button = 'inline-flex min-h-11 items-center justify-center rounded-theme px-6 font-semibold';
  const revalidator = useRevalidator();
  const awaitingStripe = order?.paymentMethod === 'stripe' && order.actions.includes('pay');
  // Checkout leaves the Stripe hand-off in this tab's session storage (read after hydration);
  // another tab or a reload asks the server for the order's payment again.
  const kept = useKeptHandoff(awaitingStripe ? number : null);
  const [fetched, setFetched] = useState<StripeHandoff | null>(null);
  const [paid, setPaid] = useState(false);
  const guestToken = new URLSearchParams(search).get('token') ?? undefined;
  useEffect(() => {
    // Storage, not `kept`: the first effects after hydration still see the server's (empty) value.
    if (!awaitingStripe || paid || readHandoff(number)) return;
    call(orderPayStripe, { number, guestToken }, { silent: true }).then(setFetched, () => setFetched(null));
  }, [awaitingStripe, paid, number, guestToken]);
  const handoff = awaitingStripe ? (kept ?? fetched) : null;
  useEffect(() => {
    if (order?.payStatus === 'paid') dropHandoff(number);
  }, [order?.payStatus, number]);
  useOrderUpdates((update) => {
    if (update.number === number) void revalidator.revalidate();
  });

  return (
    <div className="container-page max-w-3xl py-12">
      <div className="text-center">
        <h1 className="text-3xl">{t('checkout.thankYou')}</h1>
        {number && <p className="mt-3 text-lg">{t('checkout.thankYouText', { number })}</p>}
        {order?.email && <p className="mt-1 text-description">{t('checkout.updatesTo', { email: order.email })}</p>}
      </div>

      {order ? (
        <div className="mt-10 flex flex-col gap-6">
          <TitledSection id="thankyou-status" title={t('order.fields.payStatus')} className="rounded-theme border border-border p-5" titleClassName="text-lg">
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              <OrderStatus order={order} />
              <span>{textOr(t, paymentMethodKey(order.paymentMethod), order.paymentMethod)}</span>
            </div>
            <PaymentDue order={order} className="mt-4" />
            {awaitingStripe && paid && (
              <p role="status" className="mt-4 text-sm font-medium text-green-800">
                {t('checkout.paymentReceived')}
              </p>
            )}
            {awaitingStripe && handoff && !paid && StripePay && (
              <div className="mt-4">
                <StripePay
                  handoff={handoff}
                  amount={money.format(order.total)}
                  returnUrl={location.href}
                  onPaid={() => {
                    setPaid(true);
                    dropHandoff(number);
                  }}
                />
              </div>
            )}
          </TitledSection>
          <TitledSection id="thankyou-items" title={t('order.fields.products')} className="rounded-theme border border-border p-5" titleClassName="text-lg">
            <OrderItems order={order} />
          </TitledSection>
        </div>
      ) : (
        <p className="mt-8 text-center text-description">{t('checkout.orderUnavailable')}</p>
      )}

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {signedIn && number && (
          <Link href={href({ type: 'account', screen: 'order', slug: number })} className={`${button} border border-primary text-primary hover:bg-primary/5`}>
            {t('checkout.viewOrder')}
          </Link>
        )}
        <Link href={href({ type: 'home' })} className={`${button} bg-primary text-white hover:opacity-90`}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
