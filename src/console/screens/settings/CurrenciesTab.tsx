/**
 * Currencies and tax: which currencies the storefront offers (the base always), the exchange rates
 * with the day each takes effect (history kept, the one in force marked), and how prices show tax.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminRateDelete, adminRateSave, adminRatesList, TAX_DISPLAYS, type CurrencyRates, type TaxDisplay } from '../../../shared/contracts/site.ts';
import { CURRENCY_CODES, type CurrencyCode } from '../../../shared/money.ts';
import { call, ConsoleApiError } from '../../api.ts';
import { useLang, useT } from '../../i18n.ts';
import { refresh } from '../../refresh.ts';
import { input } from '../theme/fields.tsx';
import { TabForm, TextField, type TabProps } from './SettingsTabs.tsx';

const RATES_KEY = ['site', 'rates'] as const;

/** The form once the rates are known: a config saved before currencies were chosen offers every currency with a rate. */
export function CurrenciesTab(props: TabProps) {
  const t = useT();
  const rates = useQuery({ queryKey: RATES_KEY, queryFn: () => call(adminRatesList) });
  if (rates.isError) return <p role="alert">{t('failed')}</p>;
  if (!rates.data) return <p>{t('loading')}</p>;
  return <CurrenciesForm {...props} initial={rates.data} />;
}

function CurrenciesForm({ config, saving, save, initial }: TabProps & { initial: CurrencyRates }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const currencyName = new Intl.DisplayNames([lang], { type: 'currency' });
  const base = config.baseCurrency as CurrencyCode;
  const rates = useQuery({ queryKey: RATES_KEY, queryFn: () => call(adminRatesList), initialData: initial });
  const withRate = new Set(initial.list.map((r) => r.code));
  const [offered, setOffered] = useState<CurrencyCode[]>(() => (config.currencies ?? CURRENCY_CODES.filter((c) => c === base || withRate.has(c))) as CurrencyCode[]);
  const [taxDisplay, setTaxDisplay] = useState<TaxDisplay>(config.tax.display);
  const [taxRate, setTaxRate] = useState(String(config.tax.rate));
  const [rateNotice, setRateNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [code, setCode] = useState<CurrencyCode>(CURRENCY_CODES.find((c) => c !== base) ?? 'EUR');
  const [rate, setRate] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(() => new Date().toISOString().slice(0, 10));
  const codeId = useId();
  const taxId = useId();

  const done = async (answer: CurrencyRates, message: string) => {
    queryClient.setQueryData(RATES_KEY, answer);
    await refresh(queryClient, RATES_KEY);
    setRateNotice({ ok: true, text: message });
  };
  const failed = (err: unknown) => setRateNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') });
  const addRate = useMutation({
    mutationFn: () => call(adminRateSave, { code, rate: Number(rate.replace(',', '.')), effectiveFrom }),
    onMutate: () => setRateNotice(null),
    onSuccess: (answer) => done(answer, t('settings.shop.rateAdded')),
    onError: failed,
  });
  const deleteRate = useMutation({
    mutationFn: (key: { code: CurrencyCode; effectiveFrom: string }) => call(adminRateDelete, key),
    onMutate: () => setRateNotice(null),
    onSuccess: (answer) => done(answer, t('settings.shop.rateRemoved')),
    onError: failed,
  });
  const submitRate = (e: FormEvent) => {
    e.preventDefault();
    addRate.mutate();
  };

  return (
    <div className="flex flex-col gap-4">
      <TabForm
        saving={saving}
        onSubmit={() => save({ currencies: [...new Set([base, ...offered])], tax: { display: taxDisplay, rate: Number(taxRate.replace(',', '.')) } })}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('settings.shop.offered')}</legend>
          <p className="text-xs text-slate-500">{t('settings.shop.offeredHint')}</p>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {CURRENCY_CODES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={c === base || offered.includes(c)}
                  disabled={c === base}
                  onChange={(e) => setOffered((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))}
                />
                {c} · {currencyName.of(c)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('settings.shop.tax')}</legend>
          <label htmlFor={taxId} className="text-sm">
            {t('settings.shop.taxDisplay')}
          </label>
          <select id={taxId} className={input} value={taxDisplay} onChange={(e) => setTaxDisplay(e.target.value as TaxDisplay)}>
            {TAX_DISPLAYS.map((mode) => (
              <option key={mode} value={mode}>
                {t(`settings.shop.taxModes.${mode}`)}
              </option>
            ))}
          </select>
          <TextField type="number" label={t('settings.shop.taxRate')} value={taxRate} onChange={setTaxRate} hint={t('settings.shop.taxHint')} />
        </fieldset>
      </TabForm>

      <section className="flex max-w-2xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${codeId}-rates`}>
        <h2 id={`${codeId}-rates`} className="font-semibold">
          {t('settings.shop.rates')}
        </h2>
        <p className="text-xs text-slate-500">{t('settings.shop.ratesIntro', { base })}</p>
        {rateNotice && (
          <p role={rateNotice.ok ? 'status' : 'alert'} className={rateNotice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
            {rateNotice.text}
          </p>
        )}
        <form className="flex flex-wrap items-end gap-2" onSubmit={submitRate}>
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="text-sm font-medium">
              {t('settings.shop.currency')}
            </label>
            <select id={codeId} className={input} value={code} onChange={(e) => setCode(e.target.value as CurrencyCode)}>
              {CURRENCY_CODES.filter((c) => c !== base).map((c) => (
                <option key={c} value={c}>
                  {c} · {currencyName.of(c)}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('settings.shop.rate')} value={rate} onChange={setRate} />
          <TextField type="date" label={t('settings.shop.effectiveFrom')} value={effectiveFrom} onChange={setEffectiveFrom} />
          <button type="submit" disabled={addRate.isPending} className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
            {t('settings.shop.addRate')}
          </button>
        </form>
        {rates.data && rates.data.list.length === 0 && <p className="text-sm text-slate-500">{t('settings.shop.noRates')}</p>}
        {rates.data && rates.data.list.length > 0 && (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1">{t('settings.shop.currency')}</th>
                <th className="py-1">{t('settings.shop.rate')}</th>
                <th className="py-1">{t('settings.shop.effectiveFrom')}</th>
                <th className="py-1">{t('settings.shop.status')}</th>
                <th className="py-1">
                  <span className="sr-only">{t('shipping.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.data.list.map((r) => (
                <tr key={`${r.code}@${r.effectiveFrom}`} className="border-b border-slate-100">
                  <td className="py-1">{r.code}</td>
                  <td className="py-1 tabular-nums">{r.rate}</td>
                  <td className="py-1">{r.effectiveFrom}</td>
                  <td className={`py-1 ${r.status === 'current' ? 'font-semibold text-green-700' : 'text-slate-500'}`}>{t(`settings.shop.statuses.${r.status}`)}</td>
                  <td className="py-1 text-right">
                    <button
                      type="button"
                      className="text-xs underline"
                      aria-label={t('settings.shop.deleteRate', { code: r.code, date: r.effectiveFrom })}
                      disabled={deleteRate.isPending}
                      onClick={() => deleteRate.mutate({ code: r.code as CurrencyCode, effectiveFrom: r.effectiveFrom })}
                    >
                      {t('shipping.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
