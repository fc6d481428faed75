/** Checkout step 2: the shipping methods for the address's country, with fee and delivery days. */
import { useEffect, useState, type FormEvent } from 'react';
import { checkoutShipping } from '../../../shared/calls/checkout.ts';
import { call } from '../../app/api.ts';
import { StepFooter, SUBMIT_CLASS } from './StepFooter.tsx';
import { useHref, useMoney, useT } from '../../lib/site.ts';
import type { Country } from '../../components/AddressForm.tsx';
import { shippingCountry, type CheckoutSession, type SavedAddress, type ShippingMethodView } from './checkout-session.ts';
import { CheckoutReview } from './CheckoutReview.tsx';
import { MethodChoices } from './MethodChoices.tsx';

interface CheckoutShippingProps {
  session: CheckoutSession;
  addresses: SavedAddress[];
  countries: Country[];
  /** The method picked, for the summary's shipping line. */
  onPick(method: ShippingMethodView): void;
  onContinue(method: ShippingMethodView): void;
}

export function CheckoutShipping({ session, addresses, countries, onPick, onContinue }: CheckoutShippingProps) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const country = shippingCountry(session, addresses);
  const [methods, setMethods] = useState<ShippingMethodView[] | null>(null);
  const [picked, setPicked] = useState<number | null>(session.shippingMethod?.id ?? null);

  useEffect(() => {
    let live = true;
    call(checkoutShipping, { country })
      .then(({ methods: list }) => {
        if (!live) return;
        setMethods(list);
        const keep = list.find((m) => m.id === session.shippingMethod?.id) ?? list[0];
        if (keep) {
          setPicked(keep.id);
          onPick(keep);
        }
      })
      .catch(() => live && setMethods([]));
    return () => {
      live = false;
    };
  }, [country]); // eslint-disable-line react-hooks/exhaustive-deps

  const chosen = methods?.find((m) => m.id === picked) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onContinue(chosen);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-8">
      <CheckoutReview session={session} addresses={addresses} countries={countries} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-3 text-xl font-semibold text-title">{t('checkout.shippingMethod')}</legend>
        <MethodChoices methods={methods} noneText={t('checkout.shippingUnavailable')}>
          {(m) => (
            <label
              key={m.id}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-theme border p-3 ${picked === m.id ? 'border-primary bg-primary/5' : 'border-border'}`}
            >
              <input
                type="radio"
                name="shipping-method"
                className="accent-primary"
                checked={picked === m.id}
                onChange={() => {
                  setPicked(m.id);
                  onPick(m);
                }}
              />
              <span className="flex-1">
                <span className="block font-medium text-title">{m.name}</span>
                <span className="block text-sm text-gray-700">{t('checkout.deliveryDays', { min: m.minDays, max: m.maxDays })}</span>
              </span>
              <span className="font-medium">{m.fee === 0 ? t('common.free') : money.format(m.fee)}</span>
            </label>
          )}
        </MethodChoices>
      </fieldset>
      <StepFooter backHref={href({ type: 'checkout', slug: 'information' })} backLabel={t('checkout.returnToInformation')}>
        <button type="submit" disabled={!chosen} className={SUBMIT_CLASS}>
          {t('checkout.continueToPayment')}
        </button>
      </StepFooter>
    </form>
  );
}
