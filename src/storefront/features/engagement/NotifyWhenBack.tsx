/**
 * "Tell me when it is back", beside an out-of-stock variant or product: a signed-in customer is
 * told at their account's address with one click; a visitor gives an address first.
 */
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '../../../shared/constants.ts';
import { stockAlertAdd } from '../../../shared/calls/engagement.ts';
import { call } from '../../app/api.ts';
import { useClientState } from '../../app/store.ts';
import { toast } from '../../app/toast.tsx';
import { useT } from '../../lib/site.ts';

export function NotifyWhenBack({ productId, variantId }: { productId: number; variantId?: number }) {
  const t = useT();
  const id = useId();
  const signedIn = useClientState((s) => Boolean(s.xAuth));
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (address?: string) => {
    setBusy(true);
    try {
      await call(stockAlertAdd, { productId, ...(variantId ? { variantId } : {}), ...(address ? { email: address } : {}) });
      toast(t('product.notifyAdded'), 'success');
      setDone(true);
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t(value ? 'validation.emailFormat' : 'validation.emailRequired'));
      return;
    }
    setError(null);
    void send(value);
  };

  const button = 'rounded-theme border border-primary px-4 py-2 text-sm font-medium text-primary hover:bg-primary hover:text-white disabled:opacity-60';
  if (done) {
    return (
      <p role="status" className="text-sm text-green-800">
        {t('product.notifyAdded')}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={`${button} self-start`} disabled={busy} onClick={() => (signedIn ? void send() : setOpen(true))}>
        {t('product.notifyMe')}
      </button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('product.notifyMe')} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('product.notifyEmail')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          placeholder={t('product.notifyEmail')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-theme border border-border bg-white px-3 py-2 text-sm"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={button} disabled={busy} aria-busy={busy}>
        {t('product.notifySubmit')}
      </button>
    </form>
  );
}
