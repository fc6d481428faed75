/** The currency chooser: prices are shown converted; the store remembers the choice. */
import { CURRENCIES, CURRENCY_CODES, isCurrency } from '../../../shared/money.ts';
import { useT } from '../../lib/site.ts';
import { setState, useClientState } from '../../app/store.ts';
import { Select } from '../../components/Select.tsx';

export function CurrencyChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const currency = useClientState((s) => s.currency);
  return (
    <Select
      label={t('currency.label')}
      hideLabel
      className={className}
      selectClassName="max-w-48 px-2 py-1 text-sm"
      value={currency}
      onChange={(e) => {
        if (isCurrency(e.target.value)) setState({ currency: e.target.value });
      }}
      options={CURRENCY_CODES.map((code) => ({ value: code, label: `${CURRENCIES[code].symbol} ${code} · ${t(`currency.${code}`)}` }))}
    />
  );
}
