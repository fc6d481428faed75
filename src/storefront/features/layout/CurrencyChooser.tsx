/** The currency chooser: prices are shown converted; the store remembers the choice. */
import { useId } from 'react';
import { CURRENCIES, CURRENCY_CODES, isCurrency } from '../../../shared/money.ts';
import { useT } from '../../app/site.tsx';
import { setState, useClientState } from '../../app/store.ts';

export function CurrencyChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const currency = useClientState((s) => s.currency);
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('currency.label')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(e) => {
          if (isCurrency(e.target.value)) setState({ currency: e.target.value });
        }}
        className="max-w-48 rounded-theme border border-border bg-white px-2 py-1 text-sm"
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${CURRENCIES[code].symbol} ${code} · ${t(`currency.${code}`)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
