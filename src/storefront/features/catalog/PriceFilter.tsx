/**
 * The price range of a list: typed in the displayed currency and sent in base-currency minor
 * units (?minPrice / ?maxPrice). The list's own range shows as the placeholders.
 */
import { useId, type FormEvent } from 'react';
import { CURRENCIES } from '../../../shared/money.ts';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useMoney, useSite, useT } from '../../lib/site.ts';
import type { Facets } from './facets.ts';
import { useListLocation } from '../../lib/list-location.ts';
import { displayRange, toBaseMinor, toDisplayAmount } from './price-range.ts';
import { withQuery } from '../../lib/query.ts';

interface PriceFilterProps {
  minPrice?: number;
  maxPrice?: number;
  range: Facets['price'];
}

export function PriceFilter({ minPrice, maxPrice, range }: PriceFilterProps) {
  const t = useT();
  const id = useId();
  const site = useSite();
  const money = useMoney();
  const navigate = useAppNavigate();
  const { pathname, search } = useListLocation();
  const rate = site.rates[money.currency] ?? 1;
  const shown = (minor?: number) => toDisplayAmount(minor, site.baseCurrency, money.currency, rate);
  const placeholder = range ? displayRange(range, site.baseCurrency, money.currency, rate) : { min: '', max: '' };
  const symbol = CURRENCIES[money.currency].symbol;
  const bounds = [
    { end: 'min', name: 'minPrice', label: t('search.minPrice'), value: minPrice },
    { end: 'max', name: 'maxPrice', label: t('search.maxPrice'), value: maxPrice },
  ] as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minor = (name: string) => toBaseMinor(String(form.get(name) ?? ''), site.baseCurrency, money.currency, rate);
    const [min, max] = [minor('minPrice'), minor('maxPrice')];
    navigate(withQuery(pathname, search, { minPrice: min === null ? null : String(min), maxPrice: max === null ? null : String(max) }), { suppressPageLoad: true });
  };

  return (
    <form onSubmit={submit} key={`${minPrice}-${maxPrice}-${money.currency}`} aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('search.priceRange')} ({symbol})
      </h3>
      <div className="grid grid-cols-2 gap-2">
        {bounds.map((bound) => (
          <div key={bound.name} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${bound.end}`} className="text-xs text-description">
              {bound.label}
            </label>
            <input
              id={`${id}-${bound.end}`}
              name={bound.name}
              type="number"
              min="0"
              step="any"
              inputMode="decimal"
              defaultValue={shown(bound.value)}
              placeholder={placeholder[bound.end]}
              className="w-full min-w-0 rounded-theme border border-border bg-white px-3 py-2 text-sm"
            />
          </div>
        ))}
      </div>
      <button type="submit" className="rounded-theme border border-primary px-4 py-2 text-sm font-medium text-primary hover:bg-primary hover:text-white">
        {t('search.apply')}
      </button>
    </form>
  );
}
