/**
 * Checkout step 3: the payment method (a card form for the sandbox card), order notes and
 * placing the order. A declined card answers an error (the API client toasts it) and the
 * shopper stays here; retries send the same idempotency key.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { PaymentMethod, PaymentMethods } from '../../../shared/contracts/checkout.ts';
import { checkoutPayments } from '../../../shared/calls/checkout.ts';
import { call } from '../../app/api.ts';
import { StepFooter, SUBMIT_CLASS } from './StepFooter.tsx';
import { useHref, useT } from '../../lib/site.ts';
import type { FieldMessages } from '../../lib/field-messages.ts';
import type { Country } from '../../components/AddressForm.tsx';
import { EMPTY_CARD, toCardInput, validateCard, type CardValues } from '../../lib/card-input.ts';
import { CardFields } from '../../components/CardFields.tsx';
import type { CheckoutSession, SavedAddress } from './checkout-session.ts';
import { CheckoutReview } from './CheckoutReview.tsx';
import { MethodChoices } from './MethodChoices.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { TextAreaField } from '../../components/TextField.tsx';

/** Stripe is offered when the browser can confirm its payments: with a publishable key and Stripe.js. */
export interface StripeSetup {
  publishableKey: string;
  jsUrl: string;
}

interface CheckoutPaymentProps {
  session: CheckoutSession;
  addresses: SavedAddress[];
  countries: Country[];
  /** A patch, or a function of the session as it is when applied (for choices that must see the latest one). */
  onChange(patch: Partial<CheckoutSession> | ((current: CheckoutSession) => Partial<CheckoutSession>)): void;
  /** Places the order; resolves false when it failed (the shopper stays on this step). */
  onPlace(card: CardValues | undefined, stripe: StripeSetup | null): Promise<boolean>;
}

const HINTS: Partial<Record<PaymentMethod, string>> = {
  bank_transfer: 'checkout.bankTransferHint',
  cash_on_delivery: 'checkout.cashOnDeliveryHint',
  stripe: 'checkout.stripeHint',
};

export function CheckoutPayment({ session, addresses, countries, onChange, onPlace }: CheckoutPaymentProps) {
  const t = useT();
  const href = useHref();
  const [methods, setMethods] = useState<PaymentMethods['methods'] | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [stripe, setStripe] = useState<StripeSetup | null>(null);

  useEffect(() => {
    // An answer that arrives after the step was left (back to shipping and here again) is not this step's.
    let live = true;
    call(checkoutPayments, {})
      .then((answer) => {
        if (!live) return null;
        const setup = answer.stripePublishableKey && answer.stripeJsUrl ? { publishableKey: answer.stripePublishableKey, jsUrl: answer.stripeJsUrl } : null;
        setStripe(setup);
        return answer.methods.filter((m) => m.id !== 'stripe' || setup);
      })
      .then((list) => {
        if (!list) return;
        setMethods(list);
        // The first method is the default only when none the shop offers is chosen, judged on the
        // session as it is when the list arrives: a method picked meanwhile stays picked.
        const first = list[0];
        if (first) onChange((current) => (list.some((m) => m.id === current.paymentMethod) ? {} : { paymentMethod: first.id }));
      })
      .catch(() => {
        if (live) setMethods([]);
      });
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !session.paymentMethod) return;
    const byCard = session.paymentMethod === 'sandbox_card';
    const found = byCard ? validateCard(card) : {};
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const placed = await onPlace(byCard ? toCardInput(card) : undefined, session.paymentMethod === 'stripe' ? stripe : null);
    if (!placed) setBusy(false);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-8">
      <CheckoutReview session={session} addresses={addresses} countries={countries} showMethod />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xl font-semibold text-title">{t('checkout.paymentMethod')}</legend>
        <p className="mb-2 text-sm text-description">{t('checkout.secure')}</p>
        <MethodChoices methods={methods} noneText={t('checkout.noPaymentMethod')}>
          {(m) => {
            const picked = session.paymentMethod === m.id;
            const hint = HINTS[m.id];
            return (
              <div key={m.id} className={`rounded-theme border ${picked ? 'border-primary bg-primary/5' : 'border-border'}`}>
                <label className="flex min-h-14 cursor-pointer items-center gap-3 p-3">
                  <input type="radio" name="payment-method" className="accent-primary" checked={picked} onChange={() => onChange({ paymentMethod: m.id })} />
                  <span className="font-medium text-title">{m.name}</span>
                </label>
                {picked && hint && <p className="px-3 pb-3 text-sm">{t(hint)}</p>}
                {picked && m.id === 'sandbox_card' && (
                  <div className="border-t border-border p-3">
                    <CardFields values={card} errors={errors} onChange={setCard} />
                  </div>
                )}
              </div>
            );
          }}
        </MethodChoices>
      </fieldset>
      <TextAreaField label={t('checkout.remarks')} rows={3} maxLength={500} value={session.remarks} onChange={(e) => onChange({ remarks: e.target.value })} />
      <StepFooter backHref={href({ type: 'checkout', slug: 'shipping' })} backLabel={t('checkout.returnToShipping')}>
        <BusyButton type="submit" busy={busy} disabled={busy || !methods?.length} className={`flex items-center justify-center gap-2 ${SUBMIT_CLASS}`}>
          {busy ? t('checkout.processingPayment') : t('checkout.placeOrder')}
        </BusyButton>
      </StepFooter>
    </form>
  );
}
