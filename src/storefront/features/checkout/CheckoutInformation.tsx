/**
 * Checkout step 1: contact e-mail and the shipping address. Customers pick a saved address or
 * enter a new one (optionally saved to the address book); guests enter one.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { useForm } from '../../app/use-form.ts';
import { AddressLines } from '../../components/AddressCard.tsx';
import { AddressForm, type Country } from '../../components/AddressForm.tsx';
import {
  chosenAddress,
  INFORMATION_LABELS,
  informationBody,
  InformationStep,
  keepEdited,
  shippingCountry,
  type CheckoutSession,
  type SavedAddress,
} from './checkout-session.ts';
import { TextField } from '../../components/TextField.tsx';

interface CheckoutInformationProps {
  /** The page's session: first the one rendered with the page, then the stored one once read. */
  session: CheckoutSession;
  signedIn: boolean;
  addresses: SavedAddress[];
  countries: Country[];
  /** Every edit, so a reload keeps what was typed. */
  onDraft(session: CheckoutSession): void;
  onContinue(session: CheckoutSession): void;
}

export function CheckoutInformation({ session, signedIn, addresses, countries, onDraft, onContinue }: CheckoutInformationProps) {
  const t = useT();
  const href = useHref();
  const [draft, setDraft] = useState(session);
  // A new session (the stored one, read after the page came up) replaces the draft's fields the
  // shopper has not changed; what was already typed stays.
  const [base, setBase] = useState(session);
  if (session !== base) {
    setBase(session);
    setDraft((d) => keepEdited(session, d, base));
  }
  const form = useForm({
    schema: InformationStep,
    values: draft,
    toBody: (d) => informationBody(d, addresses),
    labels: INFORMATION_LABELS,
    fieldOf: (path) => path.replace(/^address\./, ''),
  });
  const { errors } = form;
  useEffect(() => onDraft(draft), [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const savedChosen = chosenAddress(draft, addresses) !== null;

  const update = (change: (d: CheckoutSession) => CheckoutSession, field?: string) => {
    setDraft(change);
    if (field) form.edited(field);
  };
  const set = (patch: Partial<CheckoutSession>, field?: string) => update((d) => ({ ...d, ...patch }), field);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.submit();
    if (!checked.ok) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${checked.first}"]`)?.focus();
      return;
    }
    // Another country may have other shipping methods.
    const sameCountry = shippingCountry(draft, addresses) === shippingCountry(session, addresses);
    onContinue({ ...draft, email: draft.email.trim(), shippingMethod: sameCountry ? draft.shippingMethod : null });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-xl font-semibold text-title">{t('checkout.contact')}</legend>
        <TextField
          label={t('checkout.email')}
          type="email"
          data-field="email"
          autoComplete="email"
          maxLength={254}
          value={draft.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value }, 'email')}
          onBlur={() => form.touch('email')}
        />
        {!signedIn && (
          <p className="text-sm">
            {t('checkout.haveAccount')}{' '}
            <Link
              href={`${href({ type: 'auth', screen: 'signin' })}?redirect=${encodeURIComponent(href({ type: 'checkout', slug: 'information' }))}`}
              className="font-medium text-primary underline"
            >
              {t('nav.signIn')}
            </Link>
          </p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-xl font-semibold text-title">{t('checkout.shippingAddress')}</legend>
        {addresses.length > 0 && (
          <div className="flex flex-col gap-2">
            {addresses.map((a) => (
              <label
                key={a.id}
                className={`flex cursor-pointer gap-3 rounded-theme border p-3 ${draft.addressId === a.id ? 'border-primary bg-primary/5' : 'border-border'}`}
              >
                <input type="radio" name="saved-address" className="mt-1 accent-primary" checked={draft.addressId === a.id} onChange={() => set({ addressId: a.id })} />
                <AddressLines address={a} countryName={countryName} />
              </label>
            ))}
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-theme border p-3 text-sm ${!savedChosen ? 'border-primary bg-primary/5' : 'border-border'}`}
            >
              <input type="radio" name="saved-address" className="accent-primary" checked={!savedChosen} onChange={() => set({ addressId: null })} />
              {t('checkout.newAddress')}
            </label>
          </div>
        )}
        {!savedChosen && (
          <>
            <AddressForm
              values={draft.address}
              errors={errors}
              countries={countries}
              onChange={(field, value) => update((d) => ({ ...d, address: { ...d.address, [field]: value } }), field)}
              onBlur={form.touch}
            />
            {signedIn && (
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" checked={draft.saveAddress} onChange={(e) => set({ saveAddress: e.target.checked })} />
                {t('checkout.saveAddress')}
              </label>
            )}
          </>
        )}
      </fieldset>

      <div className="flex flex-col-reverse items-center justify-between gap-4 sm:flex-row">
        <Link href={href({ type: 'cart' })} className="text-sm font-medium text-primary underline">
          {t('checkout.returnToCart')}
        </Link>
        <button type="submit" className="min-h-12 w-full rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 sm:w-auto">
          {t('checkout.continueToShipping')}
        </button>
      </div>
    </form>
  );
}
