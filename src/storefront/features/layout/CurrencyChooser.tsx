/** The currency chooser: the currencies the shop offers today; prices are shown converted; the store remembers the choice. */
import { CURRENCIES, CURRENCY_CODES, isCurrency } from '../../../shared/money.ts';
import { useSite, useT } from '../../lib/site.ts';
import { setState, useClientState } from '../../app/store.ts';
import { Select } from '../../components/Select.tsx';

export function CurrencyChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const site = useSite();
  const chosen = useClientState((s) => s.currency);
  const offered = CURRENCY_CODES.filter((code) => site.rates[code] !== undefined);
  const currency = offered.includes(chosen) ? chosen : site.baseCurrency;
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
      options={offered.map((code) => ({ value: code, label: `${CURRENCIES[code].symbol} ${code} · ${t(`currency.${code}`)}` }))}
    />
  );
}
