/** Coupon code entry of the cart: apply a code, remove an applied one, and why a code does not apply. */
import { useState, type FormEvent } from 'react';
import type { Cart, CouponRejection } from '../../../shared/contracts/cart.ts';
import { ApiError } from '../../app/api.ts';
import { useMoney, useT } from '../../lib/site.ts';
import { toast } from '../../app/toast.tsx';
import { cartCall } from '../../app/cart-store.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { TextField } from '../../components/TextField.tsx';

export function CouponEntry({ cart }: { cart: Cart }) {
  const t = useT();
  const money = useMoney();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('validation.required', { 0: t('cart.couponCode') }));
      return;
    }
    setBusy(value);
    try {
      await cartCall('coupon/apply', { code: value }, { silent: true });
      setError(null);
      setCode('');
      toast(t('cart.couponApplied'), 'success');
    } catch (err) {
      // A refused code stays in the field with the reason under it; it is not added to the cart.
      if (err instanceof ApiError) setError(refusal(err.message, err.data as Partial<CouponRejection> | null));
    } finally {
      setBusy(null);
    }
  };

  /** The reason a code does not apply; a threshold is shown in the shopper's currency. */
  const refusal = (message: string, data: Partial<CouponRejection> | null) =>
    data?.reason === 'COUPON_THRESHOLD' && typeof data.threshold === 'number' ? t('cart.couponThreshold', { amount: money.format(data.threshold) }) : message;

  const remove = async (applied: string) => {
    setBusy(applied);
    try {
      await cartCall('coupon/remove', { code: applied });
      toast(t('cart.couponRemoved'), 'success');
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(null);
    }
  };

  const codes = [
    ...cart.coupons.map((c) => ({ code: c.code, message: null as string | null })),
    ...cart.rejectedCoupons.map((r) => ({ code: r.code, message: refusal(r.message, r) })),
  ];
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={apply} noValidate className="flex items-start gap-2">
        <TextField
          label={t('cart.couponCode')}
          className="flex-1"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <BusyButton
          type="submit"
          busy={busy !== null && busy === code.trim()}
          disabled={busy !== null}
          className="mt-6 flex h-[46px] items-center gap-2 rounded-theme border border-title px-4 font-medium text-title hover:bg-gray-50 disabled:opacity-50"
        >
          {t('cart.applyCoupon')}
        </BusyButton>
      </form>
      {codes.length > 0 && (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {codes.map(({ code: applied, message }) => (
            <li key={applied} className="flex flex-col gap-1">
              <span className="flex items-center gap-2">
                <span
                  className={`rounded-theme border px-2 py-1 font-mono text-sm ${message ? 'border-red-700 text-red-700 line-through' : 'border-green-800 text-green-800'}`}
                >
                  {applied}
                </span>
                <BusyButton
                  type="button"
                  onClick={() => remove(applied)}
                  busy={busy === applied}
                  disabled={busy !== null}
                  aria-label={`${t('cart.removeCoupon')} ${applied}`}
                  className="flex min-h-11 items-center gap-1 px-1 text-sm text-description underline hover:text-primary disabled:opacity-50"
                >
                  {t('common.remove')}
                </BusyButton>
              </span>
              {message && <span className="text-sm text-red-700">{message}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
