/**
 * Paying an order by Stripe: Stripe's Payment Element (card fields served by Stripe) and a pay
 * button. A declined card shows Stripe's reason and the shopper may try again with the same
 * payment; success is reported at once, and the order turns paid when Stripe's webhook arrives.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLang, useT } from '../../lib/site.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import type { StripePayProps } from '../../lib/stripe-handoff.ts';
import { loadStripe, type StripeClient, type StripeElements } from './stripe-js.ts';

type Phase = 'loading' | 'ready' | 'paying' | 'failed-to-load';

export default function StripePay({ handoff, amount, returnUrl, onPaid }: StripePayProps) {
  const t = useT();
  const { lang } = useLang();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let destroyed = false;
    let element: ReturnType<StripeElements['create']> | undefined;
    loadStripe(handoff.jsUrl, handoff.publishableKey, lang)
      .then((client) => {
        if (destroyed || !mountPoint.current) return;
        const elements = client.elements({ clientSecret: handoff.clientSecret });
        element = elements.create('payment');
        element.on('ready', () => !destroyed && setPhase('ready'));
        element.mount(mountPoint.current);
        stripe.current = { client, elements };
      })
      .catch(() => !destroyed && setPhase('failed-to-load'));
    return () => {
      destroyed = true;
      element?.destroy();
    };
  }, [handoff.clientSecret, handoff.jsUrl, handoff.publishableKey, lang]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current || phase !== 'ready') return;
    setPhase('paying');
    setError(null);
    const { client, elements } = stripe.current;
    const result: Awaited<ReturnType<StripeClient['confirmPayment']>> = await client
      .confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
      .catch(() => ({ error: {} }));
    if (result.error || !result.paymentIntent || !['succeeded', 'processing'].includes(result.paymentIntent.status)) {
      setError(result.error?.message || t('checkout.stripeDeclined'));
      setPhase('ready');
      return;
    }
    onPaid();
  };

  if (phase === 'failed-to-load') {
    return (
      <p role="alert" className="rounded-theme border border-red-700 p-3 text-sm text-red-700">
        {t('checkout.stripeUnavailable')}
      </p>
    );
  }
  return (
    <form onSubmit={pay} aria-label={t('checkout.payByCard')} className="flex flex-col gap-4">
      {phase === 'loading' && <Spinner label={t('common.loading')} className="size-6 text-primary" />}
      <div ref={mountPoint} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <BusyButton
        type="submit"
        busy={phase === 'paying'}
        disabled={phase !== 'ready'}
        className="flex min-h-12 items-center justify-center gap-2 rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {phase === 'paying' ? t('checkout.processingPayment') : t('checkout.payAmount', { amount })}
      </BusyButton>
    </form>
  );
}
