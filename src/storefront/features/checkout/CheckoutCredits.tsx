/**
 * Spending credits at checkout (signed-in customers with a balance): the balance and the most this
 * order can use, a switch to use them and how many. The summary beside it is priced with them by
 * the server, and the order is placed with them.
 */
import { useId } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useT } from '../../lib/site.ts';

interface Props {
  credits: NonNullable<Cart['credits']>;
  /** The credits the customer chose to spend (0: none). */
  wanted: number;
  onChange(credits: number): void;
}

export function CheckoutCredits({ credits, wanted, onChange }: Props) {
  const t = useT();
  const id = useId();
  const using = wanted > 0 && credits.usable > 0;
  const clamp = (value: number) => Math.max(0, Math.min(credits.usable, Math.floor(Number.isFinite(value) ? value : 0)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-theme border border-border p-4">
      <legend className="px-1 text-xl font-semibold text-title">{t('checkout.credits.title')}</legend>
      <p className="text-sm text-description" id={`${id}-balance`}>
        {t('checkout.credits.balance', { balance: credits.balance, usable: credits.usable })}
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={using}
          disabled={credits.usable === 0}
          aria-describedby={`${id}-balance`}
          onChange={(e) => onChange(e.target.checked ? credits.usable : 0)}
        />
        <span className="font-medium text-title">{t('checkout.credits.use')}</span>
      </label>
      {using && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-amount`} className="text-sm font-medium">
            {t('checkout.credits.amount')}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={0}
            max={credits.usable}
            step={1}
            value={wanted}
            onChange={(e) => onChange(clamp(e.target.valueAsNumber))}
            className="w-40 rounded-theme border border-border bg-white px-3 py-2.5"
          />
        </div>
      )}
    </fieldset>
  );
}
