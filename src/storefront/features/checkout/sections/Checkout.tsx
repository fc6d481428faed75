/**
 * Checkout in three steps (information → shipping → payment) with the order summary beside each.
 * What the shopper entered lives in session storage between the steps; a step whose earlier
 * steps are not done sends the shopper back to the first that is not.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Cart } from '../../../../shared/contracts/cart.ts';
import { checkoutPlace, checkoutShipping } from '../../../../shared/calls/checkout.ts';
import { call } from '../../../app/api.ts';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { useHref, useLang, useT } from '../../../lib/site.ts';
import { useClientState } from '../../../app/store.ts';
import type { CardValues } from '../../../lib/card-input.ts';
import { cartCall, forgetCart, useCart } from '../../../app/cart-store.ts';
import { CheckoutCredits } from '../CheckoutCredits.tsx';
import { CheckoutInformation } from '../CheckoutInformation.tsx';
import { CheckoutPayment, type StripeSetup } from '../CheckoutPayment.tsx';
import { CheckoutShipping } from '../CheckoutShipping.tsx';
import { CheckoutSteps } from '../CheckoutSteps.tsx';
import { CheckoutSummary } from '../CheckoutSummary.tsx';
import { usePricedSummary } from '../use-priced-summary.ts';
import {
  allowedStep,
  cartFingerprint,
  checkoutBody,
  clearSession,
  readSession,
  sessionForCart,
  shippingCountry,
  writeSession,
  type CheckoutSession,
  type CheckoutStep,
  type ShippingMethodView,
} from '../checkout-session.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { keepHandoff } from '../../../lib/stripe-handoff.ts';
import type { SectionProps } from '../../../app/section.ts';
import { EmptyCart } from '../../../components/EmptyCart.tsx';

export default function Checkout({ settings }: SectionProps<'checkout'>) {
  const t = useT();
  const href = useHref();
  const navigate = useAppNavigate();
  const { lang } = useLang();
  const currency = useClientState((s) => s.currency);
  const { step, user, addresses = [], countries = [] } = settings;
  const cart = useCart(settings.cart);
  const fingerprint = cart ? cartFingerprint(cart) : '';
  const defaults = { email: user?.email ?? '', addressId: (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null };
  const [session, setSession] = useState<CheckoutSession | null>(null);
  // The session the page is rendered with until the stored one is read (session storage is the browser's).
  const pageSession = useMemo(() => sessionForCart(null, fingerprint, defaults, () => ''), [fingerprint]); // eslint-disable-line react-hooks/exhaustive-deps
  // Past the information step the summary is priced with the chosen method, as the order will be.
  const chosenMethod = step === 'information' ? null : (session?.shippingMethod?.id ?? null);
  const summary = usePricedSummary(cart, session ? shippingCountry(session, addresses) : '', chosenMethod, user && step === 'payment' ? (session?.credits ?? 0) : 0);
  // The credits as last priced: kept while a new estimate (another amount) is on its way, so the control stays put.
  const [creditsShown, setCreditsShown] = useState<Cart['credits']>(undefined);
  if (summary?.credits && summary.credits !== creditsShown) setCreditsShown(summary.credits);

  useEffect(() => {
    cartCall('get', {}, { silent: true }).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!fingerprint) return;
    const next = sessionForCart(readSession(), fingerprint, defaults);
    writeSession(next);
    setSession(next);
  }, [fingerprint]); // eslint-disable-line react-hooks/exhaustive-deps
  // The step to show: this one, or the first earlier step not done (none until the session is read).
  // Whenever they differ (opened directly, or a cart change reset the shipping method) the address follows.
  const allowed = session ? allowedStep(step, session, addresses) : null;
  useEffect(() => {
    if (allowed && allowed !== step) navigate(href({ type: 'checkout', slug: allowed }), { replace: true });
  }, [step, allowed]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (patch: Partial<CheckoutSession> | ((current: CheckoutSession) => Partial<CheckoutSession>)) =>
    setSession((s) => {
      const next = { ...s!, ...(typeof patch === 'function' ? patch(s!) : patch) };
      writeSession(next);
      return next;
    });
  const goTo = (next: CheckoutStep, patch: Partial<CheckoutSession>) => {
    update(patch);
    navigate(href({ type: 'checkout', slug: next }));
  };
  const pickMethod = (method: ShippingMethodView) => ({ ...method, lang });
  // A method picked on a page of another language is named in that language: ask for it again.
  const method = session?.shippingMethod;
  useEffect(() => {
    if (!session || !method || method.lang === lang) return;
    let live = true;
    call(checkoutShipping, { country: shippingCountry(session, addresses) }, { silent: true })
      .then(({ methods }) => {
        if (!live) return;
        const same = methods.find((m) => m.id === method.id);
        update({ shippingMethod: same ? pickMethod(same) : null });
        if (!same && step === 'payment') navigate(href({ type: 'checkout', slug: 'shipping' }), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang, method?.id, method?.lang]); // eslint-disable-line react-hooks/exhaustive-deps

  const place = async (card: CardValues | undefined, stripe: StripeSetup | null): Promise<boolean> => {
    if (!session) return false;
    try {
      const answer = await call(checkoutPlace, checkoutBody(session, addresses, { signedIn: Boolean(user), card, currency }));
      // A Stripe order is paid on the thank-you page, with Stripe's card form.
      if (answer.clientSecret && stripe) keepHandoff(answer.orderNumber, { clientSecret: answer.clientSecret, ...stripe });
      clearSession();
      forgetCart();
      const query = new URLSearchParams({ order: answer.orderNumber });
      if (!user && answer.guestToken) query.set('token', answer.guestToken);
      navigate(`${href({ type: 'checkout-thankyou' })}?${query}`, { replace: true });
      return true;
    } catch {
      // The API client has shown why (a declined card, a price or stock change); prices may have moved.
      cartCall('get', {}, { silent: true }).catch(() => undefined);
      return false;
    }
  };

  if (!cart || cart.lines.length === 0) return <EmptyCart title={t('checkout.title')} />;

  const shared = { addresses, countries };
  const ready = session && allowed === step;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('checkout.title')}</h1>
      <div className="mt-3">
        <CheckoutSteps current={step} />
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          {step === 'information' ? (
            // One form throughout: the stored session, once read, fills what the shopper has not typed yet.
            <CheckoutInformation
              session={session ?? pageSession}
              signedIn={Boolean(user)}
              onDraft={session ? writeSession : () => undefined}
              onContinue={(next) => goTo('shipping', next)}
              {...shared}
            />
          ) : !ready ? (
            <Spinner label={t('common.loading')} className="size-8 text-primary" />
          ) : step === 'shipping' ? (
            <CheckoutShipping
              session={session}
              onPick={(m) => update({ shippingMethod: pickMethod(m) })}
              onContinue={(m) => goTo('payment', { shippingMethod: pickMethod(m) })}
              {...shared}
            />
          ) : (
            <div className="flex flex-col gap-8">
              {user && creditsShown && creditsShown.balance > 0 && (
                <CheckoutCredits credits={creditsShown} wanted={session.credits ?? 0} onChange={(credits) => update({ credits })} />
              )}
              <CheckoutPayment session={session} onChange={update} onPlace={place} {...shared} />
            </div>
          )}
        </div>
        <CheckoutSummary cart={summary ?? cart} />
      </div>
    </div>
  );
}
